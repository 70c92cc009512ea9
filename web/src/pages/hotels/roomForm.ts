// The room modal's values and what is sent from them. The price is kept as typed ('412,50'): the
// server parses it, the form checks it with the server's own rules before sending.
import { useForm } from '@mantine/form';
import { roomErrors, type ROOM_TYPES } from '@domain/hotels/rooms';
import { parseAmount } from '@domain/shared/amounts';
import type { FieldErrors } from '@domain/shared/validation';
import type { Actor } from '@domain/users/actor';
import { SIEGE_ID } from '@domain/siege/siege';
import type { RoomCurrent, RoomFields, RoomView } from '../../api/hotels';
import { changedFields, sameAsServer } from '../../lib/forms';

/** The 'Prêtée à' option of a room lent to nobody (a Select holds strings; the API wants null). */
export const NO_BORROWER = 'aucune';

/** Values of the room modal, every field present. */
export interface RoomFormValues {
  number: string;
  type: (typeof ROOM_TYPES)[number] | null;
  antenna_id: string | null;
  borrow_antenna_id: string;
  price: string;
  start_date: string | null;
  end_date: string | null;
  alt: boolean;
  alt_drihl: string | null;
  alt_start_date: string | null;
  alt_end_date: string | null;
  archived: boolean;
  comment: string;
}

/** A room as PUT /hotel/:id/rooms takes it: the price as typed. */
export type RoomInput = Omit<RoomFields, 'hotel_id' | 'price'> & { price: number | string | null };

/** A stored price shown the French way (412.5 -> '412,5'). */
const priceText = (price: number | null | undefined) => (price === null || price === undefined ? '' : String(price).replace('.', ','));

/** The modal filled with a loaded room (or blank). */
export function roomValues(room: Partial<RoomFields>): RoomFormValues {
  return {
    number: room.number ?? '',
    type: room.type ?? null,
    antenna_id: room.antenna_id ?? null,
    borrow_antenna_id: room.borrow_antenna_id ?? NO_BORROWER,
    price: priceText(room.price),
    start_date: room.start_date ?? null,
    end_date: room.end_date ?? null,
    alt: room.alt ?? false,
    alt_drihl: room.alt_drihl ?? null,
    alt_start_date: room.alt_start_date ?? null,
    alt_end_date: room.alt_end_date ?? null,
    archived: room.archived ?? false,
    comment: room.comment ?? '',
  };
}

/** A new room: in the user's antenna when they belong to one (the head office holds no rooms). */
export function newRoomValues(actor: Actor): RoomFormValues {
  const antenna = actor.antenna_id && actor.antenna_id !== SIEGE_ID ? actor.antenna_id : null;
  return { ...roomValues({}), antenna_id: antenna };
}

/** The rules the server applies, the price's bounds and messages included. */
export const validateRoom = (values: RoomFormValues): FieldErrors => roomErrors(values);

/** The room the values describe, blanks as null and 'Aucune' as no borrower. */
export function roomFromValues(values: RoomFormValues): RoomInput {
  return {
    ...values,
    number: values.number.trim(),
    antenna_id: values.antenna_id ?? '',
    borrow_antenna_id: values.borrow_antenna_id === NO_BORROWER ? null : values.borrow_antenna_id,
    price: values.price.trim(),
    comment: values.comment.trim() || null,
  };
}

/**
 * The `current` of an update: the room as loaded with the fields the person changed. A price typed
 * differently but equal ('412,50' for 412.5) is no change.
 */
export function currentRoom(origin: RoomView, values: RoomFormValues): RoomCurrent | null {
  const changes = changedFields(roomFromValues(values), roomFromValues(roomValues(origin)), (field, value, loaded) =>
    field === 'price' ? parseAmount(value) === origin.price : sameAsServer(field, value, loaded),
  );
  return Object.keys(changes).length === 0 ? null : { ...origin, ...changes };
}

/** The room modal's form. */
export const useRoomForm = (initial: RoomFormValues) => useForm<RoomFormValues>({ initialValues: initial, validate: validateRoom });
