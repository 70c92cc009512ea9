import { withAmounts } from '../shared/amounts';
import { recordSlice, type RecordKind } from '../recipients/records';
import type { ResourceFields } from './fields';
import { RESOURCE_MESSAGES as M, resourceErrors } from './rules';

/** Resources, the table of the Ressources tab. */
export const resourceKind: RecordKind<ResourceFields, 'Resource', 'resources'> = {
  event: 'Resource',
  plural: 'resources',
  singular: 'resource',
  labels: { label: 'Ressource', status: 'Statut', amount: 'Montant (€)', date: 'Date', comment: 'Commentaire', contact_ids: 'Contacts' },
  kinds: { date: 'date', contact_ids: 'contact' },
  references: { contact_ids: { kind: 'contact', message: M.unknownContact } },
  messages: { missingFields: M.missingFields, notFound: M.notFound },
  normalize: (form) => withAmounts({ ...form, contact_ids: form.contact_ids ?? [] }, ['amount']),
  errors: resourceErrors,
  sentences: {
    added: (resource, display) =>
      `Ajout d'une ressource : ${resource.label} (${resource.status})${resource.date ? ` au ${display('date', resource.date)}` : ''}`,
    changed: "Modification d'une ressource",
    deleted: "Suppression d'une ressource",
  },
  sortBy: 'date',
};

/** The resources slice of the file. */
export const resourceSlice = recordSlice(resourceKind);
