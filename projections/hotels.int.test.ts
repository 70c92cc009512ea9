import { describe, expect, it } from 'vitest';
import type { HotelEvent, HotelFields } from '@domain/hotels/hotels';
import type { RoomEvent } from '@domain/hotels/rooms';
import type { FieldChanges } from '@domain/shared/changes';
import { buildActor, buildHotel, buildRoom } from '@domain/testing/builders';
import { findHotel, hotelNames, hotelsProjection, listHotels, openHotel } from './hotels';
import { roomsProjection } from './rooms';
import { givenEvents, on } from './testing/projectionSpec';

const TODAY = '2026-11-22';
// The list counts rooms and free rooms from the rooms read model, so both projections run.
const projections = [hotelsProjection, roomsProjection];

const hotel = (id: string, fields: Partial<HotelFields> = {}) =>
  on<HotelEvent>(`hotel-${id}`, { type: 'HotelCreated', data: { hotel: buildHotel(fields) } });
const hotelChanged = (id: string, changes: FieldChanges) => on<HotelEvent>(`hotel-${id}`, { type: 'HotelChanged', data: { changes } });
const room = (id: string, fields: Parameters<typeof buildRoom>[0] = {}) =>
  on<RoomEvent>(`room-${id}`, { type: 'RoomCreated', data: { room: buildRoom(fields) } });
const booked = (roomId: string, housingId: string, start: string, end: string) =>
  on<RoomEvent>(`room-${roomId}`, {
    type: 'RoomBooked',
    data: { housing_id: housingId, recipient_id: 'r1', recipient_name: 'Karim BENALI', start, end },
  });

const hotels = [
  hotel('hotel-1'),
  hotel('hotel-2', { name: 'Hôtel Étoile', address: { street: '3 rue du Parc', postal_code: '69002', city: 'Lyon' } }),
  hotel('hotel-3', { name: 'Auberge des Quais', address: { street: '1 quai Rambaud', postal_code: '69002', city: 'Lyon' } }),
  room('room-1'),
  room('room-2', { number: '8' }),
  room('room-3', { number: '9', archived: true }),
  room('room-4', { number: '1', hotel_id: 'hotel-2', antenna_id: 'ant-sud' }),
  room('room-5', { number: '2', hotel_id: 'hotel-2', antenna_id: 'ant-sud', borrow_antenna_id: 'ant-nord' }),
  booked('room-1', 'h1', '2026-11-10', '2026-11-30'),
  booked('room-4', 'h2', '2026-11-20', '2026-11-23'),
];

describe('hotels projection', () => {
  it('keeps a hotel as its form reads it', async () => {
    await givenEvents(projections, hotels).then(async (docs) => {
      expect(await findHotel(docs, 'hotel-1')).toEqual({ _id: 'hotel-1', ...buildHotel() });
      await expect(findHotel(docs, 'nothing')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Hôtel introuvable' });
    });
  });

  it('opens a hotel with what its reader may do: save it, add a room', async () => {
    await givenEvents(projections, hotels).then(async (docs) => {
      expect(await openHotel(docs, buildActor('siege'), 'hotel-1')).toEqual({
        _id: 'hotel-1',
        ...buildHotel(),
        abilities: { edit: true, add_room: true },
      });
      expect((await openHotel(docs, buildActor('antenna_admin'), 'hotel-1')).abilities).toEqual({ edit: false, add_room: false });
    });
  });

  it('lists hotels by name (accents aside) with their rooms in service and those free today', async () => {
    await givenEvents(projections, hotels).then(async (docs) => {
      expect((await listHotels(docs, { today: TODAY })).map((h) => [h._id, h.name, h.rooms, h.free_rooms])).toEqual([
        ['hotel-3', 'Auberge des Quais', 0, 0],
        ['hotel-1', 'Hôtel du Nord', 2, 1],
        ['hotel-2', 'Hôtel Étoile', 2, 1],
      ]);
      expect((await listHotels(docs, { today: TODAY, search: 'lyon' })).map((h) => h._id)).toEqual(['hotel-3', 'hotel-2']);
    });
  });

  it('lists only hotels with a room free on the nights asked, counted for an antenna when given', async () => {
    await givenEvents(projections, hotels).then(async (docs) => {
      const free = async (opts: { free: string; until?: string; antenna?: string; excludeHousing?: string }) =>
        (await listHotels(docs, { today: TODAY, ...opts })).map((h) => [h._id, h.free_rooms]);
      expect(await free({ free: '2026-11-23' })).toEqual([
        ['hotel-1', 1],
        ['hotel-2', 2],
      ]);
      expect(await free({ free: '2026-11-22', antenna: 'ant-sud' })).toEqual([]);
      expect(await free({ free: '2026-11-22', antenna: 'ant-nord' })).toEqual([
        ['hotel-1', 1],
        ['hotel-2', 1],
      ]);
      expect(await free({ free: '2026-11-29', until: '2026-12-10' })).toEqual([
        ['hotel-1', 1],
        ['hotel-2', 2],
      ]);
      expect(await free({ free: '2026-11-30', until: '2026-12-10' })).toEqual([
        ['hotel-1', 2],
        ['hotel-2', 2],
      ]);
      // The stay being edited does not hold its own room against itself.
      expect(await free({ free: '2026-11-22', antenna: 'ant-sud', excludeHousing: 'h2' })).toEqual([['hotel-2', 1]]);
    });
  });

  it('shows a renamed hotel in its new place, searched by its new name and city', async () => {
    await givenEvents(projections, hotels)
      .when([
        hotelChanged('hotel-1', {
          name: { from: 'Hôtel du Nord', to: 'Hôtel Zénith' },
          'address.city': { from: 'Paris', to: 'Villeurbanne' },
        }),
      ])
      .then(async (docs) => {
        expect((await listHotels(docs, { today: TODAY })).map((h) => h.name)).toEqual([
          'Auberge des Quais',
          'Hôtel Étoile',
          'Hôtel Zénith',
        ]);
        expect((await listHotels(docs, { today: TODAY, search: 'villeurbanne' })).map((h) => h._id)).toEqual(['hotel-1']);
        expect(await listHotels(docs, { today: TODAY, search: 'nord' })).toEqual([]);
        expect((await hotelNames(docs, ['hotel-1', null, undefined, 'nothing'])).get('hotel-1')).toMatchObject({
          name: 'Hôtel Zénith',
          address: { city: 'Villeurbanne', postal_code: '75010' },
        });
      });
  });
});
