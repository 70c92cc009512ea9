import type { Actor } from '../users/actor';
import {
  changedReferences,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { validate } from '../shared/validation';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import type { HousingHelpFields } from './fields';
import { HOUSING_MESSAGES as M, housingHelpRules } from './rules';

/** Only SIAO applications have a validity period: other kinds drop it. */
function withValidityForSiao(help: HousingHelpFields): HousingHelpFields {
  return help.type === 'SIAO' ? help : { ...help, validity_start_date: null, validity_end_date: null };
}

/** What a housing application names: contacts of the address book. */
export const HOUSING_HELP_REFERENCES: ReferenceSpecs = { contact_ids: { kind: 'contact', message: M.unknownContact } };

type HelpContext = { actor: Actor; references: ReferenceFacts };

function check(form: FormOf<HousingHelpFields>): HousingHelpFields {
  return withValidityForSiao(admitForm(form, validate(housingHelpRules, form)));
}

/** Adds a housing application to a file. */
export function addHousingHelp(
  command: { helpId: string; help: FormOf<HousingHelpFields> },
  state: RecipientState,
  ctx: HelpContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const help = check({ contact_ids: [], ...command.help });
  refuseUnknownReferences(referencesIn(HOUSING_HELP_REFERENCES, help), ctx);
  return [{ type: 'HousingHelpAdded', data: { help_id: command.helpId, help } }];
}

/** Records what an edit of a housing application changed. */
export function updateHousingHelp(
  command: { helpId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: HelpContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = state.housing_helps[command.helpId];
  if (!stored) throw notFound(M.helpNotFound);
  const changes = diffUpdate(stored, command.update);
  const next = check(applyChanges(stored, changes));
  // The recorded validity dates are those the application keeps: none unless it is a SIAO one.
  for (const field of ['validity_start_date', 'validity_end_date'] as const) {
    delete changes[field];
    if ((next[field] ?? null) !== (stored[field] ?? null)) changes[field] = { from: stored[field] ?? null, to: next[field] ?? null };
  }
  if (noChanges(changes)) return [];
  refuseUnknownReferences(changedReferences(HOUSING_HELP_REFERENCES, changes), ctx);
  return [{ type: 'HousingHelpChanged', data: { help_id: command.helpId, changes } }];
}

/** Removes a housing application from a file. */
export function deleteHousingHelp(command: { helpId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  if (!state.housing_helps[command.helpId]) throw notFound(M.helpNotFound);
  return [{ type: 'HousingHelpDeleted', data: { help_id: command.helpId } }];
}
