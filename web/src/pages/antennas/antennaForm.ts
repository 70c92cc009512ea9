import { useForm } from '@mantine/form';
import { antennaRules, WEEK_DAYS } from '@domain/antennas/rules';
import { validate } from '@domain/shared/validation';
import type { AntennaFields } from '../../api/antennas';
import { blanksToNull } from '../../lib/forms';

type Day = (typeof WEEK_DAYS)[number][0];

/** The antenna form's values: texts hold '' when empty (inputs stay controlled), dates null (as DateField wants). */
export interface AntennaFormValues {
  name: string;
  address: { street: string; street2: string; postal_code: string; city: string };
  siret: string;
  tel: string;
  tel2: string;
  fax: string;
  email: string;
  access: string;
  comment: string;
  opening: Record<Day, string>;
  agreement_num: string;
  agreement_pref: string;
  agreement_start: string | null;
  agreement_end: string | null;
  acr: string;
}

/** A stored text as an input holds it. */
export const text = (value: string | null | undefined) => value ?? '';

/** An address as the inputs hold it (both forms have one). */
export function addressValues(address: AntennaFields['address'] | null | undefined): AntennaFormValues['address'] {
  return {
    street: text(address?.street),
    street2: text(address?.street2),
    postal_code: text(address?.postal_code),
    city: text(address?.city),
  };
}

/** The form values of an antenna, or of a blank one. */
export function antennaValues(antenna?: AntennaFields): AntennaFormValues {
  return {
    name: text(antenna?.name),
    address: addressValues(antenna?.address),
    siret: text(antenna?.siret),
    tel: text(antenna?.tel),
    tel2: text(antenna?.tel2),
    fax: text(antenna?.fax),
    email: text(antenna?.email),
    access: text(antenna?.access),
    comment: text(antenna?.comment),
    opening: Object.fromEntries(WEEK_DAYS.map(([day]) => [day, text(antenna?.opening?.[day])])) as Record<Day, string>,
    agreement_num: text(antenna?.agreement_num),
    agreement_pref: text(antenna?.agreement_pref),
    agreement_start: antenna?.agreement_start ?? null,
    agreement_end: antenna?.agreement_end ?? null,
    acr: text(antenna?.acr),
  };
}

/** The antenna as the API takes it: cleared fields are sent as null. */
export const antennaFromValues = (values: AntennaFormValues): AntennaFields => blanksToNull(values);

/** The antenna form, checked by the rules the server applies too. */
export const useAntennaForm = (antenna?: AntennaFields) =>
  useForm<AntennaFormValues>({ initialValues: antennaValues(antenna), validate: (values) => validate(antennaRules, values) });
