import { conflict } from '../shared/errors';

// A room is never booked twice for overlapping nights: each booking is an event of the room's own
// stream, judged against every other booking of that room. A stay runs from its first night to the
// morning it is freed (free_end_date, else end_date), so a stay ending on the 5th and one starting on
// the 5th do not overlap.

/** A booking of a room by a housing: nights from start (included) to end (excluded). */
export interface Booking {
  recipient_id: string;
  recipient_name: string;
  start: string;
  end: string;
}

export type RoomBookingEvent =
  | { type: 'RoomBooked'; data: { housing_id: string } & Booking }
  | { type: 'RoomBookingChanged'; data: { housing_id: string; start: string; end: string } }
  | { type: 'RoomBookingReleased'; data: { housing_id: string } };

export const BOOKING_MESSAGES = {
  occupied: "L'hébergement est déjà occupé",
  archived: 'Cette chambre est archivée',
  order: 'La date de fin doit suivre la date de début',
} as const;

/** True when two stays share at least one night. */
export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end;

/** The booking another housing already holds on these nights, if any. */
export function occupant(bookings: Record<string, Booking>, housingId: string, nights: { start: string; end: string }): Booking | null {
  for (const [id, booking] of Object.entries(bookings)) if (id !== housingId && overlaps(booking, nights)) return booking;
  return null;
}

/** Books (or moves the dates of) a housing's stay in a room; nights held by another stay: 409 'NOT AVAILABLE' naming the occupant. */
export function bookRoom(
  command: { housingId: string; recipientId: string; recipientName: string; start: string; end: string },
  room: { archived?: boolean; bookings: Record<string, Booking> },
): RoomBookingEvent[] {
  const taken = occupant(room.bookings, command.housingId, command);
  if (taken) throw conflict('NOT AVAILABLE', BOOKING_MESSAGES.occupied, { code: 'NOT AVAILABLE', recipient_id: taken.recipient_id, name: taken.recipient_name });
  const existing = room.bookings[command.housingId];
  if (!existing) {
    if (room.archived) throw conflict('ROOM_ARCHIVED', BOOKING_MESSAGES.archived);
    const { housingId, recipientId, recipientName, start, end } = command;
    return [{ type: 'RoomBooked', data: { housing_id: housingId, recipient_id: recipientId, recipient_name: recipientName, start, end } }];
  }
  if (existing.start === command.start && existing.end === command.end) return [];
  return [{ type: 'RoomBookingChanged', data: { housing_id: command.housingId, start: command.start, end: command.end } }];
}

/** Frees the nights a housing held in a room. */
export function releaseRoom(command: { housingId: string }, room: { bookings: Record<string, Booking> }): RoomBookingEvent[] {
  return room.bookings[command.housingId] ? [{ type: 'RoomBookingReleased', data: { housing_id: command.housingId } }] : [];
}
