import type { Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { forbidden, invalid, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { required, type Rule, validate } from '../shared/validation';
import { canEditHotel } from './permissions';

/** The fields of a hotel ('covention' is kept as written in docs/screens.md, 'Spellings kept as written'). */
export interface HotelFields {
  name: string;
  responsible?: string | null;
  bailleur?: string | null;
  address: { street?: string | null; postal_code?: string | null; city?: string | null };
  transport?: string | null;
  horaires?: string | null;
  tel?: string | null;
  mobile?: string | null;
  email?: string | null;
  paiement_delay?: string | null;
  paiement_mode?: string | null;
  paiement_rib?: string | null;
  paiement_rcs?: string | null;
  paiement_tva?: string | null;
  category?: string | null;
  covention?: boolean;
  archived?: boolean;
  remarque?: string | null;
}

export type HotelEvent = { type: 'HotelCreated'; data: { hotel: HotelFields } } | { type: 'HotelChanged'; data: { changes: FieldChanges } };

export interface HotelState {
  exists: boolean;
  hotel: HotelFields;
}

export const initialHotelState: HotelState = { exists: false, hotel: { name: '', address: {} } };

/** Applies one event to a hotel. */
export function evolveHotel(state: HotelState, event: HotelEvent): HotelState {
  switch (event.type) {
    case 'HotelCreated':
      return { exists: true, hotel: event.data.hotel };
    case 'HotelChanged':
      return { ...state, hotel: applyChanges(state.hotel, event.data.changes) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Rules of the hotel form: name, address and phone are required (docs/screens.md, 'Hotels and rooms'). */
export const hotelRules: Rule[] = [
  required('name', 'Le nom est requis'),
  required('address.street', "L'adresse est requise"),
  required('address.postal_code', "L'adresse est requise"),
  required('address.city', "L'adresse est requise"),
  required('tel', 'Le téléphone est requise'),
];

export const HOTEL_MESSAGES = {
  noRights: "Vous n'avez pas les droits nécessaires",
  notFound: 'Hôtel introuvable',
} as const;

const checkRights = (actor: Actor) => {
  if (!canEditHotel(actor)) throw forbidden(HOTEL_MESSAGES.noRights);
};

/** Creates a hotel: hotel_management and a valid form. */
export function createHotel(command: { hotel: FormOf<HotelFields> }, state: HotelState, ctx: { actor: Actor }): HotelEvent[] {
  checkRights(ctx.actor);
  const hotel = admitForm(command.hotel, validate(hotelRules, command.hotel));
  if (state.exists) return [];
  return [{ type: 'HotelCreated', data: { hotel: { covention: false, archived: false, ...hotel, name: hotel.name.trim() } } }];
}

/** Records what an edit of a hotel changed. */
export function updateHotel(command: { update: UpdateRequest }, state: HotelState, ctx: { actor: Actor }): HotelEvent[] {
  if (!state.exists) throw notFound(HOTEL_MESSAGES.notFound);
  checkRights(ctx.actor);
  const changes = diffUpdate(state.hotel, command.update);
  if (noChanges(changes)) return [];
  const errors = validate(hotelRules, applyChanges(state.hotel, changes));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [{ type: 'HotelChanged', data: { changes } }];
}
