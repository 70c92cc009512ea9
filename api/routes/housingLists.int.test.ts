import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// The housings list and the home dashboard: one rule for which stays they show, of every kind.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let nature: string;
let others = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
  const natures = await server.request<{ _id: string }[]>('GET', '/api/web/choices/housing_nature', { token: fx.tokens.admin });
  nature = natures.body.data?.[0]?._id as string;
});
afterAll(async () => {
  await server.close();
});

type Row = { _id: string; housing_type: string; hotel: unknown; hotel_info: string | null; address_city: string | null };
const newFile = (antenna: 'nord' | 'sud', surname: string, name = 'Martin') =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname, name }));
const house = async (recipientId: string, body: unknown) => {
  const answer = await server.request<string>('PUT', `/api/web/recipient/${recipientId}/housings`, { token: fx.tokens.admin, body });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data as string;
};
const emergency = (userId: string, hotelInfo: string) => ({
  housingType: 'urgence',
  housing: { housing_type: 'urgence', hotel_info: hotelInfo, user_id: userId, start_date: '2026-11-20', end_date: '2026-11-25', price: 30 },
});
const outside = (userId: string, city: string) => ({
  housingType: 'hors',
  housing: { housing_type: 'hors', nature, user_id: userId, start_date: '2026-11-01', address_street: '4 rue Sala', address_city: city },
});
const list = (query: string, token = fx.tokens.admin) => server.request<Row[]>('GET', `/api/web/housings?${query}`, { token });
const dashboard = (token: string, query = '') => server.request<Row[]>('GET', `/api/web/housings/dashboard?${query}`, { token });
const ids = (rows: Row[] | undefined) => (rows ?? []).map((row) => row._id).sort();

/**
 * Three stays of the volunteer of Nord on one file, one of each kind, where the words say (each test its
 * own words, so that searches find its stays only); and an emergency stay of another referent.
 */
async function staysOfEachKind(words: { person: string; hotel: string; emergencyHotel: string; city: string }) {
  const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '1', antenna: 'nord' }], `Hôtel ${words.hotel}`);
  const file = await newFile('nord', words.person, 'Haddad');
  const own = await house(file, ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-11-15', '2026-12-15'));
  const urgent = await house(file, emergency(fx.ids.volunteerNord, `Ibis Budget ${words.emergencyHotel}`));
  const away = await house(file, outside(fx.ids.volunteerNord, words.city));
  await house(await newFile('nord', 'Tiers', `Autre${++others}`), emergency(fx.ids.adminNord, 'Formule 1'));
  return { own, urgent, away };
}

describe('GET /api/web/housings and /api/web/housings/dashboard', () => {
  it('list stays of every kind, filtered by kind on the server, each with what its place column shows', async () => {
    const { own, urgent, away } = await staysOfEachKind({
      person: 'Yasmine',
      hotel: 'Bellecour',
      emergencyHotel: 'Gerland',
      city: 'Vienne',
    });
    const mine = await list(`user=${fx.ids.volunteerNord}`);
    expect(mine.status).toBe(200);
    expect(ids(mine.body.data)).toEqual([own, urgent, away].sort());
    const byId = new Map((mine.body.data ?? []).map((row) => [row._id, row]));
    expect(byId.get(own)).toMatchObject({ housing_type: 'hebergement', hotel: { name: 'Hôtel Bellecour', postal_code: '69002' } });
    expect(byId.get(urgent)).toMatchObject({ housing_type: 'urgence', hotel: null, hotel_info: 'Ibis Budget Gerland' });
    expect(byId.get(away)).toMatchObject({ housing_type: 'hors', hotel: null, address_city: 'Vienne' });
    for (const [kind, id] of [
      ['hebergement', own],
      ['urgence', urgent],
      ['hors', away],
    ])
      expect(ids((await list(`user=${fx.ids.volunteerNord}&housing_type=${kind}`)).body.data)).toEqual([id]);
  });

  it("answer each stay, sent as its stored JSON text, as the file's tab answers it, in JSON", async () => {
    const { own, urgent, away } = await staysOfEachKind({
      person: 'Aurélie',
      hotel: 'Perrache',
      emergencyHotel: 'Confluence',
      city: 'Givors',
    });
    const listed = await list(`user=${fx.ids.volunteerNord}&search=Aurélie`);
    expect(listed.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const { recipient_id } = (listed.body.data ?? [])[0] as Row & { recipient_id: string };
    const tab = await server.request<Row[]>('GET', `/api/web/recipient/${recipient_id}/housings`, { token: fx.tokens.admin });
    const byId = new Map((tab.body.data ?? []).map((row) => [row._id, row]));
    expect(ids(listed.body.data)).toEqual([own, urgent, away].sort());
    for (const row of listed.body.data ?? []) expect(row).toEqual(byId.get(row._id));
    expect(listed.body).toMatchObject({ success: true, pagination: { page: 0, total: 3 } });
  });

  it('refuses an unknown kind with 400 and a French message', async () => {
    const refused = await list('housing_type=hotel');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors: { housing_type: 'Valeur non autorisée' } });
  });

  it('show the referent, on the dashboard, the same stays as the list narrowed to them, less the freed ones', async () => {
    const { own, urgent, away } = await staysOfEachKind({
      person: 'Nadia',
      hotel: 'Brotteaux',
      emergencyHotel: 'Perrache',
      city: 'Givors',
    });
    const volunteer = await server.login('volunteernord-login', 'motdepasse');
    const listed = await list(`user=${fx.ids.volunteerNord}&per_page=100`, volunteer);
    const home = await dashboard(volunteer, 'per_page=100');
    expect(ids(home.body.data)).toEqual(ids(listed.body.data));
    expect(ids(home.body.data)).toEqual(expect.arrayContaining([own, urgent, away]));

    const origin = (await server.request<Record<string, unknown>>('GET', `/api/web/housing/${urgent}`, { token: fx.tokens.admin })).body
      .data as Record<string, unknown>;
    await server.request('POST', `/api/web/housing/${urgent}`, {
      token: fx.tokens.admin,
      body: { origin, current: { ...origin, free_end_date: '2026-11-22' } },
    });
    const freed = ids((await dashboard(volunteer, 'per_page=100')).body.data);
    expect(freed).not.toContain(urgent);
    expect(ids((await list(`user=${fx.ids.volunteerNord}&per_page=100`, volunteer)).body.data)).toEqual([...freed, urgent].sort());
  });

  it('narrow both lists by the top-bar search: the person, the hotel, the emergency hotel or the address', async () => {
    const { own, urgent, away } = await staysOfEachKind({
      person: 'Zoé',
      hotel: 'Terreaux',
      emergencyHotel: 'Vaise',
      city: 'Villeurbanne',
    });
    const volunteer = await server.login('volunteernord-login', 'motdepasse');
    const found = async (search: string) => ids((await list(`search=${encodeURIComponent(search)}`)).body.data);
    // Accents and case aside, every word required.
    expect(await found('terreaux')).toEqual([own]);
    expect(await found('VAISE')).toEqual([urgent]);
    expect(await found('villeurbanne')).toEqual([away]);
    expect(await found('zoe haddad')).toEqual([own, urgent, away].sort());
    expect(await found('zoe formule')).toEqual([]);
    expect(ids((await dashboard(volunteer, 'search=Vaise')).body.data)).toEqual([urgent]);
    expect((await list(`search=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it("shows a volunteer only the stays of their antenna's files, in the list as on the dashboard", async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '2', antenna: 'sud' }]);
    const south = await house(
      await newFile('sud', 'Sudiste'),
      ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-11-15', '2026-12-15'),
    );
    const volunteer = await server.login('volunteernord-login', 'motdepasse');
    expect(ids((await list('per_page=100', volunteer)).body.data)).not.toContain(south);
    expect(ids((await dashboard(volunteer, 'per_page=100')).body.data)).not.toContain(south);
    expect(ids((await list('per_page=100')).body.data)).toContain(south);
  });
});
