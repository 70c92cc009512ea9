import { createAntenna } from '../commands/antennas/createAntenna';
import { createHelp } from '../commands/helps/helpCommands';
import { addMeeting } from '../commands/meetings/meetingCommands';
import { createRecipient } from '../commands/recipients/createRecipient';
import { bootstrap } from '../commands/setup/bootstrap';
import { systemContext } from '../commands/setup/systemActor';
import { startBenchServer } from './benchServer';
import { percentile, runLoad, type LoadResult } from './load';

/** Milliseconds of sequential writes, each answered once the read models show it (read-your-writes). */
export interface WriteTimes {
  count: number;
  p50Ms: number;
  p95Ms: number;
}

/** Figures of the Entretiens tab on a busy file: writing a meeting with aids, and reading the file's list. */
export interface MeetingsFigures {
  meetings: number;
  fillSeconds: number;
  /** Creating a meeting with 3 aid lines (two drawn from a stock) beside a comment on the same file (baseline). */
  writes: { meeting: WriteTimes; comment: WriteTimes };
  /** The file's meetings list beside the file itself (baseline). */
  reads: { label: string; result: LoadResult }[];
}

const ADMIN = { login: 'admin', password: 'bench-admin-password' };

const times = (samples: number[]): WriteTimes => {
  const sorted = Float64Array.from(samples).sort();
  return { count: samples.length, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};

/**
 * Files one person with `meetings` meetings of 3 aid lines each (through the ordinary commands, so
 * every stocked aid's stream moves), then creates `writes` more through HTTP, alternating with a
 * comment on the same file so that both see the same machine state; then loads the file's meetings
 * list and the file itself.
 */
export async function benchMeetings(
  dataDir: string,
  opts: { meetings: number; writes: number; connections: number; warmupMs: number; durationMs: number },
): Promise<MeetingsFigures> {
  const server = await startBenchServer(dataDir);
  try {
    const admin = await bootstrap(server.services.deps, ADMIN);
    if (!admin) throw new Error('bench: the data directory was not empty');
    const ctx = systemContext(server.services.deps, 'bench-meetings');
    const started = performance.now();
    const { antennaId } = await createAntenna(ctx, {
      name: 'Antenne de Lyon',
      address: { street: '1 rue de la Gare', postal_code: '69007', city: 'Lyon' },
    });
    const { recipientId } = await createRecipient(ctx, {
      surname: 'Karim',
      name: 'Banc',
      birth_date: '1980-01-01',
      birth_place: { city: 'Lyon', country: admin.reference.get('country')?.get('France') ?? null },
      nationality_status: admin.reference.get('nationality_status')?.get('Nationalité Fr') ?? null,
      antenna_id: antennaId,
    });
    const aids = [
      await createHelp(ctx, { label: 'Ticket service 10 €', category: 'Alimentaire', price: 10, stock: 1_000_000 }),
      await createHelp(ctx, { label: 'Carnet 10 voyages', category: 'Transport', price: '17,50', stock: 1_000_000 }),
      await createHelp(ctx, { label: 'Colis alimentaire', category: 'Alimentaire', price: 15 }),
    ];
    const token = await server.login(ADMIN.login, ADMIN.password);
    const maker = (await server.request<{ _id: string }>('GET', '/api/web/user/me', { token })).body.data?._id ?? '';
    const meeting = (day: string) => ({
      user_id: maker,
      date: day,
      presence: 'Oui',
      helps: aids.map(({ helpId }, index) => ({ help_id: helpId, quantity: index + 1 })),
    });
    const noLeftovers = async () => [];
    for (let i = 0; i < opts.meetings; i += 1) await addMeeting(ctx, recipientId, meeting('2026-01-15'), noLeftovers);
    const fillSeconds = (performance.now() - started) / 1000;
    await server.services.projections.waitFor(await server.services.store.headPosition(), 120_000);

    const meetingMs: number[] = [];
    const commentMs: number[] = [];
    const timed = async (samples: number[], send: () => Promise<{ status: number }>) => {
      const sent = performance.now();
      const answer = await send();
      if (answer.status !== 200) throw new Error(`bench: write answered ${answer.status}`);
      samples.push(performance.now() - sent);
    };
    for (let i = 0; i < opts.writes; i += 1) {
      await timed(meetingMs, () =>
        server.request('PUT', `/api/web/recipient/${recipientId}/meetings`, { token, body: { meeting: meeting('2026-02-01') } }),
      );
      await timed(commentMs, () =>
        server.request('PUT', '/api/web/comment/new', {
          token,
          body: { comment: { recipient_id: recipientId, field: 'meeting', text: 'Suivi.' } },
        }),
      );
    }
    const load = (path: string) => runLoad({ url: server.url + path, headers: { Authorization: `Bearer ${token}` }, ...opts });
    const reads: MeetingsFigures['reads'] = [];
    for (const [label, path] of [
      ['the file (baseline)', `/api/web/recipient/${recipientId}`],
      [`the file's meetings list (${opts.meetings + opts.writes} meetings)`, `/api/web/recipient/${recipientId}/meetings`],
    ] as const) {
      reads.push({ label, result: await load(path) });
    }
    return { meetings: opts.meetings, fillSeconds, writes: { meeting: times(meetingMs), comment: times(commentMs) }, reads };
  } finally {
    await server.close();
  }
}
