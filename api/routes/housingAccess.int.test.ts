import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms, ownStay } from '../testing/housing';
import { buildRecipient, fileRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Who may book which room, and who learns who holds it.

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

const newFile = async (antenna: 'nord' | 'sud', surname = `Personne${++unique}`) =>
  fileRecipient(server, fx.tokens.admin, buildRecipient(ref, fx.antennas[antenna], { surname, name: 'Martin' }));
const house = (recipientId: string, body: unknown, token: string) =>
  server.request<string>('PUT', `/api/web/recipient/${recipientId}/housings`, { token, body });

describe('PUT /api/web/recipient/:id/housings: the occupant of a taken room', () => {
  it('is named to someone who may open their file', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '11', antenna: 'nord' }]);
    const occupant = await newFile('nord', 'Visible');
    await house(occupant, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-11-10', '2026-11-20'), fx.tokens.adminNord);
    const refused = await house(
      await newFile('nord'),
      ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-11-12', '2026-11-14'),
      fx.tokens.volunteerNord,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'NOT AVAILABLE',
      data: { code: 'NOT AVAILABLE', recipient_id: occupant, name: 'Visible MARTIN' },
    });
  });

  it('is not named, nor its id given, to someone who may not open their file', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '12', antenna: 'nord' }]);
    const occupant = await newFile('sud', 'Confidentiel');
    expect((await house(occupant, ownStay(hotelId, roomIds[0], fx.ids.admin, '2026-11-10', '2026-11-20'), fx.tokens.admin)).status).toBe(
      200,
    );
    const file = await newFile('nord');
    const refused = await expectNothingAppended(server, () =>
      house(file, ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-11-12', '2026-11-14'), fx.tokens.volunteerNord),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      code: 'NOT AVAILABLE',
      message: "L'hébergement est déjà occupé",
      data: { code: 'NOT AVAILABLE' },
    });
    expect(JSON.stringify(refused.body)).not.toContain(occupant);
  });
});

describe('PUT /api/web/recipient/:id/housings: rooms of another antenna', () => {
  it('refuses a volunteer and an antenna administrator a room of another antenna not lent to theirs', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '21', antenna: 'sud' }]);
    for (const [token, referent] of [
      [fx.tokens.volunteerNord, fx.ids.volunteerNord],
      [fx.tokens.adminNord, fx.ids.adminNord],
    ]) {
      const file = await newFile('nord');
      const refused = await expectNothingAppended(server, () =>
        house(file, ownStay(hotelId, roomIds[0], referent, '2026-12-01', '2026-12-05'), token),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, code: 'FORBIDDEN', message: "Cette chambre n'est pas attribuée à votre antenne" });
    }
  });

  it('lets them book a room of another antenna lent to theirs, and lets the head office book any room', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '22', antenna: 'sud', borrow: 'nord' },
      { number: '23', antenna: 'sud' },
    ]);
    expect(
      (
        await house(
          await newFile('nord'),
          ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-12-01', '2026-12-05'),
          fx.tokens.volunteerNord,
        )
      ).status,
    ).toBe(200);
    expect(
      (await house(await newFile('nord'), ownStay(hotelId, roomIds[1], fx.ids.siege, '2026-12-01', '2026-12-05'), fx.tokens.siege)).status,
    ).toBe(200);
  });

  it("keeps a stay's room when an antenna administrator moves its nights after the room was given to another antenna", async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '24', antenna: 'nord' }]);
    const file = await newFile('nord');
    const created = await house(file, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-01', '2026-12-05'), fx.tokens.adminNord);
    const room = (await server.request<Record<string, unknown>>('GET', `/api/web/room/${roomIds[0]}`, { token: fx.tokens.super })).body
      .data as Record<string, unknown>;
    expect(
      (
        await server.request('POST', `/api/web/room/${roomIds[0]}`, {
          token: fx.tokens.super,
          body: { origin: room, current: { ...room, antenna_id: fx.antennas.sud } },
        })
      ).status,
    ).toBe(200);
    const stay = (
      await server.request<Record<string, unknown>>('GET', `/api/web/housing/${created.body.data}`, { token: fx.tokens.adminNord })
    ).body.data as Record<string, unknown>;
    const moved = await server.request('POST', `/api/web/housing/${created.body.data}`, {
      token: fx.tokens.adminNord,
      body: { origin: stay, current: { ...stay, end_date: '2026-12-08' } },
    });
    expect(moved.status).toBe(200);
  });
});

describe('PUT and POST housings: every id a stay names is checked', () => {
  const contactOf = async (token: string) =>
    (
      await server.request<{ contact_id: string }>('PUT', '/api/web/contact/new', {
        token,
        body: { contact: { surname: 'Aline', name: 'Roux', tel: '0320000000' } },
      })
    ).body.data?.contact_id as string;

  it('refuses an unknown referent, a referent of another antenna, a leave motive of another list and contacts out of sight', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '31', antenna: 'nord' }]);
    const file = await newFile('nord');
    const sudContact = await contactOf(fx.tokens.adminSud);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ user_id: 'personne' }, { user_id: 'Référent inconnu' }],
      [{ user_id: fx.ids.volunteerSud }, { user_id: 'Le référent doit être un accueillant de votre antenne' }],
      [{ leave_motive: ref.france }, { leave_motive: 'Valeur absente de la liste de référence' }],
      [{ contact_ids: [sudContact] }, { contact_ids: 'Contact inconnu' }],
      [{ contact_ids: ['inconnu'] }, { contact_ids: 'Contact inconnu' }],
    ];
    for (const [fields, errors] of refusals) {
      const refused = await expectNothingAppended(server, () =>
        house(file, ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-12-01', '2026-12-05', fields), fx.tokens.volunteerNord),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'OBJECT_CANNOT_BE_VALIDATED', errors });
    }
  });

  it('checks the ids an edit changes, and only those', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '32', antenna: 'nord' }]);
    const file = await newFile('nord');
    const created = await house(
      file,
      ownStay(hotelId, roomIds[0], fx.ids.volunteerNord, '2026-12-01', '2026-12-05', {
        contact_ids: [await contactOf(fx.tokens.adminNord)],
      }),
      fx.tokens.volunteerNord,
    );
    expect(created.status).toBe(200);
    const stay = (
      await server.request<Record<string, unknown>>('GET', `/api/web/housing/${created.body.data}`, { token: fx.tokens.volunteerNord })
    ).body.data as Record<string, unknown>;
    const edit = (current: Record<string, unknown>) =>
      server.request('POST', `/api/web/housing/${created.body.data}`, {
        token: fx.tokens.volunteerNord,
        body: { origin: stay, current: { ...stay, ...current } },
      });
    expect((await expectNothingAppended(server, () => edit({ user_id: fx.ids.adminSud }))).status).toBe(400);
    expect((await edit({ price: 4 })).status).toBe(200);
  });

  it('refuses a housing application naming an unknown contact', async () => {
    const file = await newFile('nord');
    const refused = await expectNothingAppended(server, () =>
      server.request('PUT', `/api/web/recipient/${file}/housing_helps`, {
        token: fx.tokens.volunteerNord,
        body: { housing_help: { type: 'DALO', status: 'En cours', contact_ids: ['inconnu'] } },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ contact_ids: 'Contact inconnu' });
  });
});

describe('DELETE /api/web/recipient/:id', () => {
  it('frees the rooms the stays of the deleted file held', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '41', antenna: 'nord' }]);
    const file = await newFile('nord');
    expect(
      (await house(file, ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-01', '2026-12-10'), fx.tokens.adminNord)).status,
    ).toBe(200);
    expect((await server.request('DELETE', `/api/web/recipient/${file}`, { token: fx.tokens.adminNord })).status).toBe(200);
    const next = await house(
      await newFile('nord'),
      ownStay(hotelId, roomIds[0], fx.ids.adminNord, '2026-12-02', '2026-12-05'),
      fx.tokens.adminNord,
    );
    expect(next.status).toBe(200);
    const free = await server.request<{ _id: string }[]>('GET', `/api/web/hotel/${hotelId}/rooms?free=2026-12-06&until=2026-12-09`, {
      token: fx.tokens.adminNord,
    });
    expect(free.body.data?.map((room) => room._id)).toEqual([roomIds[0]]);
  });
});
