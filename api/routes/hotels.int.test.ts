import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RIGHTS } from '@domain/users/habilitations';
import { createFixture, PASSWORD, type Fixture } from '../testing/fixture';
import { expectNothingAppended } from '../testing/expectations';
import { createHotelWithRooms } from '../testing/housing';
import { startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let fx: Fixture;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date('2026-11-22T10:00:00Z') });
  fx = await createFixture(server);
});
afterAll(async () => {
  await server.close();
});

let adminWithHotels: Promise<string> | undefined;
/** A session of an antenna administrator of Nord who was also given hotel_management (created once). */
function antennaAdminWithHotels(): Promise<string> {
  adminWithHotels ??= (async () => {
    const answer = await server.request('PUT', '/api/web/user/new', {
      token: fx.tokens.super,
      body: {
        user: {
          surname: 'Hélène',
          name: 'HOTELS',
          habilitation: 'antenna_admin',
          antenna_id: fx.antennas.nord,
          activity: { start_date: '2025-01-01' },
          rights: [...DEFAULT_RIGHTS.antenna_admin, 'hotel_management'],
          login: 'hotels-nord',
          password: PASSWORD,
        },
      },
    });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return server.login('hotels-nord', PASSWORD);
  })();
  return adminWithHotels;
}

const hotel = (name: string, extra: Record<string, unknown> = {}) => ({
  hotel: { name, address: { street: '1 rue Neuve', postal_code: '59000', city: 'Lille' }, tel: '0320000000', ...extra },
});

describe('hotels', () => {
  it('creates and edits a hotel with hotel_management only', async () => {
    const created = await server.request<{ hotel_id: string }>('PUT', '/api/web/hotel/new', {
      token: fx.tokens.siege,
      body: hotel('Hôtel Métropole'),
    });
    expect(created.status).toBe(200);
    const id = created.body.data?.hotel_id as string;
    const origin = (await server.request<Record<string, unknown>>('GET', `/api/web/hotel/${id}`, { token: fx.tokens.volunteerNord })).body
      .data as Record<string, unknown>;
    expect(origin).toMatchObject({ name: 'Hôtel Métropole', covention: false, archived: false });
    for (const token of [fx.tokens.adminNord, fx.tokens.volunteerNord]) {
      const refused = await expectNothingAppended(server, () =>
        server.request('POST', `/api/web/hotel/${id}`, { token, body: { origin, current: { ...origin, covention: true } } }),
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Vous n'avez pas les droits nécessaires");
    }
    expect(
      (
        await server.request('POST', `/api/web/hotel/${id}`, {
          token: fx.tokens.siege,
          body: { origin, current: { ...origin, covention: true } },
        })
      ).status,
    ).toBe(200);
  });

  it('requires name, address and phone', async () => {
    const answer = await server.request('PUT', '/api/web/hotel/new', {
      token: fx.tokens.siege,
      body: { hotel: { name: '', address: {} } },
    });
    expect(answer.body.errors).toEqual({
      name: 'Le nom est requis',
      'address.street': "L'adresse est requise",
      'address.postal_code': "L'adresse est requise",
      'address.city': "L'adresse est requise",
      tel: 'Le téléphone est requise',
    });
  });
});

describe('rooms', () => {
  it('accepts a price with a comma and counts a lent room for the borrowing antenna', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '12', antenna: 'nord', borrow: 'sud', price: '412,50' },
    ]);
    const room = (await server.request<Record<string, unknown>>('GET', `/api/web/room/${roomIds[0]}`, { token: fx.tokens.volunteerNord }))
      .body.data;
    expect(room).toMatchObject({ price: 412.5, hotel_id: hotelId, counted_antenna_id: fx.antennas.sud, free: true });
  });

  it('refuses an antenna administrator without hotel_management any room, recording nothing', async () => {
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [{ number: '1', antenna: 'nord' }]);
    for (const token of [fx.tokens.adminNord, fx.tokens.volunteerNord]) {
      const created = await expectNothingAppended(server, () =>
        server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
          token,
          body: { room: { number: '5', antenna_id: fx.antennas.nord, price: 300 } },
        }),
      );
      expect(created.status).toBe(403);
      expect(created.body).toMatchObject({ code: 'FORBIDDEN', message: "Vous n'avez pas les droits" });
      const origin = (await server.request<Record<string, unknown>>('GET', `/api/web/room/${roomIds[0]}`, { token })).body.data ?? {};
      const updated = await expectNothingAppended(server, () =>
        server.request('POST', `/api/web/room/${roomIds[0]}`, { token, body: { origin, current: { ...origin, comment: 'Fuite' } } }),
      );
      expect(updated.status).toBe(403);
    }
  });

  it('lets an antenna administrator with hotel_management add and edit rooms of their antenna only', async () => {
    const token = await antennaAdminWithHotels();
    const { hotelId, roomIds } = await createHotelWithRooms(server, fx, [
      { number: '1', antenna: 'nord' },
      { number: '2', antenna: 'sud' },
    ]);
    const own = await server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token,
      body: { room: { number: '3', antenna_id: fx.antennas.nord, price: 300 } },
    });
    expect(own.status).toBe(200);
    const other = await expectNothingAppended(server, () =>
      server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
        token,
        body: { room: { number: '4', antenna_id: fx.antennas.sud, price: 300 } },
      }),
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Vous ne pouvez choisir que votre antenne');
    const edit = async (roomId: string) => {
      const origin = (await server.request<Record<string, unknown>>('GET', `/api/web/room/${roomId}`, { token })).body.data ?? {};
      return server.request('POST', `/api/web/room/${roomId}`, { token, body: { origin, current: { ...origin, comment: 'Repeinte' } } });
    };
    expect((await edit(roomIds[0])).status).toBe(200);
    expect((await expectNothingAppended(server, () => edit(roomIds[1]))).status).toBe(403);
    const empty = await server.request('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token: fx.tokens.super,
      body: { room: { number: '', antenna_id: null, price: '' } },
    });
    expect(empty.body.errors).toEqual({ number: 'La numéro est requis', price: 'La prix est requis', antenna_id: "L'antenne est requise" });
  });

  it('gives a hotel and its rooms the abilities of their reader', async () => {
    const token = await antennaAdminWithHotels();
    const { hotelId } = await createHotelWithRooms(server, fx, [
      { number: '1', antenna: 'nord' },
      { number: '2', antenna: 'sud' },
    ]);
    const hotelAbilities = async (reader: string) =>
      (await server.request<{ abilities: unknown }>('GET', `/api/web/hotel/${hotelId}`, { token: reader })).body.data?.abilities;
    const roomAbilities = async (reader: string) =>
      (
        (await server.request<{ number: string; abilities: unknown }[]>('GET', `/api/web/hotel/${hotelId}/rooms`, { token: reader })).body
          .data ?? []
      ).map((room) => [room.number, room.abilities]);
    expect(await hotelAbilities(fx.tokens.management)).toEqual({ edit: true, add_room: true });
    expect(await hotelAbilities(token)).toEqual({ edit: true, add_room: true });
    expect(await hotelAbilities(fx.tokens.adminNord)).toEqual({ edit: false, add_room: false });
    expect(await roomAbilities(fx.tokens.management)).toEqual([
      ['1', { edit: true }],
      ['2', { edit: true }],
    ]);
    expect(await roomAbilities(token)).toEqual([
      ['1', { edit: true }],
      ['2', { edit: false }],
    ]);
    expect(await roomAbilities(fx.tokens.adminNord)).toEqual([
      ['1', { edit: false }],
      ['2', { edit: false }],
    ]);
  });

  it('leaves archived rooms out of the free-room search, and lists rooms with the hotels counts', async () => {
    const { hotelId } = await createHotelWithRooms(server, fx, [
      { number: '1', antenna: 'nord' },
      { number: '2', antenna: 'nord', archived: true },
      { number: '3', antenna: 'sud' },
    ]);
    const free =
      (await server.request<{ number: string }[]>('GET', `/api/web/hotel/${hotelId}/rooms?free=2026-12-01`, { token: fx.tokens.super }))
        .body.data ?? [];
    expect(free.map((r) => r.number)).toEqual(['1', '3']);
    const scoped =
      (
        await server.request<{ number: string }[]>('GET', `/api/web/hotel/${hotelId}/rooms?free=2026-12-01`, {
          token: fx.tokens.volunteerSud,
        })
      ).body.data ?? [];
    expect(scoped.map((r) => r.number)).toEqual(['3']);
    const hotels =
      (
        await server.request<{ _id: string; rooms: number; free_rooms: number }[]>('GET', '/api/web/hotels', {
          token: fx.tokens.volunteerNord,
        })
      ).body.data ?? [];
    expect(hotels.find((h) => h._id === hotelId)).toMatchObject({ rooms: 2, free_rooms: 2 });
  });
});
