import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { conflict, notFound } from '../shared/errors';
import { admitForm } from '../shared/forms';
import type { Actor } from '../users/actor';
import type { HelpEvent } from './events';
import type { HelpFields, HelpInput } from './fields';
import { manageHelps } from './permissions';
import { HELP_MESSAGES as M, helpErrors, normalizeHelp } from './rules';
import type { HelpState } from './state';

/** The fields of an aid its form edits; anything else sent (ids, counts, abilities) is not the aid's. */
const EDITABLE = ['label', 'category', 'price', 'stock', 'archived'] as const;

const editable = (values: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((field) => field in values).map((field) => [field, values[field]]));

/** The aid as its rules admit it (400 with each field's message otherwise). */
const admitHelp = (form: HelpInput): HelpFields => admitForm<HelpFields>(normalizeHelp(form), helpErrors({ ...form }), M.missingFields);

/** The aid of the stream, or 404. */
export function existingHelp(state: HelpState): HelpFields {
  if (!state.exists || state.deleted) throw notFound(M.notFound);
  return state.help;
}

/** Adds an aid to the catalogue. */
export function createHelp(form: HelpInput, actor: Actor): HelpEvent[] {
  manageHelps(actor);
  return [{ type: 'HelpCreated', data: { help: admitHelp(form) } }];
}

/**
 * Records what an edit of an aid changed. A stock left as it was loaded stays whatever meetings drew
 * meanwhile; a stock typed sets the units in hand (a recount, a delivery).
 */
export function updateHelp(update: UpdateRequest, state: HelpState, actor: Actor): HelpEvent[] {
  manageHelps(actor);
  const stored = existingHelp(state);
  const asked = diffUpdate(stored, { ...update, origin: editable(update.origin), current: editable(update.current) });
  if (noChanges(asked)) return [];
  const next = admitHelp(applyChanges(stored, asked) as HelpInput);
  const changes = diffUpdate(stored, { origin: { ...stored }, current: { ...next }, failOnConcurrent: false });
  return noChanges(changes) ? [] : [{ type: 'HelpChanged', data: { changes } }];
}

/** Removes an aid no meeting gave (handedOut: some meeting's line names it); one that was given is archived instead. */
export function deleteHelp(state: HelpState, actor: Actor, handedOut: boolean): HelpEvent[] {
  manageHelps(actor);
  existingHelp(state);
  const held = Object.values(state.allocations).some((allocation) => allocation.quantity > 0);
  if (handedOut || held) throw conflict('HELP_IN_USE', M.inUse);
  return [{ type: 'HelpDeleted', data: {} }];
}
