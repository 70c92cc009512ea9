import { applyChanges } from '@domain/shared/changes';
import { countedAntenna as counted, type RoomEvent, type RoomFields } from '@domain/hotels/rooms';
import type { DocSession } from './docStore';
import { handlers, type Projection } from './projection';
import { monthsOfNights, nightsInMonth } from './roomNights';
import { idOf } from './streamIds';

/** A room as lists read it; counted for its borrowing antenna when lent. */
export type RoomDoc = RoomFields & { _id: string; counted_antenna_id: string };
/** A stay's hold on a room: nights from start (included) to end (excluded). */
export interface BookingDoc {
  _id: string;
  housing_id: string;
  room_id: string;
  hotel_id: string;
  start: string;
  end: string;
  recipient_id: string;
  recipient_name: string;
}
export const ROOMS = 'rooms';
export const BOOKINGS = 'room_bookings';

/** What the calendar reads of a room: whether and when it is in service, its hotel and the antenna it counts for. */
export type CalendarRoom = Pick<RoomDoc, 'hotel_id' | 'archived' | 'start_date' | 'end_date' | 'counted_antenna_id'>;
/**
 * Every room as the calendar reads it, in one document: a calendar reads two documents (this one and its month's),
 * where it read a row per room and per booking of the month.
 */
export interface RoomDirectoryDoc {
  _id: typeof DIRECTORY_ID;
  rooms: Record<string, CalendarRoom>;
}
/** The nights of a month (YYYY-MM, its id) each room is held, as bits (projections/roomNights.ts); a room held no night is absent. */
export interface RoomMonthDoc {
  _id: string;
  held: Record<string, number>;
}
export const ROOM_DIRECTORY = 'room_directory';
export const ROOM_MONTHS = 'room_months';
export const DIRECTORY_ID = 'rooms';

const calendarRoom = (room: RoomDoc): CalendarRoom => ({
  hotel_id: room.hotel_id,
  archived: room.archived ?? false,
  start_date: room.start_date ?? null,
  end_date: room.end_date ?? null,
  counted_antenna_id: room.counted_antenna_id,
});

async function putInDirectory(tx: DocSession, room: RoomDoc): Promise<void> {
  const directory = tx.collection<RoomDirectoryDoc>(ROOM_DIRECTORY);
  const doc = (await directory.get(DIRECTORY_ID)) ?? { _id: DIRECTORY_ID, rooms: {} };
  doc.rooms[room._id] = calendarRoom(room);
  await directory.put(doc);
}

/**
 * Marks (or clears) a room's nights in the months they fall in. Exact without reading the room's other bookings:
 * a room is never booked twice for the same night (domain/hotels/bookings.ts), so a night a stay held or releases
 * is held by no other.
 */
async function markNights(tx: DocSession, roomId: string, nights: { start: string; end: string }, held: boolean): Promise<void> {
  const months = tx.collection<RoomMonthDoc>(ROOM_MONTHS);
  for (const month of monthsOfNights(nights.start, nights.end)) {
    const doc = (await months.get(month)) ?? { _id: month, held: {} };
    const bits = nightsInMonth(month, nights);
    const now = held ? (doc.held[roomId] ?? 0) | bits : (doc.held[roomId] ?? 0) & ~bits;
    if (now === 0) delete doc.held[roomId];
    else doc.held[roomId] = now;
    await months.put(doc);
  }
}

// A stay that moves to another room is booked there before it is released here: one booking per room and stay.
const bookingId = (roomId: string, housingId: string) => `${roomId}|${housingId}`;

export const roomsProjection: Projection = {
  name: 'rooms',
  // 3: the calendar reads the room directory and the nights held per month.
  version: 3,
  collections: [
    { name: ROOMS, indexes: ['hotel_id', 'counted_antenna_id', 'archived'] },
    { name: BOOKINGS, indexes: ['room_id', 'hotel_id', 'housing_id', 'start', 'end'] },
    // Read whole by every request of the calendar, written when a room or its nights change.
    { name: ROOM_DIRECTORY, shared: true },
    { name: ROOM_MONTHS, shared: true },
  ],
  handles: handlers<RoomEvent>({
    async RoomCreated(event, tx) {
      const { room } = event.data;
      const doc: RoomDoc = { ...room, _id: idOf(event.streamId), counted_antenna_id: counted(room) };
      await tx.collection<RoomDoc>(ROOMS).put(doc);
      await putInDirectory(tx, doc);
    },
    async RoomChanged(event, tx) {
      const rooms = tx.collection<RoomDoc>(ROOMS);
      const doc = await rooms.get(idOf(event.streamId));
      if (!doc) return;
      const next = applyChanges(doc, event.data.changes);
      const room = { ...next, counted_antenna_id: counted(next) };
      await rooms.put(room);
      await putInDirectory(tx, room);
    },
    async RoomBooked(event, tx) {
      const roomId = idOf(event.streamId);
      const room = await tx.collection<RoomDoc>(ROOMS).get(roomId);
      const { housing_id, ...booking } = event.data;
      const doc: BookingDoc = {
        _id: bookingId(roomId, housing_id),
        housing_id,
        room_id: roomId,
        hotel_id: room?.hotel_id ?? '',
        ...booking,
      };
      await tx.collection<BookingDoc>(BOOKINGS).put(doc);
      await markNights(tx, roomId, doc, true);
    },
    async RoomBookingChanged(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      await bookings.put({ ...previous, start: event.data.start, end: event.data.end });
      await markNights(tx, previous.room_id, previous, false);
      await markNights(tx, previous.room_id, event.data, true);
    },
    async RoomBookingReleased(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      await bookings.delete(previous._id);
      await markNights(tx, previous.room_id, previous, false);
    },
  }),
};
