import { describe, expect, it } from 'vitest';
import type { HotelEvent } from '@domain/hotels/hotels';
import type { RoomEvent } from '@domain/hotels/rooms';
import type { FieldChanges } from '@domain/shared/changes';
import type { DocStore } from './docStore';
import { buildActor, buildHotel, buildRoom } from '@domain/testing/builders';
import { hotelsProjection } from './hotels';
import { inService, listRooms, roomCalendar, roomsOnDate } from './roomQueries';
import { monthDays } from './roomNights';
import { BOOKINGS, roomsProjection, type BookingDoc } from './rooms';
import { givenEvents, on } from './testing/projectionSpec';

const TODAY = '2026-11-22';
const reader = buildActor('admin');
// Room lists name their hotel from the hotels read model, so both projections run.
const projections = [roomsProjection, hotelsProjection];

const roomEvent = (id: string, event: RoomEvent) => on(`room-${id}`, event);
const room = (id: string, fields: Parameters<typeof buildRoom>[0] = {}) =>
  roomEvent(id, { type: 'RoomCreated', data: { room: buildRoom(fields) } });
const roomChanged = (id: string, changes: FieldChanges) => roomEvent(id, { type: 'RoomChanged', data: { changes } });
const booked = (roomId: string, housingId: string, start: string, end: string) =>
  roomEvent(roomId, {
    type: 'RoomBooked',
    data: { housing_id: housingId, recipient_id: `r-${housingId}`, recipient_name: 'Karim BENALI', start, end },
  });

const rooms = [
  on<HotelEvent>('hotel-hotel-1', { type: 'HotelCreated', data: { hotel: buildHotel() } }),
  on<HotelEvent>('hotel-hotel-2', { type: 'HotelCreated', data: { hotel: buildHotel({ name: 'Hôtel du Parc' }) } }),
  room('room-7'),
  room('room-8', { number: '8', borrow_antenna_id: 'ant-sud' }),
  room('room-9', { number: '9', end_date: '2026-11-15' }),
  room('room-1', { number: '1', hotel_id: 'hotel-2', antenna_id: 'ant-sud' }),
  booked('room-7', 'h1', '2026-11-10', '2026-11-20'),
  booked('room-1', 'h2', '2026-11-20', '2026-11-25'),
];

const bookings = async (docs: DocStore) => (await docs.collection<BookingDoc>(BOOKINGS).find({ sort: [['_id', 1]] })).items;

describe('rooms projection', () => {
  it('keeps a room with the antenna it counts for: the one it is lent to, else its own', async () => {
    await givenEvents(projections, rooms)
      .when([
        roomChanged('room-8', { borrow_antenna_id: { from: 'ant-sud', to: null } }),
        roomChanged('room-7', { borrow_antenna_id: { from: null, to: 'ant-sud' } }),
      ])
      .then(async (docs) => {
        const counted = async () =>
          (await listRooms(docs, reader, { hotelId: 'hotel-1', archived: true, today: TODAY })).map((r) => [r._id, r.counted_antenna_id]);
        expect(await counted()).toEqual([
          ['room-7', 'ant-sud'],
          ['room-8', 'ant-nord'],
          ['room-9', 'ant-nord'],
        ]);
      });
  });

  it('keeps a booking per room and stay, with its hotel, as moved and released', async () => {
    await givenEvents(projections, rooms)
      .when([
        booked('room-8', 'h1', '2026-11-20', '2026-11-24'),
        roomEvent('room-7', { type: 'RoomBookingReleased', data: { housing_id: 'h1' } }),
        roomEvent('room-1', { type: 'RoomBookingChanged', data: { housing_id: 'h2', start: '2026-11-21', end: '2026-11-28' } }),
      ])
      .then(async (docs) => {
        expect(await bookings(docs)).toEqual([
          {
            _id: 'room-1|h2',
            housing_id: 'h2',
            room_id: 'room-1',
            hotel_id: 'hotel-2',
            start: '2026-11-21',
            end: '2026-11-28',
            recipient_id: 'r-h2',
            recipient_name: 'Karim BENALI',
          },
          {
            _id: 'room-8|h1',
            housing_id: 'h1',
            room_id: 'room-8',
            hotel_id: 'hotel-1',
            start: '2026-11-20',
            end: '2026-11-24',
            recipient_id: 'r-h1',
            recipient_name: 'Karim BENALI',
          },
        ]);
      });
  });

  it('counts, day by day, the rooms free for everyone and those free for an antenna', async () => {
    await givenEvents(projections, rooms).then(async (docs) => {
      const calendar = await roomCalendar(docs, '2026-11', { antenna: 'ant-nord' });
      expect(calendar).toHaveLength(30);
      const day = (date: string) => calendar.find((d) => d.date === date);
      // room-7 (nord), room-8 (lent to sud), room-9 (nord, until the 15th), room-1 (sud).
      expect(day('2026-11-09')).toEqual({ date: '2026-11-09', rooms: 4, rooms_antenna: 2 });
      expect(day('2026-11-10')).toEqual({ date: '2026-11-10', rooms: 3, rooms_antenna: 1 });
      expect(day('2026-11-16')).toEqual({ date: '2026-11-16', rooms: 2, rooms_antenna: 0 });
      // room-7 is freed on the morning of the 20th, when room-1 is taken.
      expect(day('2026-11-20')).toEqual({ date: '2026-11-20', rooms: 2, rooms_antenna: 1 });
      expect(day('2026-11-25')).toEqual({ date: '2026-11-25', rooms: 3, rooms_antenna: 1 });
      expect(
        (await roomCalendar(docs, '2026-11', { antenna: 'ant-sud', hotelId: 'hotel-2' })).find((d) => d.date === '2026-11-22'),
      ).toEqual({ date: '2026-11-22', rooms: 0, rooms_antenna: 0 });
    });
  });

  it('lists rooms free or taken on a day, until when, with their hotel; archived ones only when asked', async () => {
    await givenEvents(projections, [...rooms, roomChanged('room-9', { archived: { from: false, to: true } })]).then(async (docs) => {
      const view = async (opts: Partial<Parameters<typeof listRooms>[2]> = {}) =>
        (await listRooms(docs, reader, { today: TODAY, ...opts })).map((r) => [r._id, r.number, r.free, r.free_date, r.hotel_name]);
      expect(await view()).toEqual([
        ['room-1', '1', false, '2026-11-25', 'Hôtel du Parc'],
        ['room-7', '7', true, null, 'Hôtel du Nord'],
        ['room-8', '8', true, null, 'Hôtel du Nord'],
      ]);
      expect((await view({ archived: true })).map(([id]) => id)).toEqual(['room-1', 'room-7', 'room-8', 'room-9']);
      expect(await view({ free: '2026-11-12', antenna: 'ant-nord' })).toEqual([]);
      expect(await view({ free: '2026-11-12', until: '2026-11-15', hotelId: 'hotel-1' })).toEqual([
        ['room-8', '8', true, null, 'Hôtel du Nord'],
      ]);
      // The stay being edited keeps its own room offered, even on nights it already holds.
      expect((await view({ free: '2026-11-12', hotelId: 'hotel-1', excludeHousing: 'h1' })).map(([id, , free]) => [id, free])).toEqual([
        ['room-7', true],
        ['room-8', true],
      ]);
    });
  });

  it('says until when a room is taken: through every booking that holds it from the nights asked on', async () => {
    // room-7 is also taken from the 5th to the 10th (h4), and again from the 20th, the day h1 leaves, to the 28th (h3).
    const more = [booked('room-7', 'h4', '2026-11-05', '2026-11-10'), booked('room-7', 'h3', '2026-11-20', '2026-11-28')];
    await givenEvents(projections, [...rooms, ...more]).then(async (docs) => {
      const freeDate = async (opts: Partial<Parameters<typeof listRooms>[2]>) =>
        (await listRooms(docs, reader, { today: TODAY, roomId: 'room-7', ...opts })).map((r) => [r.free, r.free_date]);
      // Nights from the 6th to the 12th: h4 then h1 then h3 hold it without a free night in between.
      expect(await freeDate({ today: '2026-11-06', until: '2026-11-12' })).toEqual([[false, '2026-11-28']]);
      expect(await freeDate({ today: '2026-11-06' })).toEqual([[false, '2026-11-28']]);
      // The stay h3 being moved keeps its room offered; h4 and h1 hold it until the 20th.
      expect(await freeDate({ free: '2026-11-06', until: '2026-11-22', excludeHousing: 'h3' })).toEqual([[false, '2026-11-20']]);
      expect(await freeDate({ free: '2026-11-28', excludeHousing: 'h3' })).toEqual([[true, null]]);
    });
  });

  it('keeps the room a stay holds offered to that stay even once archived', async () => {
    await givenEvents(projections, [...rooms, roomChanged('room-7', { archived: { from: false, to: true } })]).then(async (docs) => {
      expect((await listRooms(docs, reader, { hotelId: 'hotel-1', today: TODAY })).map((r) => r._id)).toEqual(['room-8', 'room-9']);
      expect((await listRooms(docs, reader, { hotelId: 'hotel-1', today: TODAY, free: '2026-11-12' })).map((r) => r._id)).toEqual([
        'room-8',
        'room-9',
      ]);
      expect(
        (await listRooms(docs, reader, { hotelId: 'hotel-1', today: TODAY, free: '2026-11-12', excludeHousing: 'h1' })).map((r) => r._id),
      ).toEqual(['room-7', 'room-8', 'room-9']);
    });
  });

  it('shows a renumbered room and the free rooms of a day with their hotel', async () => {
    await givenEvents(projections, rooms)
      .when([roomChanged('room-8', { number: { from: '8', to: '8 bis' } })])
      .then(async (docs) => {
        expect((await roomsOnDate(docs, '2026-11-12', {})).map((r) => [r._id, r.number, r.hotel?.name])).toEqual([
          ['room-1', '1', 'Hôtel du Parc'],
          ['room-8', '8 bis', 'Hôtel du Nord'],
          ['room-9', '9', 'Hôtel du Nord'],
        ]);
      });
  });

  it('counts the calendar of every month as the rooms and stays themselves say, as stays are moved across months and released', async () => {
    const later = [
      // Over the turn of the year, then shortened to end in December, then moved back into November.
      booked('room-8', 'h5', '2026-11-28', '2027-01-03'),
      roomEvent('room-8', { type: 'RoomBookingChanged', data: { housing_id: 'h5', start: '2026-11-28', end: '2026-12-10' } }),
      booked('room-8', 'h6', '2026-12-10', '2026-12-31'),
      roomEvent('room-7', { type: 'RoomBookingChanged', data: { housing_id: 'h1', start: '2026-10-25', end: '2026-11-03' } }),
      booked('room-7', 'h7', '2026-11-03', '2026-11-05'),
      roomEvent('room-1', { type: 'RoomBookingReleased', data: { housing_id: 'h2' } }),
      booked('room-1', 'h8', '2026-12-24', '2027-01-02'),
      roomChanged('room-9', { end_date: { from: '2026-11-15', to: '2026-12-20' } }),
      roomChanged('room-7', { borrow_antenna_id: { from: null, to: 'ant-sud' } }),
      room('room-2', { number: '2', hotel_id: 'hotel-2', antenna_id: 'ant-nord', start_date: '2026-12-05' }),
      roomChanged('room-1', { archived: { from: false, to: true } }),
    ];
    await givenEvents(projections, [...rooms, ...later.slice(0, 4)])
      .when(later.slice(4))
      .then(async (docs) => {
        // Day by day from what the rooms and bookings read models hold, each room against each booking.
        const expected = async (month: string, opts: { antenna: string; hotelId?: string }) => {
          const all = await listRooms(docs, reader, { archived: true, today: TODAY });
          const held = await bookings(docs);
          return monthDays(month).map((date) => {
            const free = all.filter(
              (r) =>
                (!opts.hotelId || r.hotel_id === opts.hotelId) &&
                inService(r, date) &&
                !held.some((b) => b.room_id === r._id && b.start <= date && date < b.end),
            );
            return { date, rooms: free.length, rooms_antenna: free.filter((r) => r.counted_antenna_id === opts.antenna).length };
          });
        };
        for (const month of ['2026-10', '2026-11', '2026-12', '2027-01', '2027-02'])
          for (const opts of [{ antenna: 'ant-nord' }, { antenna: 'ant-sud' }, { antenna: 'ant-sud', hotelId: 'hotel-2' }])
            expect(await roomCalendar(docs, month, opts), `${month} ${JSON.stringify(opts)}`).toEqual(await expected(month, opts));
        // A sample of what is checked, so that the comparison is seen to count something.
        const december = await roomCalendar(docs, '2026-12', { antenna: 'ant-sud' });
        // 24 December: room-7 (lent to sud) and room-2 free, room-8 held by h6, room-9 out of service, room-1 archived.
        expect(december[23]).toEqual({ date: '2026-12-24', rooms: 2, rooms_antenna: 1 });
        expect((await roomCalendar(docs, '2026-12', { antenna: 'ant-nord', roomId: 'room-8' }))[9]).toEqual({
          date: '2026-12-10',
          rooms: 0,
          rooms_antenna: 0,
        });
      });
  });
});
