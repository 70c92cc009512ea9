import { createAntenna } from '../commands/antennas/createAntenna';
import { createHotel, createRoom } from '../commands/hotels/hotelCommands';
import { addHousing } from '../commands/housings/housingCommands';
import { createRecipient } from '../commands/recipients/createRecipient';
import { bootstrap } from '../commands/setup/bootstrap';
import { systemContext } from '../commands/setup/systemActor';
import { frenchDay } from '@domain/shared/dates';
import { startBenchServer } from './benchServer';
import { runLoad, type LoadResult } from './load';

/** Figures of the housing screens over a realistic scheme: calendar, hotels, housings list, dashboard. */
export interface HousingFigures {
  rooms: number;
  stays: number;
  fillSeconds: number;
  results: { label: string; result: LoadResult }[];
}

const ADMIN = { login: 'admin', password: 'bench-admin-password' };
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Builds 20 hotels of 10 rooms over three antennas (some lent) and 10 stays of 30 nights per room
 * through the ordinary commands (so every booking goes through its room's stream), then loads the
 * calendar of a busy month, the hotels list, a page of the housings list and a referent's dashboard.
 */
export async function benchHousing(
  dataDir: string,
  opts: { rooms: number; staysPerRoom: number; connections: number; warmupMs: number; durationMs: number },
): Promise<HousingFigures> {
  const server = await startBenchServer(dataDir);
  try {
    const admin = await bootstrap(server.services.deps, ADMIN);
    if (!admin) throw new Error('bench: the data directory was not empty');
    const ctx = systemContext(server.services.deps, 'bench-housing');
    const today = frenchDay(server.services.deps.clock());
    const started = performance.now();
    const antennas: string[] = [];
    for (const city of ['Lyon', 'Marseille', 'Lille']) {
      antennas.push(
        (await createAntenna(ctx, { name: `Antenne de ${city}`, address: { street: '1 rue de la Gare', postal_code: '00000', city } }))
          .antennaId,
      );
    }
    const rooms: { hotelId: string; roomId: string }[] = [];
    for (let h = 0; rooms.length < opts.rooms; h += 1) {
      const { hotelId } = await createHotel(ctx, {
        name: `Hôtel ${h + 1}`,
        address: { street: `${h + 1} avenue Jean Jaurès`, postal_code: '69007', city: 'Lyon' },
        tel: '0478000000',
      });
      for (let r = 0; r < 10 && rooms.length < opts.rooms; r += 1) {
        const antenna_id = antennas[rooms.length % 3];
        const lent = rooms.length % 17 === 0 ? antennas[(rooms.length + 1) % 3] : null;
        rooms.push({
          hotelId,
          roomId: (
            await createRoom(ctx, hotelId, {
              number: `${r + 1}`,
              antenna_id,
              borrow_antenna_id: lent,
              price: 420,
              start_date: '2025-01-01',
            })
          ).roomId,
        });
      }
    }
    const france = admin.reference.get('country')?.get('France') ?? null;
    const nationalityFr = admin.reference.get('nationality_status')?.get('Nationalité Fr') ?? null;
    const referent = admin
      ? ((await server.request<{ _id: string }>('GET', '/api/web/user/me', { token: await server.login(ADMIN.login, ADMIN.password) })).body
          .data?._id ?? '')
      : '';
    let stays = 0;
    for (const [i, room] of rooms.entries()) {
      for (let k = 0; k < opts.staysPerRoom; k += 1) {
        const { recipientId } = await createRecipient(ctx, {
          surname: `Prénom${i}-${k}`,
          name: 'Banc',
          birth_date: '1980-01-01',
          birth_place: { city: 'Lyon', country: france },
          nationality_status: nationalityFr,
          antenna_id: antennas[i % 3],
        });
        const start = addDays('2026-01-01', k * 36 + (i % 5));
        await addHousing(ctx, recipientId, 'hebergement', {
          hotel_id: room.hotelId,
          room_id: room.roomId,
          user_id: referent,
          start_date: start,
          end_date: addDays(start, 30),
          price: 3.5,
          // A payment is never dated after today (the stays of the year run past it).
          payments: [{ amount: 50, date: start < today ? start : today }],
        });
        stays += 1;
      }
    }
    const fillSeconds = (performance.now() - started) / 1000;
    await server.services.projections.waitFor(await server.services.store.headPosition(), 120_000);
    const token = await server.login(ADMIN.login, ADMIN.password);
    const load = (path: string) =>
      runLoad({
        url: server.url + path,
        headers: { Authorization: `Bearer ${token}` },
        connections: opts.connections,
        warmupMs: opts.warmupMs,
        durationMs: opts.durationMs,
      });
    const results: HousingFigures['results'] = [];
    for (const [label, path] of [
      ['room calendar, June, all hotels', '/api/web/rooms/calendar/2026-6-01'],
      ['room calendar, June, one hotel', `/api/web/rooms/calendar/2026-6-01?hotel_id=${rooms[0].hotelId}`],
      ['rooms free on a day', '/api/web/rooms/on_date/2026-06-15'],
      ['hotels list (rooms, free today)', '/api/web/hotels'],
      ['housings list, page 1 of 20', '/api/web/housings?page=0'],
      ['dashboard of a referent, page 1', '/api/web/housings/dashboard?page=0'],
    ] as const) {
      results.push({ label, result: await load(path) });
    }
    return { rooms: rooms.length, stays, fillSeconds, results };
  } finally {
    await server.close();
  }
}
