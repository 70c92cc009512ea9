import { conflict, forbidden } from '../shared/errors';
import { isAntennaScoped, type Actor } from '../users/actor';
import { countedAntenna, type RoomFields } from './rooms';

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
  otherAntenna: "Cette chambre n'est pas attribuée à votre antenne",
  archived: 'Cette chambre est archivée',
  order: 'La date de fin doit suivre la date de début',
} as const;

/** True when two stays share at least one night. */
export const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end;

/**
 * The morning a room is free again when someone asks for the nights from `from` to `to` (excluded):
 * the end of the run of bookings holding it, from those sharing one of these nights to the last one
 * following on without a free night in between; null when none shares one of these nights.
 */
export function freeAgainOn(bookings: { start: string; end: string }[], nights: { from: string; to: string }): string | null {
  const asked = { start: nights.from, end: nights.to };
  const holding = bookings.filter((booking) => overlaps(booking, asked));
  if (holding.length === 0) return null;
  let until = holding.reduce((latest, booking) => (booking.end > latest ? booking.end : latest), nights.from);
  // By start date, each booking that begins by then carries the run on.
  for (const booking of [...bookings].sort((a, b) => a.start.localeCompare(b.start)))
    if (booking.start <= until && booking.end > until) until = booking.end;
  return until;
}

/** The booking another housing already holds on these nights, if any. */
export function occupant(bookings: Record<string, Booking>, housingId: string, nights: { start: string; end: string }): Booking | null {
  for (const [id, booking] of Object.entries(bookings)) if (id !== housingId && overlaps(booking, nights)) return booking;
  return null;
}

/** Volunteers and antenna administrators book only the rooms counted for their antenna (its own, or lent to it), as their pickers show. */
export const canBookRoom = (actor: Actor, room: Pick<RoomFields, 'antenna_id' | 'borrow_antenna_id'>) =>
  !isAntennaScoped(actor) || countedAntenna(room) === actor.antenna_id;

/** The antenna whose rooms a search offers: a free-room search (a housing picker) by a volunteer or an antenna administrator offers their own antenna's only. */
export const offeredAntenna = (actor: Actor, search: { free?: string; antenna?: string }) =>
  search.free && isAntennaScoped(actor) ? (actor.antenna_id ?? undefined) : search.antenna;

/** What decides a booking besides the room: who books, and whose files they may open (the occupant is named only then). */
export interface BookingContext {
  actor: Actor;
  mayOpenFileOf(recipientId: string): boolean;
}

/**
 * Books (or moves the dates of) a housing's stay in a room; nights held by another stay: 409 'NOT
 * AVAILABLE', naming the occupant only to someone who may open their file. A stay new to the room
 * must be allowed in it; a stay already there keeps its room whatever became of it since.
 */
export function bookRoom(
  command: { housingId: string; recipientId: string; recipientName: string; start: string; end: string },
  room: { room: Pick<RoomFields, 'archived' | 'antenna_id' | 'borrow_antenna_id'>; bookings: Record<string, Booking> },
  ctx: BookingContext,
): RoomBookingEvent[] {
  const taken = occupant(room.bookings, command.housingId, command);
  if (taken) {
    const named = ctx.mayOpenFileOf(taken.recipient_id) ? { recipient_id: taken.recipient_id, name: taken.recipient_name } : {};
    throw conflict('NOT AVAILABLE', BOOKING_MESSAGES.occupied, { code: 'NOT AVAILABLE', ...named });
  }
  const existing = room.bookings[command.housingId];
  if (!existing) {
    if (room.room.archived) throw conflict('ROOM_ARCHIVED', BOOKING_MESSAGES.archived);
    if (!canBookRoom(ctx.actor, room.room)) throw forbidden(BOOKING_MESSAGES.otherAntenna);
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
