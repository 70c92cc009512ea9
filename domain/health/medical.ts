import { fieldGroupSlice, type FieldGroup } from '../recipients/fieldGroups';
import type { MedicalFields } from './fields';
import { MEDICAL_MESSAGES as M, medicalErrors } from './rules';

/** The Santé tab: four selects and the contacts following the person's health, saved together. */
export const medicalGroup: FieldGroup<MedicalFields, 'Medical', 'medical'> = {
  event: 'Medical',
  key: 'medical',
  labels: {
    medical_following: 'Suivi médical',
    psy_following: 'Suivi psychologique',
    toxico: 'Toxicomanie',
    alcool: 'Alcool',
    contact_ids: 'Contacts',
  },
  kinds: { contact_ids: 'contact' },
  references: { contact_ids: { kind: 'contact', message: M.unknownContact } },
  empty: { medical_following: null, psy_following: null, toxico: null, alcool: null, contact_ids: [] },
  normalize: (form) => ({ ...form, contact_ids: form.contact_ids ?? [] }),
  errors: medicalErrors,
  messages: { missingFields: M.notSaved },
  sentence: 'Modification des données médicales',
};

/** The Santé tab of the file. */
export const medicalSlice = fieldGroupSlice(medicalGroup);
