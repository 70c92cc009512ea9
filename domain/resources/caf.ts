import { fieldGroupSlice, type FieldGroup } from '../recipients/fieldGroups';
import { validate, validDate } from '../shared/validation';

/** The family-allowance agency box of the Ressources tab: the person's CAF number and since when. */
export interface CafFields {
  caf_number: string | null;
  caf_date: string | null;
}

export const cafGroup: FieldGroup<CafFields, 'Caf', 'caf'> = {
  event: 'Caf',
  key: 'caf',
  labels: { caf_number: 'Numéro CAF', caf_date: 'Date CAF' },
  kinds: { caf_date: 'date' },
  references: {},
  empty: { caf_number: null, caf_date: null },
  normalize: (form) => form,
  errors: (form) => validate([validDate('caf_date', 'Date invalide')], form),
  messages: { missingFields: 'Modifications non enregistrées' },
  sentence: 'Modification des données CAF',
};

/** The CAF box of the file. */
export const cafSlice = fieldGroupSlice(cafGroup);
