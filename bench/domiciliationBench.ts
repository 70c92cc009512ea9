import { newId } from './newId';
import { ADMIN } from '../api/testing/testServer';
import type { NewEvent } from '../commands/eventStore';
import { domiciliationEnd } from '@domain/domiciliations/dates';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { DEMO_PASSWORD } from '../seed/people/demoPeople';
import { startBenchServer, type BenchServer } from './benchServer';
import { benchCerfa, type CerfaFigures } from './cerfaBench';
import { runLoad, type LoadOptions, type LoadResult } from './load';
import { appendRecipientFiles, type FileSequel, type FillFigures } from './recipientFill';
import type { GeneratedFile, RecipientEventFactory } from './recipientEvents';
import { seedDemoData } from './recipientsBench';
import { Seeded } from './seeded';
import { withTempDir } from './tempDir';

/** One call loaded at a fixed concurrency, with how many records it matches. */
export interface DomiciliationScenario {
  label: string;
  matches: number;
  load: LoadResult;
}

/** Everything the domiciliation part prints. */
export interface DomiciliationFigures {
  fill: FillFigures;
  domiciled: number;
  domiciliations: number;
  catchUpSeconds: number;
  /** The list without filter, the baseline of each group of calls; then the calls measured beside it. */
  scenarios: DomiciliationScenario[];
  cerfa: CerfaFigures;
}

type LoadSettings = Omit<LoadOptions, 'url' | 'headers'>;

/** A volunteer (user_relative) of the Lyon antenna, from the demo data set: a referent of many generated files. */
const VOLUNTEER = 'tmercier';
const DAY = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * Domiciliations of about a third of the files, as addDomiciliation records them: a year each, started
 * up to two years ago (so running, ending within the month, or ended), a fifth of them renewed the day
 * after they end; the file's referent is the domiciliation's.
 */
function domiciliationSequel(today: string, counts: { files: number; domiciliations: number }): FileSequel {
  const random = new Seeded(13);
  return (file: GeneratedFile) => {
    if (random.int(3) !== 0) return [];
    const own = (start_date: string): DomiciliationFields => ({
      kind: 'own',
      user_id: file.civil.user_ref ?? null,
      paper: random.pick(['CNI', 'Titre de séjour', 'Récépissé Titre de séjour'] as const),
      origin: null,
      start_date,
      last_meeting: start_date,
      duration: 12,
      end_date: domiciliationEnd(start_date, 12),
      remarque: null,
    });
    const first = own(addDays(today, -1 - random.int(730)));
    const periods = random.int(5) === 0 ? [first, own(addDays(String(first.end_date), 1))] : [first];
    counts.files += 1;
    counts.domiciliations += periods.length;
    return periods.map((domiciliation) => {
      const event: RecipientEvent = { type: 'DomiciliationAdded', data: { domiciliation_id: newId(), domiciliation } };
      const meta = { ...file.created.meta, command: 'addDomiciliation', correlationId: newId() };
      return { id: newId(), type: event.type, data: event.data, meta } satisfies NewEvent;
    });
  };
}

/** Loads each call in turn, after checking it answers; the first of each group is the baseline printed beside it. */
async function loadScenarios(server: BenchServer, load: LoadSettings): Promise<DomiciliationScenario[]> {
  const admin = await server.login(ADMIN.login, ADMIN.password);
  const volunteer = await server.login(VOLUNTEER, DEMO_PASSWORD);
  const me = await server.request<{ _id: string }>('GET', '/api/web/user/me', { token: volunteer });
  const scenarios: [string, string, string][] = [
    ['recipients, no filter (baseline)', admin, '/api/web/recipients'],
    ['recipients, domiciliation=Oui', admin, '/api/web/recipients?domiciliation=Oui'],
    ['recipients, domiciliation=Non', admin, '/api/web/recipients?domiciliation=Non'],
    ['volunteer recipients (baseline)', volunteer, '/api/web/recipients'],
    ['volunteer recipients, dom=Oui', volunteer, '/api/web/recipients?domiciliation=Oui'],
    ['dashboard, own rows, page 1', volunteer, '/api/web/domiciliation/dashboard'],
    ['dashboard, own rows, page 5', volunteer, '/api/web/domiciliation/dashboard?page=4'],
    ['dashboard of a referent (admin)', admin, `/api/web/domiciliation/dashboard?user_id=${me.body.data?._id ?? ''}`],
  ];
  const results: DomiciliationScenario[] = [];
  for (const [label, token, path] of scenarios) {
    const first = await server.request('GET', path, { token });
    if (first.status !== 200) throw new Error(`bench: GET ${path} answered ${first.status}`);
    const result = await runLoad({ ...load, url: server.url + path, headers: { Authorization: `Bearer ${token}` } });
    results.push({ label, matches: first.body.pagination?.total ?? 0, load: result });
  }
  return results;
}

/**
 * The home table 'Domiciliations arrivant à échéance' and the recipients list's domiciliation filter over
 * `files` generated files (domiciliations on about a third), beside the list without filter measured in
 * the same run; then the render of one Cerfa attestation (benchCerfa).
 */
export async function benchDomiciliation(
  dataDir: string,
  opts: { files: number; cerfaRenders: number } & LoadSettings,
): Promise<DomiciliationFigures> {
  const { files, cerfaRenders, ...load } = opts;
  const seeding = await startBenchServer(dataDir);
  let factory: RecipientEventFactory;
  try {
    factory = await seedDemoData(seeding);
  } finally {
    await seeding.close();
  }
  const counts = { files: 0, domiciliations: 0 };
  const today = new Date().toISOString().slice(0, 10);
  const fill = await appendRecipientFiles(dataDir, factory, files, { sequel: domiciliationSequel(today, counts) });
  const started = performance.now();
  const server = await startBenchServer(dataDir);
  try {
    await server.services.projections.waitFor(await server.services.store.headPosition(), Infinity);
    const catchUpSeconds = (performance.now() - started) / 1000;
    const scenarios = await loadScenarios(server, load);
    const cerfa = await withTempDir((dir) => benchCerfa(dir, { renders: cerfaRenders }));
    return { fill, domiciled: counts.files, domiciliations: counts.domiciliations, catchUpSeconds, scenarios, cerfa };
  } finally {
    await server.close();
  }
}
