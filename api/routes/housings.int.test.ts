import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;
let unique = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

const newFile = async (antenna: 'nord' | 'sud' = 'nord', surname = `Personne${++unique}`) =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname, name: 'Martin' }));
const house = (recipientId: string, body: unknown, token = fx.tokens.adminNord) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/housings`, { token, body });
type Housing = Record<string, unknown> & { _id: string; nights: number; total_price: number; total_payment: number; solde: number };
const housing = async (id: string) =>
  (await server.request<Housing>('GET', `/api/web/housing/${id}`, { token: fx.tokens.adminNord })).body.data as Housing;

describe('stays in the charity rooms', () => {
  it('records a stay with its nights, total, payments and balance', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '7', antenna: 'nord' }]);
    const file = await newFile();
    const created = await house(
      file,
      ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-01', '2026-12-01', {
        price: '3,50',
        payments: [{ amount: '50' }, { amount: 20.5, date: '2026-11-10' }],
      }),
    );
    expect(created.status).toBe(200);
    const stay = await housing(created.body.data as string);
    expect(stay).toMatchObject({
      nights: 30,
      total_price: 105,
      total_payment: 70.5,
      solde: -34.5,
      price: 3.5,
      payments: [
        { amount: 50, date: '2026-11-22' },
        { amount: 20.5, date: '2026-11-10' },
      ],
      hotel: { name: expect.stringContaining('Hôtel'), postal_code: '69002' },
      room: { number: '7' },
      recipient: { surname: expect.stringContaining('Personne'), name: 'Martin' },
      current: true,
      overdue: false,
    });
  });

  it('refuses a second stay on nights already taken, naming the occupant, and records nothing', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '8', antenna: 'nord' }]);
    const first = await newFile('nord', 'Occupant');
    await house(first, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-10', '2026-11-20'));
    const second = await newFile();
    const refused = await expectNothingAppended(server, () =>
      house(second, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-19', '2026-11-25')),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'NOT AVAILABLE',
      message: "L'hébergement est déjà occupé",
      data: { code: 'NOT AVAILABLE', recipient_id: first, name: 'Occupant MARTIN' },
    });
    expect((await house(second, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-20', '2026-11-25'))).status).toBe(200);
  });

  it('lets exactly one of simultaneous bookings of the same room and nights succeed', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '9', antenna: 'nord' }]);
    const files = await Promise.all(Array.from({ length: 5 }, () => newFile()));
    const answers = await Promise.all(
      files.map((file) => house(file, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-01', '2026-12-15'))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'NOT AVAILABLE')).toHaveLength(4);
    const bookings = (await server.services.store.readStream(`room-${roomIds[0]}`)).filter((e) => e.type === 'RoomBooked');
    expect(bookings).toHaveLength(1);
  });

  it('moves a stay to another room, freeing the first one', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '10', antenna: 'nord' },
      { number: '11', antenna: 'nord' },
    ]);
    const file = await newFile();
    const id = (await house(file, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-01-01', '2027-01-10'))).body.data as string;
    const origin = await housing(id);
    expect(
      (
        await server.request('POST', `/api/web/housing/${id}`, {
          token: fx.tokens.adminNord,
          body: { origin, current: { ...origin, room_id: roomIds[1] } },
        })
      ).status,
    ).toBe(200);
    expect(await housing(id)).toMatchObject({ room_id: roomIds[1], room: { number: '11' } });
    const other = await newFile();
    expect((await house(other, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-01-02', '2027-01-05'))).status).toBe(200);
    expect((await house(await newFile(), ownStay(hotelId, roomIds[1], fx.ids.adminNord, '2027-01-02', '2027-01-05'))).status).toBe(409);
  });

  it('frees the room when a stay is deleted or freed early', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '12', antenna: 'nord' }]);
    const id = (await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-02-01', '2027-02-28'))).body
      .data as string;
    const origin = await housing(id);
    await server.request('POST', `/api/web/housing/${id}`, {
      token: fx.tokens.adminNord,
      body: { origin, current: { ...origin, free_end_date: '2027-02-10' } },
    });
    expect((await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-02-10', '2027-02-20'))).status).toBe(200);
    const later = (await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-03-01', '2027-03-05'))).body
      .data as string;
    expect((await server.request('DELETE', `/api/web/housing/${later}`, { token: fx.tokens.adminNord })).status).toBe(200);
    expect((await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-03-01', '2027-03-05'))).status).toBe(200);
  });

  it("keeps the edited stay's own room in the free-room search, even archived and on new dates, and only that one", async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '13', antenna: 'nord' },
      { number: '14', antenna: 'nord', archived: true },
      { number: '15', antenna: 'nord' },
    ]);
    const id = (await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2027-04-01', '2027-04-10'))).body
      .data as string;
    const roomsFree = async (query: string) =>
      (
        (await server.request<{ number: string }[]>('GET', `/api/web/hotel/${hotelId}/rooms?${query}`, { token: fx.tokens.adminNord })).body
          .data ?? []
      ).map((room) => room.number);
    expect(await roomsFree('free=2027-04-05&until=2027-04-08')).toEqual(['15']);
    expect(await roomsFree(`free=2027-04-05&until=2027-04-08&exclude_housing=${id}`)).toEqual(['13', '15']);
    expect(await roomsFree(`free=2027-06-01&until=2027-06-08&exclude_housing=${id}`)).toEqual(['13', '15']);
    // The room archived once the stay began is still offered to that stay only.
    const origin = (await server.request<Record<string, unknown>>('GET', `/api/web/room/${roomIds[0]}`, { token: fx.tokens.admin })).body
      .data as Record<string, unknown>;
    expect(
      (
        await server.request('POST', `/api/web/room/${roomIds[0]}`, {
          token: fx.tokens.admin,
          body: { origin, current: { ...origin, archived: true } },
        })
      ).status,
    ).toBe(200);
    expect(await roomsFree('free=2027-06-01&until=2027-06-08')).toEqual(['15']);
    const kept = (
      await server.request<{ number: string; archived: boolean }[]>(
        'GET',
        `/api/web/hotel/${hotelId}/rooms?free=2027-04-05&until=2027-04-08&exclude_housing=${id}`,
        { token: fx.tokens.adminNord },
      )
    ).body.data;
    expect(kept).toEqual([
      expect.objectContaining({ number: '13', archived: true }),
      expect.objectContaining({ number: '15', archived: false }),
    ]);
  });

  it('requires the fields of each kind with the messages of docs/recipient-file.md', async () => {
    const file = await newFile();
    const own = await house(file, { housingType: 'hebergement', housing: { housing_type: 'hebergement' } });
    expect(own.body).toMatchObject({
      message: 'Hébergements non mis à jour. Des champs sont manquants',
      errors: {
        hotel_id: "L'hotel est requis",
        room_id: 'La chambre est requise',
        price: 'La quote part est requis',
        user_id: 'Le référent est requis',
      },
    });
    expect(
      (
        await house(file, {
          housingType: 'urgence',
          housing: {
            housing_type: 'urgence',
            hotel_info: 'Hôtel Formule 1',
            start_date: '2026-11-01',
            end_date: '2026-11-03',
            user_id: fx.ids.adminNord,
          },
        })
      ).body.errors,
    ).toEqual({ price: 'La prix est requis' });
    expect((await house(file, { housingType: 'hors', housing: { housing_type: 'hors', start_date: '2026-11-01' } })).body.errors).toEqual({
      nature: "La nature de l'hébergement est requis",
    });
    const backwards = await house(file, {
      housingType: 'hors',
      housing: { housing_type: 'hors', nature: ref.france, start_date: '2026-11-05', end_date: '2026-11-01' },
    });
    expect(backwards.body.errors).toEqual({ end_date: 'La date de fin doit suivre la date de début' });
  });

  it('refuses the housings of a file the user may not open', async () => {
    const file = await newFile('sud');
    expect((await server.request('GET', `/api/web/recipient/${file}/housings`, { token: fx.tokens.volunteerNord })).status).toBe(403);
  });
});

describe('housings list, dashboard and agreement', () => {
  it("lists the scheme's stays by start date, pages of 20, and the referent's dashboard of stays not freed", async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '20', antenna: 'nord' },
      { number: '21', antenna: 'nord' },
    ]);
    const overdue = (await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-10-01', '2026-11-01'))).body
      .data as string;
    await house(await newFile(), ownStay(hotelId, roomIds[1], fx.ids.volunteerNord, '2026-11-15', '2026-12-15'));
    const list = await server.request<Housing[]>('GET', `/api/web/housings?user=${fx.ids.volunteerNord}`, { token: fx.tokens.admin });
    expect(list.body.data?.map((h) => h.start_date)).toEqual(['2026-11-15', '2026-10-01']);
    expect(list.body.data?.find((h) => h._id === overdue)).toMatchObject({ overdue: true, current: false });
    expect(list.body.pagination).toMatchObject({ per_page: 20, total: 2, last_page: 0 });
    const volunteer = await server.login('volunteernord-login', 'motdepasse');
    const dashboard = await server.request<Housing[]>('GET', '/api/web/housings/dashboard', { token: volunteer });
    expect(dashboard.body.data).toHaveLength(2);
    expect(dashboard.body.pagination).toMatchObject({ per_page: 10 });
  });

  it('tells the recipients list who is housed today', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '30', antenna: 'nord' }]);
    const housed = await newFile('nord', 'Hébergé');
    await house(housed, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-20', '2026-11-30'));
    const rows =
      (
        await server.request<{ _id: string; housed: boolean }[]>('GET', '/api/web/recipients?housed=Oui&per_page=100', {
          token: fx.tokens.admin,
        })
      ).body.data ?? [];
    expect(rows.map((r) => r._id)).toContain(housed);
    expect(rows.every((r) => r.housed)).toBe(true);
    const others =
      (await server.request<{ _id: string }[]>('GET', '/api/web/recipients?housed=Non&per_page=100', { token: fx.tokens.admin })).body
        .data ?? [];
    expect(others.map((r) => r._id)).not.toContain(housed);
  });

  it('downloads the occupancy agreement as a PDF with its file name', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '40', antenna: 'nord' }]);
    const id = (await house(await newFile(), ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-01', '2026-12-31'))).body
      .data as string;
    const response = await fetch(`${server.url}/api/web/housing/${id}/download_convention`, {
      headers: { Authorization: `Bearer ${fx.tokens.adminNord}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('filename')).toMatch(/^convention-dossier-\d+-chambre-40\.pdf$/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('housing applications', () => {
  it('keeps validity dates for SIAO only, and requires type and status', async () => {
    const file = await newFile();
    const siao = await server.request<string>('PUT', `/api/web/recipient/${file}/housing_helps`, {
      token: fx.tokens.adminNord,
      body: { housing_help: { type: 'SIAO', status: 'En cours', validity_start_date: '2026-11-01', validity_end_date: '2027-04-30' } },
    });
    const dalo = await server.request<string>('PUT', `/api/web/recipient/${file}/housing_helps`, {
      token: fx.tokens.adminNord,
      body: { housing_help: { type: 'DALO', status: 'Accepté', validity_start_date: '2026-11-01' } },
    });
    const helps =
      (await server.request<Record<string, unknown>[]>('GET', `/api/web/recipient/${file}/housing_helps`, { token: fx.tokens.adminNord }))
        .body.data ?? [];
    expect(helps.find((h) => h._id === siao.body.data)).toMatchObject({
      validity_start_date: '2026-11-01',
      validity_end_date: '2027-04-30',
    });
    expect(helps.find((h) => h._id === dalo.body.data)).toMatchObject({ validity_start_date: null, validity_end_date: null });
    const missing = await server.request('PUT', `/api/web/recipient/${file}/housing_helps`, {
      token: fx.tokens.adminNord,
      body: { housing_help: { type: null, status: null } },
    });
    expect(missing.body.errors).toEqual({ type: 'Le type est requis', status: 'Le status est requis' });
  });
});
