import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, referenceIds } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let hotelId: string;
let rooms: { a: string; b: string; c: string };

/** May 2027, by hand: A (Nord) is taken the nights of the 3rd to the 5th; B (Nord, lent to Sud) the night of the 1st;
 *  C (Sud) enters the scheme on the 10th and is taken from the 20th. */
beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2027-04-15T10:00:00Z') });
  fx = await createFixture(server);
  const ref = await referenceIds(server, fx.tokens.admin);
  const created = await createHotelWithRooms(server, fx, [
    { number: 'A', antenna: 'nord' },
    { number: 'B', antenna: 'nord', borrow: 'sud' },
    { number: 'C', antenna: 'sud', start_date: '2027-05-10' },
  ]);
  hotelId = created.hotelId;
  rooms = { a: created.roomIds[0], b: created.roomIds[1], c: created.roomIds[2] };
  const stays: [string, string, string][] = [
    [rooms.a, '2027-05-03', '2027-05-06'],
    [rooms.b, '2027-04-28', '2027-05-02'],
    [rooms.c, '2027-05-20', '2027-06-05'],
  ];
  for (const [i, [room, start, end]] of stays.entries()) {
    const file = (
      await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
        token: fx.tokens.admin,
        body: { recipient: buildRecipient(ref, fx.antennas.nord, { surname: `Calendrier${i}` }) },
      })
    ).body.data?.recipient_id as string;
    const answer = await server.request('PUT', `/api/web/recipient/${file}/housings`, {
      token: fx.tokens.admin,
      body: ownStay(hotelId, room, fx.ids.adminNord, start, end),
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }
});
afterAll(async () => {
  await server.close();
});

type Day = { date: string; rooms: number; rooms_antenna: number };
const calendar = async (query: string) =>
  (await server.request<Day[]>('GET', `/api/web/rooms/calendar/2027-5-01${query}`, { token: fx.tokens.admin })).body.data ?? [];
const byDay = (days: Day[], field: 'rooms' | 'rooms_antenna') => days.map((day) => day[field]);
const repeat = (value: number, times: number) => Array<number>(times).fill(value);

describe('GET /api/web/rooms/calendar/:month', () => {
  it('counts, day by day, the rooms free for the organisation and for an antenna', async () => {
    const nord = await calendar(`?antenna=${fx.antennas.nord}`);
    expect(nord).toHaveLength(31);
    expect(nord[0].date).toBe('2027-05-01');
    expect(byDay(nord, 'rooms')).toEqual([1, 2, 1, 1, 1, 2, 2, 2, 2, ...repeat(3, 10), ...repeat(2, 12)]);
    expect(byDay(nord, 'rooms_antenna')).toEqual([1, 1, 0, 0, 0, ...repeat(1, 26)]);
    const sud = await calendar(`?antenna=${fx.antennas.sud}`);
    expect(byDay(sud, 'rooms_antenna')).toEqual([0, ...repeat(1, 8), ...repeat(2, 10), ...repeat(1, 12)]);
  });

  it("uses the signed-in user's antenna by default, and filters on a hotel and a room", async () => {
    expect(byDay(await calendar(''), 'rooms_antenna')).toEqual(repeat(0, 31));
    expect(byDay(await calendar(`?hotel_id=${hotelId}&room_id=${rooms.a}`), 'rooms')).toEqual([1, 1, 0, 0, 0, ...repeat(1, 26)]);
  });
});

describe('GET /api/web/rooms/on_date/:date', () => {
  it('lists the rooms free that day, with their hotel', async () => {
    const free =
      (
        await server.request<{ number: string; hotel: { name: string } }[]>('GET', '/api/web/rooms/on_date/2027-05-04', {
          token: fx.tokens.admin,
        })
      ).body.data ?? [];
    expect(free.map((r) => r.number)).toEqual(['B']);
    expect(free[0].hotel.name).toContain('Hôtel');
  });
});
