import { freeAgainOn } from '@domain/hotels/bookings';
import { addDays } from '@domain/shared/dates';
import { roomAbilities } from '@domain/hotels/permissions';
import type { Actor } from '@domain/users/actor';
import type { DocStore, Filter } from './docStore';
import { holdsNight, monthDays } from './roomNights';
import {
  BOOKINGS,
  DIRECTORY_ID,
  ROOM_DIRECTORY,
  ROOM_MONTHS,
  ROOMS,
  type BookingDoc,
  type RoomDirectoryDoc,
  type RoomDoc,
  type RoomMonthDoc,
} from './rooms';

/** In the scheme on that day: not archived, within the room's own dates. */
export const inService = (room: Pick<RoomDoc, 'archived' | 'start_date' | 'end_date'>, day: string) =>
  !room.archived && (!room.start_date || room.start_date <= day) && (!room.end_date || room.end_date >= day);

/**
 * The bookings these queries want end after some day (their nights reach it): found from the index of ends, which
 * reads the current ones alone, where the store, left to choose, scanned every booking of the scheme's history.
 */
const CURRENT_BOOKINGS = 'end';

/** Rooms in service on a day, optionally of one hotel, one room, or counted for one antenna. */
export async function roomsInService(
  docs: DocStore,
  day: string,
  opts: { hotelId?: string; roomId?: string; antenna?: string } = {},
): Promise<RoomDoc[]> {
  const where: Filter = { archived: { $ne: true } };
  if (opts.hotelId) where.hotel_id = opts.hotelId;
  if (opts.antenna) where.counted_antenna_id = opts.antenna;
  const { items } = await docs.collection<RoomDoc>(ROOMS).find({ where, sort: [['number', 1]] });
  return items.filter((room) => (!opts.roomId || room._id === opts.roomId) && inService(room, day));
}

/** The rooms among these that no other stay holds for any night from `from` to `to` (excluded; one night when absent). */
export async function freeRoomIds(
  docs: DocStore,
  rooms: RoomDoc[],
  nights: { from: string; to?: string; excludeHousing?: string },
): Promise<Set<string>> {
  const to = nights.to && nights.to > nights.from ? nights.to : addDays(nights.from, 1);
  const { items } = await docs
    .collection<BookingDoc>(BOOKINGS)
    .find({ where: { start: { $lt: to }, end: { $gt: nights.from } }, select: ['room_id', 'housing_id'], index: CURRENT_BOOKINGS });
  const held = new Set(items.filter((booking) => booking.housing_id !== nights.excludeHousing).map((booking) => booking.room_id));
  return new Set(rooms.filter((room) => !held.has(room._id)).map((room) => room._id));
}

/**
 * The room calendar of a month: per day, the rooms free for the whole organisation and those free for one antenna
 * (a lent room counts for the antenna it is lent to). Two documents are read, however many rooms and stays: the room
 * directory and the nights held that month (projections/rooms.ts).
 */
export async function roomCalendar(docs: DocStore, month: string, opts: { antenna: string | null; hotelId?: string; roomId?: string }) {
  const days = monthDays(month);
  const [directory, nights] = await Promise.all([
    docs.collection<RoomDirectoryDoc>(ROOM_DIRECTORY).get(DIRECTORY_ID),
    docs.collection<RoomMonthDoc>(ROOM_MONTHS).get(days[0].slice(0, 7)),
  ]);
  const free = days.map(() => 0);
  const freeForAntenna = days.map(() => 0);
  for (const [id, room] of Object.entries(directory?.rooms ?? {})) {
    if (room.archived || (opts.hotelId && room.hotel_id !== opts.hotelId) || (opts.roomId && id !== opts.roomId)) continue;
    const held = nights?.held[id] ?? 0;
    const counted = room.counted_antenna_id === opts.antenna;
    for (let index = 0; index < days.length; index += 1) {
      if (holdsNight(held, index) || !inService(room, days[index])) continue;
      free[index] += 1;
      if (counted) freeForAntenna[index] += 1;
    }
  }
  return days.map((date, index) => ({ date, rooms: free[index], rooms_antenna: freeForAntenna[index] }));
}

/**
 * A room as pickers and the hotel sheet show it: free on the day asked (or today), and if not, until
 * when; with what its reader may do with it.
 */
export type RoomView = RoomDoc & {
  free: boolean;
  free_date: string | null;
  hotel_name: string | null;
  abilities: ReturnType<typeof roomAbilities>;
};

/** The bookings of the rooms asked for that end after `from`, by room, the stay being edited left out. */
async function bookingsByRoom(docs: DocStore, from: string, opts: { hotelId?: string; roomId?: string; excludeHousing?: string }) {
  const where: Filter = { end: { $gt: from } };
  if (opts.hotelId) where.hotel_id = opts.hotelId;
  if (opts.roomId) where.room_id = opts.roomId;
  const { items } = await docs
    .collection<BookingDoc>(BOOKINGS)
    .find({ where, select: ['room_id', 'housing_id', 'start', 'end'], ...(!opts.roomId && { index: CURRENT_BOOKINGS }) });
  const byRoom = new Map<string, BookingDoc[]>();
  for (const booking of items)
    if (booking.housing_id !== opts.excludeHousing) byRoom.set(booking.room_id, [...(byRoom.get(booking.room_id) ?? []), booking]);
  return byRoom;
}

/**
 * Rooms of a hotel (or of all hotels), optionally only those free for a stay from `free` to `until`
 * (the current room of a stay being edited stays listed, whatever its state). Archived rooms are left
 * out unless asked for.
 */
export async function listRooms(
  docs: DocStore,
  actor: Actor,
  opts: {
    hotelId?: string;
    roomId?: string;
    antenna?: string;
    free?: string;
    until?: string;
    archived?: boolean;
    excludeHousing?: string;
    today: string;
  },
): Promise<RoomView[]> {
  // The room the edited stay holds stays offered, even archived or booked by nobody on the new dates.
  const currentRoomId = opts.excludeHousing
    ? (await docs.collection<BookingDoc>(BOOKINGS).find({ where: { housing_id: opts.excludeHousing }, select: ['room_id'] })).items[0]
        ?.room_id
    : undefined;
  const where: Filter = {};
  if (opts.hotelId) where.hotel_id = opts.hotelId;
  if (opts.roomId) where._id = opts.roomId;
  if (opts.antenna) where.counted_antenna_id = opts.antenna;
  if (!opts.archived)
    Object.assign(where, currentRoomId ? { $or: [{ archived: { $ne: true } }, { _id: currentRoomId }] } : { archived: { $ne: true } });
  const rooms = (await docs.collection<RoomDoc>(ROOMS).find({ where, sort: [['number', 1]] })).items;
  const from = opts.free ?? opts.today;
  const to = opts.until && opts.until > from ? opts.until : addDays(from, 1);
  const bookings = await bookingsByRoom(docs, from, opts);
  const hotels = new Map(
    (await docs.collection<{ _id: string; name: string }>('hotels').getMany([...new Set(rooms.map((r) => r.hotel_id))])).map((h) => [
      h._id,
      h.name,
    ]),
  );
  return rooms
    .map((room) => {
      const freeDate = freeAgainOn(bookings.get(room._id) ?? [], { from, to });
      return {
        ...room,
        free: freeDate === null && inService(room, from),
        free_date: freeDate,
        hotel_name: hotels.get(room.hotel_id) ?? null,
        abilities: roomAbilities(actor, room),
      };
    })
    .filter((room) => !opts.free || room.free || room._id === currentRoomId);
}

/** Free rooms on a day with their hotel's details and their antennas, for the calendar's day list. */
export async function roomsOnDate(docs: DocStore, day: string, opts: { hotelId?: string; roomId?: string }) {
  const rooms = await roomsInService(docs, day, opts);
  const free = await freeRoomIds(docs, rooms, { from: day });
  const freeRooms = rooms.filter((room) => free.has(room._id));
  const hotels = new Map(
    (
      await docs
        .collection<{ _id: string; name: string; address: { street?: string | null; postal_code?: string | null; city?: string | null } }>(
          'hotels',
        )
        .getMany([...new Set(freeRooms.map((r) => r.hotel_id))])
    ).map((h) => [h._id, h]),
  );
  return freeRooms.map((room) => {
    const hotel = hotels.get(room.hotel_id);
    return { ...room, hotel: hotel ? { _id: hotel._id, name: hotel.name, address: hotel.address } : null };
  });
}
