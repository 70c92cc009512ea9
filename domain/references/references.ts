import type { ChoiceType } from '../choices/types';
import { canSeeItem, type SharedItem } from '../organisms/sharedItems';
import { setPaths, getPath } from '../shared/paths';
import type { FieldChanges } from '../shared/changes';
import type { FieldErrors } from '../shared/validation';
import { invalid } from '../shared/errors';
import { SIEGE_ID } from '../siege/siege';
import { isAntennaScoped, type Actor } from '../users/actor';

// A record names other records by id: a referent, a reference-list entry, contacts, an organism, an
// antenna. Every id a write brings must name something that exists and that the writer may point to;
// the command looks the ids up, these functions judge them.

/**
 * What a field names, and the message when it names nothing the writer may use. An antenna is a local branch: the head
 * office holds no files nor rooms, and is named only where `orHeadOffice` says so (an address book entry's visibility).
 */
export type ReferenceSpec =
  | { kind: 'user'; message: string }
  | { kind: 'choice'; type: ChoiceType }
  | { kind: 'contact' | 'organism'; message: string }
  | { kind: 'antenna'; message: string; orHeadOffice?: boolean };

/** The reference fields of a record, by dotted path (a list of ids is one path). */
export type ReferenceSpecs = Record<string, ReferenceSpec>;

/** One id named at a path. */
export interface Reference {
  path: string;
  id: string;
  spec: ReferenceSpec;
}

/** What the command found for the ids named; undefined when there is no such record (or it was deleted). */
export interface ReferenceFacts {
  user(id: string): { antenna_id: string | null } | undefined;
  choice(id: string): { type: ChoiceType; deleted: boolean } | undefined;
  /** A contact, with the organism it belongs to. */
  contact(id: string): (SharedItem & { organism_id?: string | null }) | undefined;
  organism(id: string): SharedItem | undefined;
  antenna(id: string): boolean;
}

export const REFERENCE_MESSAGES = {
  unknownChoice: 'Valeur absente de la liste de référence',
  unknownContact: 'Contact inconnu',
  unknownOrganism: 'Organisme inconnu',
  unknownAntenna: 'Antenne inconnue',
  unknownUser: 'Accueillant inconnu',
} as const;

/** The ids the values name at the paths of the reference specs (blank values name nothing). */
export function referencesIn(specs: ReferenceSpecs, values: object): Reference[] {
  return Object.entries(specs).flatMap(([path, spec]) => {
    const value = getPath(values, path);
    const ids = Array.isArray(value) ? value : [value];
    return ids.filter((id): id is string => typeof id === 'string' && id !== '').map((id) => ({ path, id, spec }));
  });
}

/** The ids an edit newly names: only changed fields are judged, so a referent who has left since does not block other edits. */
export function changedReferences(specs: ReferenceSpecs, changes: FieldChanges): Reference[] {
  const changed = Object.keys(changes).filter((path) => path in specs);
  return referencesIn(specs, setPaths({}, Object.fromEntries(changed.map((path) => [path, changes[path].to]))));
}

/** Users named must also belong to this antenna when it is given (volunteers and antenna administrators name their own people). */
export interface UserScope {
  antennaId: string | null;
  message: string;
}

/** The fields whose ids name nothing the actor may point to, with their messages. */
export function referenceErrors(references: Reference[], facts: ReferenceFacts, actor: Actor, userScope?: UserScope): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, id, spec } of references) {
    if (errors[path]) continue;
    const message = problemOf(id, spec, facts, actor, userScope);
    if (message) errors[path] = message;
  }
  return errors;
}

function problemOf(id: string, spec: ReferenceSpec, facts: ReferenceFacts, actor: Actor, userScope?: UserScope): string | null {
  switch (spec.kind) {
    case 'user': {
      const user = facts.user(id);
      if (!user) return spec.message;
      return userScope && user.antenna_id !== userScope.antennaId ? userScope.message : null;
    }
    case 'choice': {
      const choice = facts.choice(id);
      return choice && choice.type === spec.type && !choice.deleted ? null : REFERENCE_MESSAGES.unknownChoice;
    }
    case 'contact':
    case 'organism': {
      // An item the actor may not see is refused exactly as one that does not exist.
      const item = spec.kind === 'contact' ? facts.contact(id) : facts.organism(id);
      return item && canSeeItem(actor, item) ? null : spec.message;
    }
    case 'antenna':
      return facts.antenna(id) && (id !== SIEGE_ID || spec.orHeadOffice) ? null : spec.message;
    default: {
      const unexpected: never = spec;
      return unexpected;
    }
  }
}

/** Refuses references that name nothing the actor may use: 400 with each field's message, the first one as the envelope's. */
export function refuseUnknownReferences(
  references: Reference[],
  ctx: { actor: Actor; references: ReferenceFacts },
  userScope?: UserScope,
): void {
  const errors = referenceErrors(references, ctx.references, ctx.actor, userScope);
  if (Object.keys(errors).length > 0) throw invalid(errors, Object.values(errors)[0]);
}

/** As refuseUnknownReferences; volunteers and antenna administrators also name people of their antenna only, as their pickers offer. */
export function refuseOutsideAntenna(references: Reference[], ctx: { actor: Actor; references: ReferenceFacts }, message: string): void {
  refuseUnknownReferences(references, ctx, isAntennaScoped(ctx.actor) ? { antennaId: ctx.actor.antenna_id, message } : undefined);
}
