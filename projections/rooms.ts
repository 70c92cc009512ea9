import type { DocSession } from '../infra/docstore/port';
import { applyChanges } from '../domain/shared/changes';
import type { RoomEvent, RoomFields } from '../domain/hotels/rooms';
import { handlers, type Projection } from './projection';
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
/** One occupied night of a room: the calendar counts these, expanded once when the booking is recorded. */
export interface RoomNightDoc {
  _id: string;
  room_id: string;
  hotel_id: string;
  date: string;
  housing_id: string;
}

export const ROOMS = 'rooms';
export const BOOKINGS = 'room_bookings';
export const ROOM_NIGHTS = 'room_nights';

/** A stay never expands to more than three years of nights (a mistyped end date must not flood the calendar). */
const MAX_NIGHTS = 1100;

/** The nights from start (included) to end (excluded), as YYYY-MM-DD. */
export function nightsOf(start: string, end: string): string[] {
  const nights: string[] = [];
  for (let day = new Date(`${start}T00:00:00Z`); nights.length < MAX_NIGHTS; day = new Date(day.getTime() + 86_400_000)) {
    const date = day.toISOString().slice(0, 10);
    if (date >= end) break;
    nights.push(date);
  }
  return nights;
}

const counted = (room: RoomFields) => room.borrow_antenna_id || room.antenna_id;
// A stay that moves to another room is booked there before it is released here: one booking per room and stay.
const bookingId = (roomId: string, housingId: string) => `${roomId}|${housingId}`;

async function writeNights(tx: DocSession, booking: BookingDoc | null, housingId: string, previous: BookingDoc | null): Promise<void> {
  const nights = tx.collection<RoomNightDoc>(ROOM_NIGHTS);
  if (previous) for (const date of nightsOf(previous.start, previous.end)) await nights.delete(`${previous.room_id}|${date}|${housingId}`);
  if (booking) {
    for (const date of nightsOf(booking.start, booking.end)) {
      await nights.put({ _id: `${booking.room_id}|${date}|${housingId}`, room_id: booking.room_id, hotel_id: booking.hotel_id, date, housing_id: housingId });
    }
  }
}

export const roomsProjection: Projection = {
  name: 'rooms',
  version: 1,
  collections: [
    { name: ROOMS, indexes: ['hotel_id', 'counted_antenna_id', 'archived'] },
    { name: BOOKINGS, indexes: ['room_id', 'hotel_id', 'housing_id', 'start', 'end'] },
    { name: ROOM_NIGHTS, indexes: ['date', 'room_id', 'hotel_id'] },
  ],
  handles: handlers<RoomEvent>({
    async RoomCreated(event, tx) {
      const { room } = event.data;
      await tx.collection<RoomDoc>(ROOMS).put({ ...room, _id: idOf(event.streamId), counted_antenna_id: counted(room) });
    },
    async RoomChanged(event, tx) {
      const rooms = tx.collection<RoomDoc>(ROOMS);
      const doc = await rooms.get(idOf(event.streamId));
      if (!doc) return;
      const next = applyChanges(doc, event.data.changes);
      await rooms.put({ ...next, counted_antenna_id: counted(next) });
    },
    async RoomBooked(event, tx) {
      const roomId = idOf(event.streamId);
      const room = await tx.collection<RoomDoc>(ROOMS).get(roomId);
      const { housing_id, ...booking } = event.data;
      const doc: BookingDoc = { _id: bookingId(roomId, housing_id), housing_id, room_id: roomId, hotel_id: room?.hotel_id ?? '', ...booking };
      await tx.collection<BookingDoc>(BOOKINGS).put(doc);
      await writeNights(tx, doc, housing_id, null);
    },
    async RoomBookingChanged(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      const next = { ...previous, start: event.data.start, end: event.data.end };
      await bookings.put(next);
      await writeNights(tx, next, event.data.housing_id, previous);
    },
    async RoomBookingReleased(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      await bookings.delete(previous._id);
      await writeNights(tx, null, event.data.housing_id, previous);
    },
  }),
};
