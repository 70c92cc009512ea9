// The hotel form's values and what is sent from them: text inputs hold '' (React wants no null value),
// the API receives null for a blank field.
import { useForm } from '@mantine/form';
import { hotelRules } from '@domain/hotels/hotels';
import { validate } from '@domain/shared/validation';
import type { HotelFields, HotelRecord } from '../../api/hotels';
import { blanksToNull, currentOf } from '../../lib/forms';

/** The free-text fields of a hotel, outside the address. */
export const HOTEL_TEXT_FIELDS = [
  'responsible',
  'bailleur',
  'transport',
  'horaires',
  'tel',
  'mobile',
  'email',
  'paiement_delay',
  'paiement_mode',
  'paiement_rib',
  'paiement_rcs',
  'paiement_tva',
  'category',
  'remarque',
] as const;
type TextField = (typeof HOTEL_TEXT_FIELDS)[number];

/** Values of the hotel form, every field present. */
export type HotelFormValues = Record<TextField, string> & {
  name: string;
  address: { street: string; postal_code: string; city: string };
  covention: boolean;
  archived: boolean;
};

const text = (value: string | null | undefined) => value ?? '';

/** The form filled with a loaded hotel, or blank. The flags default to false, as the server saves them. */
export function hotelValues(hotel: Partial<HotelFields>): HotelFormValues {
  const texts = Object.fromEntries(HOTEL_TEXT_FIELDS.map((field) => [field, text(hotel[field])])) as Record<TextField, string>;
  return {
    ...texts,
    name: text(hotel.name),
    address: { street: text(hotel.address?.street), postal_code: text(hotel.address?.postal_code), city: text(hotel.address?.city) },
    covention: hotel.covention ?? false,
    archived: hotel.archived ?? false,
  };
}

/** The hotel the values describe, as PUT /hotel/new takes it. */
export const hotelFromValues = (values: HotelFormValues): HotelFields => blanksToNull({ ...values, name: values.name.trim() });

/**
 * The `current` of an update: the hotel as loaded with the edited fields. A field the form only filled in
 * (an absent flag shown unticked) keeps its loaded value, so the server records what the person changed.
 */
export const currentHotel = (origin: HotelRecord, values: HotelFormValues): HotelRecord =>
  currentOf(origin, hotelFromValues(values), hotelFromValues(hotelValues(origin)));

/** The hotel form, checked by the rules the server applies too. */
export const useHotelForm = (initial: HotelFormValues) =>
  useForm<HotelFormValues>({ initialValues: initial, validate: (values) => validate(hotelRules, values) });
