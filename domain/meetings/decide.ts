import { FREE_HELP_CATEGORY, type HelpCategory } from '../helps/fields';
import { HELP_MESSAGES } from '../helps/rules';
import { changedReferences, referencesIn, refuseOutsideAntenna, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { parseUnitPrice } from '../shared/amounts';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { notFound } from '../shared/errors';
import { admitForm } from '../shared/forms';
import { isBlank, type FieldErrors } from '../shared/validation';
import type { Actor } from '../users/actor';
import type { RecipientEvent } from '../recipients/events';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/state';
import { MEETING_TOPICS, type HelpLine, type HelpLineInput, type MeetingFields, type MeetingInput } from './fields';
import { MEETING_MESSAGES as M, meetingErrors, withMeetingDefaults } from './rules';
import { lineTotal, readQuantity } from './totals';

/** An aid of the catalogue as a meeting line takes it. */
export interface HelpFacts {
  label: string;
  category: HelpCategory;
  price: number | null;
  archived: boolean;
}

/** What a decision on a meeting knows besides the file: who acts, today, the users and the aids it names. */
export interface MeetingContext {
  actor: Actor;
  today: string;
  references: ReferenceFacts;
  /** The aid of the catalogue, or undefined when there is none (or it was deleted). */
  helps(id: string): HelpFacts | undefined;
}

/** What a meeting names: who held it. */
export const MEETING_REFERENCES: ReferenceSpecs = { user_id: { kind: 'user', message: M.unknownUser } };

/** The fields an edit may change; a line's total is the server's. */
const EDITABLE = ['user_id', 'date', 'next_date', 'type', 'presence', 'sid', ...MEETING_TOPICS, 'comment', 'helps'] as const;

const editable = (values: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((field) => field in values).map((field) => [field, values[field]]));

/** Blank text as null, figures read when they can be (unreadable text kept for the rule to name). */
const textOrNull = (value: unknown) => (typeof value === 'string' && !isBlank(value) ? value.trim() : isBlank(value) ? null : value);
const priceOr = (value: unknown, fallback: number) => (isBlank(value) ? fallback : (parseUnitPrice(value) ?? value));

/**
 * A line as it will be judged: from the catalogue it keeps the label and category it had in the
 * meeting (or takes the aid's when new) and its price is the one sent, else the one it had, else the
 * aid's; entered freely, its category is 'Divers'.
 */
function lineOf(line: HelpLineInput, before: HelpLine | undefined, aid: HelpFacts | undefined): HelpLineInput {
  const quantity = readQuantity(line.quantity) ?? line.quantity;
  if (isBlank(line.help_id))
    return {
      help_id: null,
      label: textOrNull(line.label) as string | null,
      category: FREE_HELP_CATEGORY,
      quantity,
      u_price: priceOr(line.u_price, 0) as number,
    };
  const taken = before ?? aid;
  return {
    help_id: line.help_id,
    label: taken?.label ?? null,
    category: taken?.category ?? FREE_HELP_CATEGORY,
    quantity,
    u_price: priceOr(line.u_price, before?.u_price ?? aid?.price ?? 0) as number,
  };
}

/** The meeting's fields as they will be judged: flags as booleans, blanks as null, lines made whole. */
function normalize(input: MeetingInput, before: MeetingFields | undefined, ctx: MeetingContext): MeetingInput {
  const kept = new Map((before?.helps ?? []).flatMap((line) => (line.help_id ? [[line.help_id, line] as const] : [])));
  const flags = Object.fromEntries(['sid', ...MEETING_TOPICS].map((flag) => [flag, input[flag as keyof MeetingInput] === true]));
  return {
    ...input,
    ...flags,
    user_id: textOrNull(input.user_id) as string | null,
    next_date: textOrNull(input.next_date) as string | null,
    comment: textOrNull(input.comment) as string | null,
    helps: (input.helps ?? []).map((line) =>
      lineOf(line, line.help_id ? kept.get(line.help_id) : undefined, line.help_id ? ctx.helps(line.help_id) : undefined),
    ),
  };
}

/** Lines naming an aid the catalogue does not offer: unknown or deleted, or archived when the meeting did not have it. */
function catalogueErrors(lines: HelpLineInput[], before: MeetingFields | undefined, ctx: MeetingContext): FieldErrors {
  const had = new Set((before?.helps ?? []).map((line) => line.help_id));
  const errors: FieldErrors = {};
  lines.forEach((line, index) => {
    if (isBlank(line.help_id) || had.has(String(line.help_id))) return;
    const aid = ctx.helps(String(line.help_id));
    if (!aid) errors[`helps.${index}.help_id`] = HELP_MESSAGES.unknown;
    else if (aid.archived) errors[`helps.${index}.help_id`] = HELP_MESSAGES.archived;
  });
  return errors;
}

/** The meeting judged by its rules and the catalogue, as it will be recorded: each line with its total. */
function admitMeeting(input: MeetingInput, before: MeetingFields | undefined, ctx: MeetingContext): MeetingFields {
  const meeting = normalize(input, before, ctx);
  const errors = { ...catalogueErrors(meeting.helps ?? [], before, ctx), ...meetingErrors(meeting) };
  const admitted = admitForm<MeetingFields>(meeting as never, errors, M.missingFields);
  const helps = admitted.helps.map(({ help_id, label, category, quantity, u_price }) => ({
    help_id,
    label,
    category,
    quantity,
    u_price,
    total_price: lineTotal(quantity, u_price),
  }));
  return { ...pick(admitted), helps };
}

/** Only a meeting's own fields, in their order. */
const pick = (meeting: MeetingFields): MeetingFields =>
  Object.fromEntries(EDITABLE.map((field) => [field, meeting[field] ?? null])) as unknown as MeetingFields;

/** The meeting of a file, or 404. */
export function existingMeeting(state: RecipientState, meetingId: string): MeetingFields {
  const meeting = state.meetings[meetingId];
  if (!meeting) throw notFound(M.notFound);
  return meeting;
}

/** Records a meeting of a file, with the defaults of a new one for what the form left out. */
export function addMeeting(
  command: { meetingId: string; meeting: MeetingInput },
  state: RecipientState,
  ctx: MeetingContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const meeting = admitMeeting(withMeetingDefaults(command.meeting, ctx.actor.id, ctx.today), undefined, ctx);
  refuseOutsideAntenna(referencesIn(MEETING_REFERENCES, meeting), ctx, M.userOtherAntenna);
  return [{ type: 'MeetingAdded', data: { meeting_id: command.meetingId, meeting } }];
}

/** Records what an edit of a meeting changed, once the meeting as edited holds; a user newly named is judged. */
export function updateMeeting(
  command: { meetingId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: MeetingContext,
): RecipientEvent[] {
  openFile(state, ctx.actor);
  const stored = existingMeeting(state, command.meetingId);
  const { origin, current } = command.update;
  const asked = diffUpdate(stored, { ...command.update, origin: editable(origin), current: editable(current) });
  if (noChanges(asked)) return [];
  const next = admitMeeting(applyChanges(stored, asked) as MeetingInput, stored, ctx);
  refuseOutsideAntenna(changedReferences(MEETING_REFERENCES, asked), ctx, M.userOtherAntenna);
  const changes = diffUpdate(stored, { origin: { ...stored }, current: { ...next }, failOnConcurrent: false });
  if (noChanges(changes)) return [];
  return [{ type: 'MeetingChanged', data: { meeting_id: command.meetingId, date: stored.date, changes } }];
}

/** Removes a meeting from a file. */
export function deleteMeeting(command: { meetingId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  openFile(state, ctx.actor);
  const { date } = existingMeeting(state, command.meetingId);
  return [{ type: 'MeetingDeleted', data: { meeting_id: command.meetingId, date } }];
}
