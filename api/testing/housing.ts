import type { Fixture } from './fixture';
import type { TestServer } from './testServer';

/** A hotel with rooms in the fixture's antennas, created through the API by the super administrator. */
export async function createHotelWithRooms(
  server: TestServer,
  fx: Fixture,
  rooms: {
    number: string;
    antenna: 'nord' | 'sud';
    borrow?: 'nord' | 'sud';
    price?: number | string;
    start_date?: string;
    archived?: boolean;
  }[],
  name = `Hôtel ${Date.now()}-${Math.random()}`,
) {
  const hotel = await server.request<{ hotel_id: string }>('PUT', '/api/web/hotel/new', {
    token: fx.tokens.super,
    body: { hotel: { name, address: { street: '3 quai Perrache', postal_code: '69002', city: 'Lyon' }, tel: '0478000000' } },
  });
  const hotelId = hotel.body.data?.hotel_id as string;
  const roomIds: string[] = [];
  for (const room of rooms) {
    const created = await server.request<string>('PUT', `/api/web/hotel/${hotelId}/rooms`, {
      token: fx.tokens.super,
      body: {
        room: {
          number: room.number,
          antenna_id: fx.antennas[room.antenna],
          borrow_antenna_id: room.borrow ? fx.antennas[room.borrow] : null,
          price: room.price ?? 450,
          start_date: room.start_date ?? null,
          archived: room.archived ?? false,
        },
      },
    });
    if (created.status !== 200) throw new Error(JSON.stringify(created.body));
    roomIds.push(created.body.data as string);
  }
  return { hotelId, roomIds };
}

/** A stay in one of the charity's rooms. */
export const ownStay = (
  hotelId: string,
  roomId: string,
  userId: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
) => ({
  housingType: 'hebergement',
  housing: {
    housing_type: 'hebergement',
    hotel_id: hotelId,
    room_id: roomId,
    user_id: userId,
    start_date: start,
    end_date: end,
    price: 3.5,
    payments: [],
    ...extra,
  },
});
