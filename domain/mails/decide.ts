import type { Actor } from '../users/actor';
import { changedReferences, referencesIn, refuseOutsideAntenna, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { parseCount } from '../shared/amounts';
import { applyChanges, diffUpdate, noChanges, type FieldChanges, type UpdateRequest } from '../shared/changes';
import { conflict, notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank } from '../shared/validation';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import type { HandOver } from './events';
import type { HandedTo, MailFields } from './fields';
import { MAIL_MESSAGES as M, mailErrors } from './rules';

/** A mail as the modal sends it: any field blank, the count as text. */
export type MailInput = FormOf<MailFields>;

/** What a decision on a mail knows besides the file: who acts, today, and the users the mail names. */
export interface MailContext {
  actor: Actor;
  today: string;
  references: ReferenceFacts;
}

/** What a mail names: the volunteer who received it. */
export const MAIL_REFERENCES: ReferenceSpecs = { user_id: { kind: 'user', message: M.unknownUser } };

/** The fields an edit may change; who handed a mail over is the one who records it, never typed. */
const EDITABLE = ['user_id', 'number', 'date', 'kind', 'comment', 'received_date', 'handed_to', 'proxy_id'] as const;

/**
 * A new mail as the modal starts it (docs/recipient-file.md, 'Domiciliation'): arrived today, received by the signed-in user,
 * one letter. A field sent blank on purpose stays blank, for its rule to name.
 */
export function newMail(input: MailInput, actorId: string, today: string): MailInput {
  return {
    ...input,
    user_id: input.user_id === undefined ? actorId : input.user_id,
    date: input.date === undefined ? today : input.date,
    kind: isBlank(input.kind) ? 'Courrier' : input.kind,
  };
}

/** The count read as a number (blank is one item); unreadable text is kept for the rule to name. */
const withCount = <T extends { number?: unknown }>(mail: T): T => ({
  ...mail,
  number: isBlank(mail.number) ? 1 : (parseCount(mail.number) ?? mail.number),
});

/**
 * How the mail left, made whole: nothing while it waits; once it left, to the person unless said
 * otherwise, a proxy only when it went to one, and who handed it over (kept when it had already left).
 */
function withHandOver<T extends HandOverFields>(mail: T, handedBy: string): T {
  if (isBlank(mail.received_date)) return { ...mail, received_date: null, handed_to: null, handed_by: null, proxy_id: null };
  const handedTo = isBlank(mail.handed_to) ? 'recipient' : mail.handed_to;
  return {
    ...mail,
    handed_to: handedTo,
    handed_by: isBlank(mail.handed_by) ? handedBy : mail.handed_by,
    proxy_id: handedTo === 'proxy' ? (mail.proxy_id ?? null) : null,
  };
}
type HandOverFields = Pick<MailInput, 'received_date' | 'handed_to' | 'handed_by' | 'proxy_id'>;

/** Judges a mail with its rules against the file's proxies and admits it as a record. */
function admitMail(mail: MailInput, state: RecipientState, today: string): MailFields {
  return admitForm<MailFields>(mail, mailErrors(mail, today, state.proxies), M.missingFields);
}

/** Logs a mail that arrived for a file (already handed over when it comes with its received_date). */
export function addMail(command: { mailId: string; mail: MailInput }, state: RecipientState, ctx: MailContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  const mail = admitMail(withHandOver(withCount(newMail(command.mail, ctx.actor.id, ctx.today)), ctx.actor.id), state, ctx.today);
  refuseOutsideAntenna(referencesIn(MAIL_REFERENCES, mail), ctx, M.userOtherAntenna);
  return [{ type: 'MailAdded', data: { mail_id: command.mailId, mail } }];
}

/** The mail of a file, or 404. */
export function existingMail(state: RecipientState, mailId: string): MailFields {
  const mail = state.mails[mailId];
  if (!mail) throw notFound(M.notFound);
  return mail;
}

const editable = (values: Record<string, unknown>) =>
  withCount(Object.fromEntries(EDITABLE.filter((field) => field in values).map((field) => [field, values[field]])));

/** The hand-over of a waiting mail, once the mail as it left has been judged. */
function handOverOf(mailId: string, mail: MailFields): RecipientEvent {
  const handOver: HandOver = {
    received_date: String(mail.received_date),
    handed_to: mail.handed_to ?? 'recipient',
    handed_by: String(mail.handed_by),
    proxy_id: mail.proxy_id ?? null,
  };
  return { type: 'MailHandedOver', data: { mail_id: mailId, ...handOver } };
}

/**
 * Records an edit of a mail. Giving a waiting mail its received_date hands it over (POST /mail/{id},
 * docs/api.md 'Mails and proxies'): that is recorded as a hand-over, by the writer; on a mail already handed over it
 * corrects the day, and clearing it puts the mail back among those waiting.
 */
export function updateMail(command: { mailId: string; update: UpdateRequest }, state: RecipientState, ctx: MailContext): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingMail(state, command.mailId);
  const asked = diffUpdate(stored, {
    ...command.update,
    origin: editable(command.update.origin),
    current: editable(command.update.current),
  });
  if (noChanges(asked)) return [];
  const next = admitMail(withHandOver(applyChanges(stored, asked), ctx.actor.id), state, ctx.today);
  refuseOutsideAntenna(changedReferences(MAIL_REFERENCES, asked), ctx, M.userOtherAntenna);
  const handedOverNow = !stored.received_date && Boolean(next.received_date);
  const changes = changesBetween(stored, handedOverNow ? { ...next, ...pendingOf(stored) } : next);
  const events: RecipientEvent[] = noChanges(changes) ? [] : [{ type: 'MailChanged', data: { mail_id: command.mailId, changes } }];
  return handedOverNow ? [...events, handOverOf(command.mailId, next)] : events;
}

/** The hand-over fields of a mail as they are: what a MailChanged leaves to the MailHandedOver that follows it. */
const pendingOf = (mail: MailFields) => ({
  received_date: mail.received_date ?? null,
  handed_to: mail.handed_to ?? null,
  handed_by: mail.handed_by ?? null,
  proxy_id: mail.proxy_id ?? null,
});

/** The fields that differ between the stored mail and the mail after the edit. */
const changesBetween = (stored: MailFields, next: MailFields): FieldChanges =>
  diffUpdate(stored, { origin: { ...stored }, current: { ...next }, failOnConcurrent: false });

/** Hands a waiting mail over ('Remis'): today unless another day is given, to the person unless to a proxy or back to the sender. */
export function handOverMail(
  command: { mailId: string; received_date?: string | null; handed_to?: HandedTo | null; proxy_id?: string | null },
  state: RecipientState,
  ctx: Omit<MailContext, 'references'>,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingMail(state, command.mailId);
  if (stored.received_date) throw conflict('ALREADY_HANDED_OVER', M.alreadyHandedOver);
  const mail = admitMail(
    withHandOver(
      {
        ...stored,
        received_date: isBlank(command.received_date) ? ctx.today : command.received_date,
        handed_to: command.handed_to ?? null,
        proxy_id: command.proxy_id ?? null,
      },
      ctx.actor.id,
    ),
    state,
    ctx.today,
  );
  return [handOverOf(command.mailId, mail)];
}

/** Removes a mail from a file. */
export function deleteMail(command: { mailId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  existingMail(state, command.mailId);
  return [{ type: 'MailDeleted', data: { mail_id: command.mailId } }];
}
