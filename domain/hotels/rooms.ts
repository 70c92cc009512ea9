import type { Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, touchedFields, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { forbidden, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { parseAmount, priceError } from '../shared/amounts';
import { required, validDate, validate, type FieldErrors, type Rule } from '../shared/validation';
import type { Booking, RoomBookingEvent } from './bookings';
import { canSaveRoom, mayChooseAnyRoomAntenna, mayLendRoom } from './permissions';
import {
  changedReferences,
  REFERENCE_MESSAGES,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';

/** Room types of the scheme. */
export const ROOM_TYPES = ['CH1', 'CH2', 'CH3+'] as const;
/** Funder codes of ALT financing. */
export const ALT_FUNDERS = ['75', '92', '93', '94'] as const;

/** The fields of a room; price is the monthly rent; a room lent to another antenna counts for it. */
export interface RoomFields {
  number: string;
  hotel_id: string;
  antenna_id: string;
  borrow_antenna_id?: string | null;
  type?: (typeof ROOM_TYPES)[number] | null;
  price: number;
  start_date?: string | null;
  end_date?: string | null;
  alt?: boolean;
  alt_drihl?: string | null;
  alt_start_date?: string | null;
  alt_end_date?: string | null;
  archived?: boolean;
  comment?: string | null;
}

export type RoomEvent =
  { type: 'RoomCreated'; data: { room: RoomFields } } | { type: 'RoomChanged'; data: { changes: FieldChanges } } | RoomBookingEvent;

/** A room and its bookings: one stream, so that a booking is judged against every other one. */
export interface RoomState {
  exists: boolean;
  room: RoomFields;
  bookings: Record<string, Booking>;
}

export const initialRoomState: RoomState = { exists: false, room: { number: '', hotel_id: '', antenna_id: '', price: 0 }, bookings: {} };

/** Rules of the room form. */
export const roomRules: Rule[] = [
  required('number', 'La numéro est requis'),
  required('price', 'La prix est requis'),
  required('antenna_id', "L'antenne est requise"),
  validDate('start_date', 'Date invalide'),
  validDate('end_date', 'Date invalide'),
  validDate('alt_start_date', 'Date invalide'),
  validDate('alt_end_date', 'Date invalide'),
];

export const ROOM_MESSAGES = {
  notFound: 'Chambre introuvable',
  ownAntennaOnly: 'Vous ne pouvez choisir que votre antenne',
  lendNeedsRoomManagement: 'Seule la gestion des chambres peut prêter une chambre à une autre antenne',
} as const;

/** The antenna a room counts for: the one it is lent to, else its own. */
export const countedAntenna = (room: Pick<RoomFields, 'antenna_id' | 'borrow_antenna_id'>) => room.borrow_antenna_id || room.antenna_id;

/** What is wrong with a room, field by field: the form's rules, then a price unreadable, negative or absurd. */
export function roomErrors(room: { price?: unknown }): FieldErrors {
  const errors = validate(roomRules, room);
  const price = errors.price ? null : priceError(room.price);
  return price ? { ...errors, price } : errors;
}

/** The room with its price read, or the refusal naming each wrong field. */
function validateRoom(form: FormOf<RoomFields>): RoomFields {
  const errors = roomErrors(form);
  const price = parseAmount(form.price);
  // roomErrors refuses every price parseAmount cannot read: null here only narrows the type.
  if (price === null) throw invalid(errors);
  return { ...admitForm(form, errors), price };
}

/** Without room_management, a room can only be put in one's own antenna. */
function checkAntennaChoice(room: RoomFields, actor: Actor): void {
  if (!mayChooseAnyRoomAntenna(actor) && room.antenna_id !== actor.antenna_id) throw forbidden(ROOM_MESSAGES.ownAntennaOnly);
}

/** Without room_management, a room is never lent: a new one names no borrower, an edit leaves the borrower as it was. */
function checkLending(actor: Actor, lends: boolean): void {
  if (lends && !mayLendRoom(actor)) throw forbidden(ROOM_MESSAGES.lendNeedsRoomManagement);
}

/** What a room names: its antenna and the antenna it is lent to. */
export const ROOM_REFERENCES: ReferenceSpecs = {
  antenna_id: { kind: 'antenna', message: REFERENCE_MESSAGES.unknownAntenna },
  borrow_antenna_id: { kind: 'antenna', message: REFERENCE_MESSAGES.unknownAntenna },
};

type RoomContext = { actor: Actor; references: ReferenceFacts };

// What a room read adds to the room (its counting antenna, free flags, hotel name): an update sends
// the room back as read, and these are never recorded (nor its abilities: diffUpdate ignores them).
const VIEW_FIELDS = new Set(['counted_antenna_id', 'free', 'free_date', 'hotel_name']);
const withoutViewFields = (room: Record<string, unknown>) => Object.fromEntries(Object.entries(room).filter(([k]) => !VIEW_FIELDS.has(k)));

/** Adds a room to a hotel. */
export function createRoom(command: { room: FormOf<RoomFields> }, state: RoomState, ctx: RoomContext): RoomEvent[] {
  if (!canSaveRoom(ctx.actor, null)) throw forbidden();
  const room = validateRoom({ alt: false, archived: false, ...command.room, number: String(command.room.number ?? '').trim() });
  checkAntennaChoice(room, ctx.actor);
  checkLending(ctx.actor, !!room.borrow_antenna_id);
  refuseUnknownReferences(referencesIn(ROOM_REFERENCES, room), ctx);
  if (state.exists) return [];
  return [{ type: 'RoomCreated', data: { room } }];
}

/** Records what an edit of a room changed (its hotel never changes). */
export function updateRoom(command: { update: UpdateRequest }, state: RoomState, ctx: RoomContext): RoomEvent[] {
  if (!state.exists) throw notFound(ROOM_MESSAGES.notFound);
  if (!canSaveRoom(ctx.actor, state.room)) throw forbidden();
  const origin = withoutViewFields(command.update.origin);
  const current = withoutViewFields(command.update.current);
  const changes = diffUpdate(state.room, {
    ...command.update,
    origin: { ...origin, hotel_id: state.room.hotel_id },
    // Unreadable text is kept as typed, so that the check below names it rather than it passing as no price.
    current: { ...current, hotel_id: state.room.hotel_id, price: parseAmount(current.price) ?? current.price },
  });
  if (noChanges(changes)) return [];
  const next = validateRoom(applyChanges(state.room, changes));
  if (touchedFields(changes).has('antenna_id')) checkAntennaChoice(next, ctx.actor);
  checkLending(ctx.actor, touchedFields(changes).has('borrow_antenna_id'));
  refuseUnknownReferences(changedReferences(ROOM_REFERENCES, changes), ctx);
  return [{ type: 'RoomChanged', data: { changes } }];
}

/** Applies one event to a room and its bookings. */
export function evolveRoom(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'RoomCreated':
      return { exists: true, room: event.data.room, bookings: {} };
    case 'RoomChanged':
      return { ...state, room: applyChanges(state.room, event.data.changes) };
    case 'RoomBooked': {
      const { housing_id, ...booking } = event.data;
      return { ...state, bookings: { ...state.bookings, [housing_id]: booking } };
    }
    case 'RoomBookingChanged': {
      const booking = state.bookings[event.data.housing_id];
      if (!booking) return state;
      return {
        ...state,
        bookings: { ...state.bookings, [event.data.housing_id]: { ...booking, start: event.data.start, end: event.data.end } },
      };
    }
    case 'RoomBookingReleased': {
      const { [event.data.housing_id]: _released, ...bookings } = state.bookings;
      return { ...state, bookings };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
