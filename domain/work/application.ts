import { withAmounts } from '../shared/amounts';
import { recordSlice, type RecordKind } from '../recipients/records';
import type { ApplicationFields } from './fields';
import { withFlags } from './forms';
import { applicationErrors, WORK_MESSAGES as M } from './rules';

/** Jobs the person applied for or held (applications, the Emplois sub-tab); archived ones are `terminated`. */
export const applicationKind: RecordKind<ApplicationFields, 'Application', 'applications'> = {
  event: 'Application',
  plural: 'applications',
  singular: 'application',
  labels: {
    name: 'Emploi',
    domain: 'Domaine',
    type: 'Type',
    contract_type: 'Type de contrat',
    status: 'Statut',
    company: 'Entreprise',
    postal: 'Code postal',
    city: 'Ville',
    tel: 'Téléphone',
    salary: 'Salaire net (€)',
    application_date: 'Date de candidature',
    start_date: 'Date de début',
    end_date: 'Date de fin',
    effective_end_date: 'Date de fin effective',
    terminated: 'Terminé',
    in_detention: 'En détention',
    comment: 'Commentaire',
    contact_ids: 'Contacts',
  },
  kinds: {
    domain: 'choice',
    application_date: 'date',
    start_date: 'date',
    end_date: 'date',
    effective_end_date: 'date',
    terminated: 'boolean',
    in_detention: 'boolean',
    contact_ids: 'contact',
  },
  references: {
    domain: { kind: 'choice', type: 'qualification_domain' },
    contact_ids: { kind: 'contact', message: M.unknownContact },
  },
  messages: { missingFields: M.applicationMissing, notFound: M.applicationNotFound },
  normalize: (form) => withFlags(withAmounts({ ...form, contact_ids: form.contact_ids ?? [] }, ['salary']), ['terminated', 'in_detention']),
  errors: applicationErrors,
  sentences: {
    added: (application) =>
      `Ajout d'un emploi : ${application.name}${application.company ? ` chez ${application.company}` : ''} (${application.status})`,
    changed: "Modification d'un emploi",
    deleted: "Suppression d'un emploi",
  },
  sortBy: 'start_date',
  abilities: (application) => ({ archive: !application.terminated }),
};

/** The applications slice of the file. */
export const applicationSlice = recordSlice(applicationKind);
