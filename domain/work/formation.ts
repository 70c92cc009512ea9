import { withAmounts } from '../shared/amounts';
import { recordSlice, type RecordKind } from '../recipients/records';
import type { FormationFields } from './fields';
import { withFlags } from './forms';
import { formationErrors, WORK_MESSAGES as M } from './rules';

/** Formations (training) the person applied for, follows or followed. */
export const formationKind: RecordKind<FormationFields, 'Formation', 'formations'> = {
  event: 'Formation',
  plural: 'formations',
  singular: 'formation',
  labels: {
    type: 'Type',
    domain: 'Domaine',
    name: 'Formation',
    status: 'Statut',
    application_date: 'Date de candidature',
    start_date: 'Date de début',
    end_date: 'Date de fin',
    effective_end_date: 'Date de fin effective',
    participation: 'Participation (€)',
    terminated: 'Terminée',
    in_detention: 'En détention',
    drive_license: 'Permis de conduire',
    comment: 'Commentaire',
    contact_ids: 'Contacts',
  },
  kinds: {
    type: 'choice',
    domain: 'choice',
    application_date: 'date',
    start_date: 'date',
    end_date: 'date',
    effective_end_date: 'date',
    terminated: 'boolean',
    in_detention: 'boolean',
    drive_license: 'boolean',
    contact_ids: 'contact',
  },
  references: {
    type: { kind: 'choice', type: 'formation_type' },
    domain: { kind: 'choice', type: 'qualification_domain' },
    contact_ids: { kind: 'contact', message: M.unknownContact },
  },
  messages: { missingFields: M.formationMissing, notFound: M.formationNotFound },
  normalize: (form) =>
    withFlags(withAmounts({ ...form, contact_ids: form.contact_ids ?? [] }, ['participation']), [
      'terminated',
      'in_detention',
      'drive_license',
    ]),
  errors: formationErrors,
  sentences: {
    added: (formation, display) =>
      `Ajout d'une formation : ${formation.name} (${formation.status}) au ${display('date', formation.start_date)}`,
    changed: "Modification d'une formation",
    deleted: "Suppression d'une formation",
  },
  sortBy: 'start_date',
};

/** The formations slice of the file. */
export const formationSlice = recordSlice(formationKind);
