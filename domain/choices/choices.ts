import { hasRights, type Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { normalizeText } from '../shared/text';
import { required, validate, type Rule } from '../shared/validation';
import type { ChoiceType } from './types';

// A reference-list entry: a label within a type. Deleting one keeps it in history and in the read
// model (flagged), so records that point to it still show the label they had.

export type ChoiceEvent =
  | { type: 'ChoiceCreated'; data: { type: ChoiceType; label: string } }
  | { type: 'ChoiceChanged'; data: { changes: FieldChanges } }
  | { type: 'ChoiceDeleted'; data: Record<string, never> };

export interface ChoiceState {
  exists: boolean;
  deleted: boolean;
  type: ChoiceType | null;
  label: string;
}

export const initialChoiceState: ChoiceState = { exists: false, deleted: false, type: null, label: '' };

/** Applies one event to a choice. */
export function evolveChoice(state: ChoiceState, event: ChoiceEvent): ChoiceState {
  switch (event.type) {
    case 'ChoiceCreated':
      return { exists: true, deleted: false, type: event.data.type, label: event.data.label };
    case 'ChoiceChanged':
      return { ...state, ...applyChanges({ label: state.label }, event.data.changes) };
    case 'ChoiceDeleted':
      return { ...state, deleted: true };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Rules of the choice form. */
export const choiceRules: Rule[] = [required('label', 'Le libellé est requis')];

export const CHOICE_MESSAGES = {
  notFound: 'Élément de liste introuvable',
  entryMissing: 'Le libellé est requis',
  taken: (label: string) => `Le libellé « ${label} » existe déjà dans cette liste`,
} as const;

/** The key a label is unique under within its type: case, accents and spaces do not count. */
export const choiceLabelKey = (type: string, label: string) => `${type}-${normalizeText(label).replace(/ /g, '')}`;

/** The refusal of a label already in the list. */
export const choiceTaken = (label: string) => conflict('CHOICE_ALREADY_EXISTS', CHOICE_MESSAGES.taken(label), { label });

const checkRights = (actor: Actor) => {
  if (!hasRights(actor, 'ref_management')) throw forbidden();
};

/** Adds an entry to a list: ref_management and a label. */
export function createChoice(command: { type: ChoiceType; label: string }, state: ChoiceState, ctx: { actor: Actor }): ChoiceEvent[] {
  checkRights(ctx.actor);
  const errors = validate(choiceRules, command);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  if (state.exists) return [];
  return [{ type: 'ChoiceCreated', data: { type: command.type, label: command.label.trim() } }];
}

/** Renames an entry. */
export function updateChoice(command: { update: UpdateRequest }, state: ChoiceState, ctx: { actor: Actor }): ChoiceEvent[] {
  checkRights(ctx.actor);
  if (!state.exists || state.deleted) throw notFound(CHOICE_MESSAGES.notFound);
  const changes = diffUpdate(
    { label: state.label },
    { ...command.update, origin: { label: command.update.origin.label }, current: { label: command.update.current.label } },
  );
  if (noChanges(changes)) return [];
  const next = applyChanges({ label: state.label }, changes);
  const errors = validate(choiceRules, next);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return [{ type: 'ChoiceChanged', data: { changes: { label: { from: state.label, to: String(next.label).trim() } } } }];
}

/** Deletes an entry (records that use it keep showing its label). */
export function deleteChoice(state: ChoiceState, ctx: { actor: Actor }): ChoiceEvent[] {
  checkRights(ctx.actor);
  if (!state.exists || state.deleted) throw notFound(CHOICE_MESSAGES.notFound);
  return [{ type: 'ChoiceDeleted', data: {} }];
}
