import { fieldGroupSlice, type FieldGroup } from '../recipients/fieldGroups';
import { validate } from '../shared/validation';
import type { PoleEmploiFields, SchoolLevelFields } from './fields';
import { poleEmploiRules, schoolLevelRules, WORK_MESSAGES as M } from './rules';

/** The levels box of the Formation/Emploi tab: schooling reached, level today, French. */
export const schoolLevelGroup: FieldGroup<SchoolLevelFields, 'SchoolLevel', 'school_level'> = {
  event: 'SchoolLevel',
  key: 'school_level',
  labels: { school_level: 'Niveau scolaire', actual_school_level: 'Niveau scolaire actuel', french_level: 'Niveau de français' },
  kinds: {},
  references: {},
  empty: { school_level: null, actual_school_level: null, french_level: null },
  normalize: (form) => form,
  errors: (form) => validate(schoolLevelRules, form),
  messages: { missingFields: M.groupMissing },
  sentence: 'Modification des niveaux scolaire et de français',
};

/** The France Travail (ex Pôle emploi) box: the person's registration number and since when. */
export const poleEmploiGroup: FieldGroup<PoleEmploiFields, 'PoleEmploi', 'pole_emploi'> = {
  event: 'PoleEmploi',
  key: 'pole_emploi',
  labels: { pole_emploi_number: 'Identifiant France Travail', pole_emploi_date: "Date d'inscription France Travail" },
  kinds: { pole_emploi_date: 'date' },
  references: {},
  empty: { pole_emploi_number: null, pole_emploi_date: null },
  normalize: (form) => form,
  errors: (form) => validate(poleEmploiRules, form),
  messages: { missingFields: M.groupMissing },
  sentence: 'Modification des données France Travail',
};

/** The levels box of the file. */
export const schoolLevelSlice = fieldGroupSlice(schoolLevelGroup);
/** The France Travail box of the file. */
export const poleEmploiSlice = fieldGroupSlice(poleEmploiGroup);
