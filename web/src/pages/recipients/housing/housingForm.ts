// The housing modal's values and what is sent from them. Amounts stay as typed ('25,50'): the server
// parses them; the form checks them with the server's own rules (domain/housings) before sending.
import { useForm } from '@mantine/form';
import { housingErrors, normalizeHousing } from '@domain/housings/decide';
import { housingFigures, type HousingFigures } from '@domain/housings/figures';
import type { CAUTION_STATUSES, FOUNDINGS, HousingKind, OWN_SCHEME_TYPES } from '@domain/housings/fields';
import type { FieldErrors } from '@domain/shared/validation';
import { isAntennaScoped, type Actor } from '@domain/users/actor';
import type { Housing, HousingInput } from '../../../api/housings';
import type { RecipientView } from '../../../api/recipients';

/** A payment as the modal holds it: the amount as typed, the day it was received. */
export interface PaymentValue {
  amount: string;
  date: string;
}

/** Values of the housing modal, every field present whatever the kind. */
export interface HousingFormValues {
  user_id: string | null;
  hotel_id: string | null;
  room_id: string | null;
  type: (typeof OWN_SCHEME_TYPES)[number] | null;
  start_date: string | null;
  end_date: string | null;
  estimated_end_date: string | null;
  free_end_date: string | null;
  price: string;
  caution: (typeof CAUTION_STATUSES)[number] | null;
  founding: (typeof FOUNDINGS)[number] | null;
  leave_motive: string | null;
  meeting: boolean;
  signin: boolean;
  signout: boolean;
  payments: PaymentValue[];
  nights_out_contracts: string;
  hotel_info: string;
  nature: string | null;
  address_street: string;
  address_postal_code: string;
  address_city: string;
  tel: string;
  contact_ids: string[];
}

/** A stored amount shown the French way (25.5 -> '25,5'). */
const amountText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value).replace('.', ','));

/** The modal filled with a loaded housing (or blank). */
export function housingValues(housing: Partial<Housing>): HousingFormValues {
  return {
    user_id: housing.user_id ?? null,
    hotel_id: housing.hotel_id ?? null,
    room_id: housing.room_id ?? null,
    type: housing.type ?? null,
    start_date: housing.start_date ?? null,
    end_date: housing.end_date ?? null,
    estimated_end_date: housing.estimated_end_date ?? null,
    free_end_date: housing.free_end_date ?? null,
    price: amountText(housing.price),
    caution: housing.caution ?? null,
    founding: housing.founding ?? null,
    leave_motive: housing.leave_motive ?? null,
    meeting: housing.meeting ?? false,
    signin: housing.signin ?? false,
    signout: housing.signout ?? false,
    payments: (housing.payments ?? []).map((payment) => ({ amount: amountText(payment.amount), date: payment.date })),
    nights_out_contracts:
      housing.nights_out_contracts === null || housing.nights_out_contracts === undefined ? '' : String(housing.nights_out_contracts),
    hotel_info: housing.hotel_info ?? '',
    nature: housing.nature ?? null,
    address_street: housing.address_street ?? '',
    address_postal_code: housing.address_postal_code ?? '',
    address_city: housing.address_city ?? '',
    tel: housing.tel ?? '',
    contact_ids: housing.contact_ids ?? [],
  };
}

/**
 * A new stay, starting today, followed by the file's referent when the user may name them (volunteers
 * and antenna administrators name people of their antenna, as the server requires), else by the user.
 */
export function newHousingValues(actor: Actor, today: string, file?: Pick<RecipientView, 'user_ref' | 'antenna_id'>): HousingFormValues {
  const referent = file?.user_ref && (!isAntennaScoped(actor) || file.antenna_id === actor.antenna_id) ? file.user_ref : actor.id;
  return { ...housingValues({}), user_id: referent, start_date: today };
}

const blank = (text: string) => (text.trim() === '' ? null : text.trim());

/** The housing the values describe, as PUT and POST take it: blanks as null, amounts as typed. */
export function housingFromValues(values: HousingFormValues): HousingInput {
  return {
    ...values,
    price: blank(values.price),
    payments: values.payments.map((payment) => ({ amount: payment.amount.trim(), date: payment.date })),
    nights_out_contracts: blank(values.nights_out_contracts),
    hotel_info: blank(values.hotel_info),
    address_street: blank(values.address_street),
    address_postal_code: blank(values.address_postal_code),
    address_city: blank(values.address_city),
    tel: blank(values.tel),
  };
}

/** The server's rules for that kind, applied to the values (so messages and rules are written once). */
export const validateHousing =
  (kind: HousingKind, today: string) =>
  (values: HousingFormValues): FieldErrors =>
    housingErrors(normalizeHousing(kind, housingFromValues(values), today), today);

/** Nights, totals and balance of the stay as typed, computed as the read models compute them (unreadable amounts count 0). */
export const liveFigures = (kind: HousingKind, values: HousingFormValues, today: string): HousingFigures =>
  housingFigures(normalizeHousing(kind, housingFromValues(values), today));

/** The housing modal's form. */
export const useHousingForm = (kind: HousingKind, initial: HousingFormValues, today: string) =>
  useForm<HousingFormValues>({ initialValues: initial, validate: validateHousing(kind, today) });
