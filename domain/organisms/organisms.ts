import type { Actor } from '../users/actor';
import { applyChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, notFound } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import { normalizeText } from '../shared/text';
import { required, type Rule } from '../shared/validation';
import { newSharedItem, sharedItemChanges } from './sharedItems';
import {
  changedReferences,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';

/** What an organism names: its domain, and the antenna it is visible to. */
export const ORGANISM_REFERENCES: ReferenceSpecs = {
  domain_id: { kind: 'choice', type: 'organism_domain' },
  antenna_id: { kind: 'antenna', message: 'Antenne inconnue', orHeadOffice: true },
};

type OrganismContext = { actor: Actor; references: ReferenceFacts };

/** The fields of an organism (antenna_id null means visible to all: 'Tous'). */
export interface OrganismFields {
  name: string;
  domain_id: string | null;
  antenna_id?: string | null;
  objet?: string | null;
  address?: { street?: string | null; postal_code?: string | null; city?: string | null };
  tel?: string | null;
  fax?: string | null;
  email?: string | null;
  archived?: boolean;
  source?: boolean;
  destination?: boolean;
  remarque?: string | null;
}

export type OrganismEvent =
  { type: 'OrganismCreated'; data: { organism: OrganismFields } } | { type: 'OrganismChanged'; data: { changes: FieldChanges } };

export interface OrganismState {
  exists: boolean;
  organism: OrganismFields;
}

export const initialOrganismState: OrganismState = { exists: false, organism: { name: '', domain_id: null } };

/** Applies one event to an organism. */
export function evolveOrganism(state: OrganismState, event: OrganismEvent): OrganismState {
  switch (event.type) {
    case 'OrganismCreated':
      return { exists: true, organism: event.data.organism };
    case 'OrganismChanged':
      return { ...state, organism: applyChanges(state.organism, event.data.changes) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Rules of the organism form. */
export const organismRules: Rule[] = [required('name', 'Le nom est requis'), required('domain_id', 'Le domaine est requis')];

export const ORGANISM_MESSAGES = {
  notFound: 'Organisme introuvable',
  exists: (name: string) => `L'organisme ${name} existe déjà.`,
} as const;

/** Organism names are unique once case, accents, spaces and punctuation are set aside. */
export const organismNameKey = (name: string) => normalizeText(name).replace(/[ .]/g, '');

/**
 * The refusal of a name already used, with that organism's name (the client inserts it in its toast) and, when the
 * writer may see it, its id (the form offers to choose it instead).
 */
export const organismExists = (name: string, organismId?: string) =>
  conflict('ORGANISM_ALREADY_EXISTS', ORGANISM_MESSAGES.exists(name), organismId ? { name, organism_id: organismId } : { name });

const FLAGS = ['archived', 'source', 'destination'];

/** Creates an organism: name and domain required, flags defaulted, visibility within the creator's reach. */
export function createOrganism(command: { organism: FormOf<OrganismFields> }, state: OrganismState, ctx: OrganismContext): OrganismEvent[] {
  const organism = newSharedItem({ ...command.organism, name: command.organism.name?.trim() }, ctx.actor, organismRules, FLAGS);
  // What the writer sent is judged; the visibility defaulted to their own antenna needs no check.
  refuseUnknownReferences(referencesIn(ORGANISM_REFERENCES, command.organism), ctx);
  if (state.exists) return [];
  return [{ type: 'OrganismCreated', data: { organism } }];
}

/** Records what an edit changed, when the editor may edit this organism. */
export function updateOrganism(command: { update: UpdateRequest }, state: OrganismState, ctx: OrganismContext): OrganismEvent[] {
  if (!state.exists) throw notFound(ORGANISM_MESSAGES.notFound);
  const changes = sharedItemChanges(state.organism, command.update, ctx.actor, organismRules);
  refuseUnknownReferences(changedReferences(ORGANISM_REFERENCES, changes), ctx);
  return Object.keys(changes).length === 0 ? [] : [{ type: 'OrganismChanged', data: { changes } }];
}
