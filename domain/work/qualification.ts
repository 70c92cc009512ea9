import { recordSlice, type RecordKind } from '../recipients/records';
import type { QualificationFields } from './fields';
import { withCounts, withFlags } from './forms';
import { qualificationErrors, WORK_MESSAGES as M } from './rules';

/** Qualifications of the person: diplomas and certificates by domain and level. */
export const qualificationKind: RecordKind<QualificationFields, 'Qualification', 'qualifications'> = {
  event: 'Qualification',
  plural: 'qualifications',
  singular: 'qualification',
  labels: { domain: 'Domaine', year: 'Année', level: 'Niveau', professionnal: 'Professionnelle', comment: 'Commentaire' },
  kinds: { domain: 'choice', professionnal: 'boolean' },
  references: { domain: { kind: 'choice', type: 'qualification_domain' } },
  messages: { missingFields: M.qualificationMissing, notFound: M.qualificationNotFound },
  normalize: (form) => withFlags(withCounts(form, ['year']), ['professionnal']),
  errors: qualificationErrors,
  sentences: {
    added: (qualification, display) =>
      `Ajout d'une qualification : ${display('choice', qualification.domain)} (${qualification.level})${qualification.year ? ` en ${qualification.year}` : ''}`,
    changed: "Modification d'une qualification",
    deleted: "Suppression d'une qualification",
  },
  sortBy: 'year',
};

/** The qualifications slice of the file. */
export const qualificationSlice = recordSlice(qualificationKind);
