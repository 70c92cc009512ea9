import type { FieldChanges } from '../shared/changes';

/** Opening hours, free text per day. */
export type OpeningHours = Partial<
  Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', string | null>
>;

/** The fields of an antenna. */
export interface AntennaFields {
  name: string;
  address: { street?: string | null; street2?: string | null; city?: string | null; postal_code?: string | null };
  siret?: string | null;
  tel?: string | null;
  tel2?: string | null;
  fax?: string | null;
  email?: string | null;
  access?: string | null;
  comment?: string | null;
  opening?: OpeningHours;
  agreement_num?: string | null;
  agreement_pref?: string | null;
  agreement_start?: string | null;
  agreement_end?: string | null;
  acr?: string | null;
}

export type AntennaEvent =
  { type: 'AntennaCreated'; data: { antenna: AntennaFields } } | { type: 'AntennaChanged'; data: { changes: FieldChanges } };
