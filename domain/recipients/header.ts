import type { Actor } from '../users/actor';
import {
  REFERENCE_MESSAGES,
  referencesIn,
  refuseUnknownReferences,
  type ReferenceFacts,
  type ReferenceSpecs,
} from '../references/references';
import { invalid } from '../shared/errors';
import { isBlank, isIsoDate } from '../shared/validation';
import type { RecipientEvent } from './events';
import { openFile } from './permissions';
import type { RecipientState } from './state';

// The two facts the file's header shows besides the identity: the justice period and the mail redirection.

const JUSTICE_ORDER = 'La fin de la période doit suivre son début';

/** What a justice period names: the organism that follows it, one the writer sees. */
export const JUSTICE_REFERENCES: ReferenceSpecs = {
  organism_id: { kind: 'organism', message: REFERENCE_MESSAGES.unknownOrganism },
};

/** Sets the period under justice ('sous main de justice') and the organism that follows it; either date may be unknown. */
export function setJusticePeriod(
  command: { start?: string | null; end?: string | null; organism_id?: string | null },
  state: RecipientState,
  ctx: { actor: Actor; references: ReferenceFacts },
): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  const start = isBlank(command.start) ? null : String(command.start);
  const end = isBlank(command.end) ? null : String(command.end);
  const organism = isBlank(command.organism_id) ? null : String(command.organism_id);
  const errors: Record<string, string> = {};
  if (start && !isIsoDate(start)) errors.start = 'Date invalide';
  if (end && !isIsoDate(end)) errors.end = 'Date invalide';
  if (start && end && !errors.start && !errors.end && end < start) errors.end = JUSTICE_ORDER;
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // The organism already recorded stays accepted (the file may have moved out of its antenna since); a new one is judged.
  if (organism !== file.status.justice_organism_id)
    refuseUnknownReferences(referencesIn(JUSTICE_REFERENCES, { organism_id: organism }), ctx);
  if (file.status.justice_start_date === start && file.status.justice_end_date === end && file.status.justice_organism_id === organism)
    return [];
  return [{ type: 'JusticePeriodSet', data: { start, end, organism_id: organism } }];
}

/** Sets where mail is to be forwarded ('Faire suivre'); empty clears it. */
export function setMailRedirection(
  command: { mail_redirection?: string | null },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  const file = openFile(state, ctx.actor);
  const text = isBlank(command.mail_redirection) ? null : String(command.mail_redirection).trim();
  if (file.status.mail_redirection === text) return [];
  return [{ type: 'MailRedirectionSet', data: { mail_redirection: text } }];
}
