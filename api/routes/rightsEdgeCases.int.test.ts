import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Right } from '@domain/users/habilitations';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms } from '../testing/housing';
import { buildRecipient, referenceIds, type ReferenceIdsForTests } from '../testing/recipients';
import { startTestServer, type TestServer } from '../testing/testServer';

// Rights edge cases found by probing (docs/permissions.md): nobody widens their own scope, an antenna's manager
// cannot hide it, lending a room needs room_management, and the head office holds no file and no room.

let server: TestServer;
let fx: Fixture;
let ref: ReferenceIdsForTests;

beforeAll(async () => {
  server = await startTestServer();
  fx = await createFixture(server);
  ref = await referenceIds(server, fx.tokens.admin);
});
afterAll(async () => {
  await server.close();
});

/** A user created by the super administrator with exactly these rights, signed in. */
async function personWith(key: string, habilitation: string, antennaId: string, rights: Right[]) {
  const created = await server.request<{ user_id: string }>('PUT', '/api/web/user/new', {
    token: fx.tokens.super,
    body: {
      user: {
        surname: key,
        name: 'Sonde',
        habilitation,
        antenna_id: antennaId,
        rights,
        activity: { start_date: '2025-01-01' },
        login: `${key}-login`,
        password: PASSWORD,
      },
    },
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  return { id: created.body.data?.user_id as string, token: await server.login(`${key}-login`, PASSWORD) };
}

const opened = async (path: string, token: string) =>
  (await server.request<Record<string, unknown>>('GET', path, { token })).body.data as Record<string, unknown>;

describe('POST /api/web/user/:own id', () => {
  it('refuses a manager of rank 3 with user_management alone moving themselves to another antenna', async () => {
    const manager = await personWith('gestionnord', 'management', fx.antennas.nord, ['user_management']);
    const me = await opened(`/api/web/user/${manager.id}`, manager.token);
    const moved = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/user/${manager.id}`, {
        token: manager.token,
        body: { origin: me, current: { ...me, antenna_id: fx.antennas.sud } },
      }),
    );
    expect(moved.status).toBe(403);
    expect(moved.body).toMatchObject({ code: 'FORBIDDEN', message: 'Vous ne pouvez pas changer votre propre antenne' });
    expect((await server.request('GET', `/api/web/user/${fx.ids.volunteerSud}`, { token: manager.token })).status).toBe(403);
  });

  it('lets a holder of user_absolute move themselves', async () => {
    const manager = await personWith('gestionabs', 'management', fx.antennas.nord, ['user_management', 'user_absolute']);
    const me = await opened(`/api/web/user/${manager.id}`, manager.token);
    const moved = await server.request('POST', `/api/web/user/${manager.id}`, {
      token: manager.token,
      body: { origin: me, current: { ...me, antenna_id: fx.antennas.sud } },
    });
    expect(moved.status).toBe(200);
    expect((await opened(`/api/web/user/${manager.id}`, manager.token)).antenna_id).toBe(fx.antennas.sud);
  });
});

describe('POST /api/web/antenna/:id with an acronym', () => {
  it('refuses the antenna administrator of that antenna, setting it or clearing it', async () => {
    const nord = await opened(`/api/web/antenna/${fx.antennas.nord}`, fx.tokens.adminNord);
    const refused = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/antenna/${fx.antennas.nord}`, {
        token: fx.tokens.adminNord,
        body: { origin: nord, current: { ...nord, acr: 'ARCHIVE' } },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Seule la gestion de toutes les antennes peut modifier l'acronyme d'une antenne");
    const antennas = await server.request<{ _id: string }[]>('GET', '/api/web/antennas', { token: fx.tokens.volunteerSud });
    expect(antennas.body.data?.map((antenna) => antenna._id)).toContain(fx.antennas.nord);
  });

  it('lets antennas_absolute set it, and clear it again', async () => {
    const nord = await opened(`/api/web/antenna/${fx.antennas.nord}`, fx.tokens.admin);
    const post = (origin: Record<string, unknown>, acr: string | null) =>
      server.request('POST', `/api/web/antenna/${fx.antennas.nord}`, {
        token: fx.tokens.admin,
        body: { origin, current: { ...origin, acr } },
      });
    expect((await post(nord, 'ARCHIVE')).status).toBe(200);
    expect((await post({ ...nord, acr: 'ARCHIVE' }, null)).status).toBe(200);
  });

  it('still lets the antenna administrator edit the rest of their antenna', async () => {
    const nord = await opened(`/api/web/antenna/${fx.antennas.nord}`, fx.tokens.adminNord);
    const edited = await server.request('POST', `/api/web/antenna/${fx.antennas.nord}`, {
      token: fx.tokens.adminNord,
      body: { origin: nord, current: { ...nord, tel: '0320999999' } },
    });
    expect(edited.status).toBe(200);
  });
});

describe('rooms lent to another antenna', () => {
  it('are refused to an antenna administrator with hotel_management but not room_management', async () => {
    const hotelier = await personWith('hotelnord', 'antenna_admin', fx.antennas.nord, ['user_relative', 'hotel_management']);
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '1', antenna: 'nord' }]);
    const lend = await expectNothingAppended(server, () =>
      server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
        token: hotelier.token,
        body: { room: { number: '2', antenna_id: fx.antennas.nord, borrow_antenna_id: fx.antennas.sud, price: 400 } },
      }),
    );
    expect(lend.status).toBe(403);
    expect(lend.body.message).toBe('Seule la gestion des chambres peut prêter une chambre à une autre antenne');
    const room = await opened(`/api/web/room/${roomIds[0]}`, hotelier.token);
    const lent = await expectNothingAppended(server, () =>
      server.request('POST', `/api/web/room/${roomIds[0]}`, {
        token: hotelier.token,
        body: { origin: room, current: { ...room, borrow_antenna_id: fx.antennas.sud } },
      }),
    );
    expect(lent.status).toBe(403);
    const own = await server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token: hotelier.token,
      body: { room: { number: '3', antenna_id: fx.antennas.nord, borrow_antenna_id: null, price: 400 } },
    });
    expect(own.status).toBe(200);
  });
});

describe("the head office as a file's or a room's antenna", () => {
  it('is refused on a new file with the unknown-antenna message', async () => {
    const answer = await expectNothingAppended(server, () =>
      server.request('PUT', '/api/web/recipient/new', {
        token: fx.tokens.admin,
        body: { recipient: buildRecipient(ref, 'siege') },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toMatchObject({ antenna_id: 'Antenne inconnue' });
  });

  it('is refused on a room, as its antenna or its borrower', async () => {
    const { hotelId } = await createHotelWithRooms(server, fx, []);
    for (const room of [
      { number: '8', antenna_id: 'siege', price: 400 },
      { number: '9', antenna_id: fx.antennas.nord, borrow_antenna_id: 'siege', price: 400 },
    ]) {
      const answer = await expectNothingAppended(server, () =>
        server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, { token: fx.tokens.super, body: { room } }),
      );
      expect(answer.status).toBe(400);
      expect(Object.values(answer.body.errors ?? {})).toEqual(['Antenne inconnue']);
    }
  });
});

describe('a reader bound to the files of an antenna (user_relative) but given none', () => {
  it('lists no file, no stay and no domiciliation, and opens none', async () => {
    const loose = await personWith('sansantenne', 'volunteer', fx.antennas.nord, ['user_relative']);
    const file = await server.request<{ recipient_id: string }>('PUT', '/api/web/recipient/new', {
      token: fx.tokens.admin,
      body: { recipient: buildRecipient(ref, fx.antennas.sud, { surname: 'Horsdantenne' }) },
    });
    const me = await opened(`/api/web/user/${loose.id}`, fx.tokens.admin);
    const moved = await server.request('POST', `/api/web/user/${loose.id}`, {
      token: fx.tokens.admin,
      body: { origin: me, current: { ...me, antenna_id: null } },
    });
    expect(moved.status).toBe(200);
    const token = await server.login('sansantenne-login', PASSWORD);
    for (const path of ['/api/web/recipients', '/api/web/housings', '/api/web/housings/dashboard', '/api/web/domiciliation/dashboard']) {
      const list = await server.request<unknown[]>('GET', path, { token });
      expect(list.status, path).toBe(200);
      expect(list.body.data, path).toEqual([]);
    }
    const read = await server.request('GET', `/api/web/recipient/${file.body.data?.recipient_id}/mails`, { token });
    expect(read.status).toBe(403);
  });
});

describe('GET /api/web/user/:id of someone ranked above the reader', () => {
  it('carries abilities that leave the whole form read-only', async () => {
    expect((await opened(`/api/web/user/${fx.ids.super}`, fx.tokens.admin)).abilities).toEqual({
      edit: false,
      edit_access: false,
      delete: false,
      change_credentials: false,
    });
  });
});
