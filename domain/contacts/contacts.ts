import type { Actor } from '../users/actor';
import { applyChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { notFound } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import { required, type Rule } from '../shared/validation';
import { newSharedItem, sharedItemChanges } from '../organisms/sharedItems';
import {
  changedReferences,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';

/** Civilities of a contact. */
export const CONTACT_CIVILITIES = ['M.', 'Mme', 'Dr'] as const;

/** The fields of a contact of the shared address book. */
export interface ContactFields {
  civility?: (typeof CONTACT_CIVILITIES)[number] | null;
  surname: string;
  name: string;
  organism_id?: string | null;
  fonction_id?: string | null;
  status_id?: string | null;
  tel: string;
  mobile?: string | null;
  email?: string | null;
  archived?: boolean;
  etiquette?: boolean;
  remarque?: string | null;
  antenna_id?: string | null;
}

export type ContactEvent =
  { type: 'ContactCreated'; data: { contact: ContactFields } } | { type: 'ContactChanged'; data: { changes: FieldChanges } };

export interface ContactState {
  exists: boolean;
  contact: ContactFields;
}

export const initialContactState: ContactState = { exists: false, contact: { surname: '', name: '', tel: '' } };

/** Applies one event to a contact. */
export function evolveContact(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'ContactCreated':
      return { exists: true, contact: event.data.contact };
    case 'ContactChanged':
      return { ...state, contact: applyChanges(state.contact, event.data.changes) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Rules of the contact form. */
export const contactRules: Rule[] = [
  required('surname', 'Le prénom est requis'),
  required('name', 'Le nom est requis'),
  required('tel', 'Le Téléphone est requis'),
];

export const CONTACT_MESSAGES = {
  notFound: 'Contact introuvable',
  unknownOrganism: 'Organisme inconnu',
  unknownAntenna: 'Antenne inconnue',
} as const;

/** What a contact names: its organism (one the writer sees), its function and status, its antenna. */
export const CONTACT_REFERENCES: ReferenceSpecs = {
  organism_id: { kind: 'organism', message: CONTACT_MESSAGES.unknownOrganism },
  fonction_id: { kind: 'choice', type: 'contact_fonction' },
  status_id: { kind: 'choice', type: 'contact_status' },
  antenna_id: { kind: 'antenna', message: CONTACT_MESSAGES.unknownAntenna, orHeadOffice: true },
};

type ContactContext = { actor: Actor; references: ReferenceFacts };

/** Creates a contact: names and phone required, flags defaulted, visibility within the creator's reach. */
export function createContact(command: { contact: FormOf<ContactFields> }, state: ContactState, ctx: ContactContext): ContactEvent[] {
  const contact = newSharedItem(command.contact, ctx.actor, contactRules, ['archived', 'etiquette']);
  // What the writer sent is judged; the visibility defaulted to their own antenna needs no check.
  refuseUnknownReferences(referencesIn(CONTACT_REFERENCES, command.contact), ctx);
  if (state.exists) return [];
  return [{ type: 'ContactCreated', data: { contact } }];
}

/** Records what an edit changed, when the editor may edit this contact. */
export function updateContact(command: { update: UpdateRequest }, state: ContactState, ctx: ContactContext): ContactEvent[] {
  if (!state.exists) throw notFound(CONTACT_MESSAGES.notFound);
  const changes = sharedItemChanges(state.contact, command.update, ctx.actor, contactRules);
  refuseUnknownReferences(changedReferences(CONTACT_REFERENCES, changes), ctx);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'ContactChanged', data: { changes } }];
}
