// The recipient form's values and what is sent from them: text inputs hold '' (React wants no null
// value), the API receives null for a blank field and whole numbers of children.
import { STATUSES_WITH_VALIDITY } from '@domain/recipients/rules';
import { RECIPIENT_CIVILITIES } from '@domain/recipients/fields';
import type { ChoiceItem } from '../../../api/choices';
import type { RecipientCivil, RecipientView } from '../../../api/recipients';
import { blanksToNull, currentOf, sameAsServer, valuesDiffer } from '../../../lib/forms';

/** Values of the recipient form, every field present. */
export interface RecipientFormValues {
  civility: (typeof RECIPIENT_CIVILITIES)[number] | null;
  name: string;
  surname: string;
  surname2: string;
  birth_date: string | null;
  birth_place: { city: string; country: string | null };
  email: string;
  tel: string;
  nationality: string | null;
  nationality_status: string | null;
  validity_end_date: string | null;
  france_entry: string | null;
  family_status: string | null;
  /** NumberInput gives '' when emptied. */
  children: number | string;
  children_charge: number | string;
  actif: boolean;
  user_ref: string | null;
  antenna_id: string | null;
  first_meeting: string | null;
}

/** Whether a nationality status (by id) has papers with an end of validity. */
export type HasValidity = (statusId: string | null) => boolean;

const text = (value: string | null | undefined) => value ?? '';

/** The form filled with a file (or part of one). */
export function recipientValues(file: Partial<RecipientCivil>): RecipientFormValues {
  return {
    civility: file.civility ?? null,
    name: text(file.name),
    surname: text(file.surname),
    surname2: text(file.surname2),
    birth_date: file.birth_date || null,
    birth_place: { city: text(file.birth_place?.city), country: file.birth_place?.country ?? null },
    email: text(file.email),
    tel: text(file.tel),
    nationality: file.nationality ?? null,
    nationality_status: file.nationality_status ?? null,
    validity_end_date: file.validity_end_date ?? null,
    france_entry: file.france_entry ?? null,
    family_status: file.family_status ?? null,
    children: file.children ?? 0,
    children_charge: file.children_charge ?? 0,
    actif: file.actif ?? true,
    user_ref: file.user_ref ?? null,
    antenna_id: file.antenna_id ?? null,
    first_meeting: file.first_meeting ?? null,
  };
}

/** A new file: French, single, no children, active, first met today, in the filer's antenna. */
export function newRecipientValues(defaults: {
  antennaId: string | null;
  nationality: string | null;
  familyStatus: string | null;
  today: string;
}): RecipientFormValues {
  return {
    ...recipientValues({}),
    antenna_id: defaults.antennaId,
    nationality: defaults.nationality,
    family_status: defaults.familyStatus,
    first_meeting: defaults.today,
  };
}

/** The id of a reference entry by its label (the defaults are known by label only). */
export const idOfLabel = (choices: ChoiceItem[] | undefined, label: string) =>
  choices?.find((choice) => choice.label === label)?._id ?? null;

/** The statuses whose validity end date is asked, by id. */
export function validityTest(statuses: ChoiceItem[] | undefined): HasValidity {
  const ids = new Set((statuses ?? []).filter((s) => (STATUSES_WITH_VALIDITY as readonly string[]).includes(s.label)).map((s) => s._id));
  return (statusId) => !!statusId && ids.has(statusId);
}

/** A count of children as a whole number (the field may hold '' or a decimal typed by hand). */
export const wholeCount = (value: number | string) => Math.max(0, Math.trunc(Number(value)) || 0);

/**
 * The civil data the values describe: blanks as null, names trimmed, whole numbers of children, and no
 * validity end date for a status without one (the field is hidden, its old value would linger unseen).
 */
export function toCivil(values: RecipientFormValues, hasValidity: HasValidity): RecipientCivil {
  const civil = blanksToNull({
    ...values,
    name: values.name.trim(),
    surname: values.surname.trim(),
    surname2: values.surname2.trim(),
    birth_place: { city: values.birth_place.city.trim(), country: values.birth_place.country },
    email: values.email.trim(),
    tel: values.tel.trim(),
    children: wholeCount(values.children),
    children_charge: wholeCount(values.children_charge),
    validity_end_date: hasValidity(values.nationality_status) ? values.validity_end_date : null,
  });
  return {
    ...civil,
    name: civil.name ?? '',
    surname: civil.surname ?? '',
    birth_date: civil.birth_date ?? '',
    antenna_id: civil.antenna_id ?? '',
  };
}

/** True when the two values describe different civil data. */
export const civilDiffers = (a: RecipientFormValues, b: RecipientFormValues, hasValidity: HasValidity) =>
  valuesDiffer(a, b, (values) => toCivil(values, hasValidity));

/**
 * The `current` of an update: the file as loaded with the edited fields. A field the form only
 * normalised (a blank shown as '') keeps its loaded value, so the server records what the person
 * changed and nothing else. The antenna changes by transfer, never here.
 */
export const currentRecipient = (origin: RecipientView, values: RecipientFormValues, hasValidity: HasValidity): RecipientView =>
  currentOf(
    origin,
    toCivil(values, hasValidity),
    toCivil(recipientValues(origin), hasValidity),
    (field, value, loaded) => field === 'antenna_id' || sameAsServer(field, value, loaded),
  );
