import { applyChanges } from '@domain/shared/changes';
import { countedAntenna as counted, type RoomEvent, type RoomFields } from '@domain/hotels/rooms';
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
export const ROOMS = 'rooms';
export const BOOKINGS = 'room_bookings';

// A stay that moves to another room is booked there before it is released here: one booking per room and stay.
const bookingId = (roomId: string, housingId: string) => `${roomId}|${housingId}`;

export const roomsProjection: Projection = {
  name: 'rooms',
  // 2: the calendar counts from the bookings; the per-night collection is gone.
  version: 2,
  collections: [
    { name: ROOMS, indexes: ['hotel_id', 'counted_antenna_id', 'archived'] },
    { name: BOOKINGS, indexes: ['room_id', 'hotel_id', 'housing_id', 'start', 'end'] },
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
      const doc: BookingDoc = {
        _id: bookingId(roomId, housing_id),
        housing_id,
        room_id: roomId,
        hotel_id: room?.hotel_id ?? '',
        ...booking,
      };
      await tx.collection<BookingDoc>(BOOKINGS).put(doc);
    },
    async RoomBookingChanged(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      await bookings.put({ ...previous, start: event.data.start, end: event.data.end });
    },
    async RoomBookingReleased(event, tx) {
      const bookings = tx.collection<BookingDoc>(BOOKINGS);
      const previous = await bookings.get(bookingId(idOf(event.streamId), event.data.housing_id));
      if (!previous) return;
      await bookings.delete(previous._id);
    },
  }),
};
