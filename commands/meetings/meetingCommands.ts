import type { UpdateRequest } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import {
  addMeeting as decideAdd,
  deleteMeeting as decideDelete,
  MEETING_REFERENCES,
  updateMeeting as decideUpdate,
  type HelpFacts,
  type MeetingContext,
} from '@domain/meetings/decide';
import type { HelpLineInput, MeetingInput } from '@domain/meetings/fields';
import { withMeetingDefaults } from '@domain/meetings/rules';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { loadAggregate } from '../handle';
import type { StockLeftovers } from '../helps/stock';
import { lookUpReferences } from '../references';
import { helpAggregate, streams } from '../streams';
import { writeMeeting } from './stockedWrite';

/** The aids of the catalogue the lines name, from their streams (always current). */
async function lookUpHelps(ctx: CommandContext, lines: HelpLineInput[] | null | undefined): Promise<(id: string) => HelpFacts | undefined> {
  const ids = [...new Set((lines ?? []).flatMap((line) => (typeof line?.help_id === 'string' && line.help_id ? [line.help_id] : [])))];
  const found = new Map<string, HelpFacts>();
  for (const id of ids) {
    const { state } = await loadAggregate(ctx, streams.help(id), helpAggregate);
    if (state.exists && !state.deleted) found.set(id, state.help);
  }
  return (id) => found.get(id);
}

/** What the decisions on a meeting know: who acts, today, the users and aids the form names. */
async function meetingContext(ctx: CommandContext, form: Record<string, unknown>): Promise<MeetingContext> {
  return {
    actor: ctx.actor,
    today: frenchDay(ctx.clock()),
    references: await lookUpReferences(ctx, referencesIn(MEETING_REFERENCES, form)),
    helps: await lookUpHelps(ctx, form.helps as HelpLineInput[] | undefined),
  };
}

/** Records a meeting of a file, drawing the aids it hands out from their stock. */
export async function addMeeting(
  ctx: CommandContext,
  recipientId: string,
  input: MeetingInput,
  leftovers: StockLeftovers,
): Promise<WriteResult & { meetingId: string }> {
  const meetingId = ctx.newId();
  // The maker defaults to the writer: the ids looked up are those of the meeting as it will be judged.
  const decision = await meetingContext(ctx, { ...withMeetingDefaults(input, ctx.actor.id, frenchDay(ctx.clock())) });
  const position = await writeMeeting(
    ctx,
    { command: 'addMeeting', recipientId, meetingId, decide: (file) => decideAdd({ meetingId, meeting: input }, file, decision) },
    leftovers,
  );
  return { meetingId, position };
}

/** Records an edit of a meeting; the stock moves by the difference of each aid's units. */
export async function updateMeeting(
  ctx: CommandContext,
  recipientId: string,
  meetingId: string,
  update: UpdateRequest,
  leftovers: StockLeftovers,
): Promise<WriteResult> {
  const decision = await meetingContext(ctx, update.current);
  const position = await writeMeeting(
    ctx,
    { command: 'updateMeeting', recipientId, meetingId, decide: (file) => decideUpdate({ meetingId, update }, file, decision) },
    leftovers,
  );
  return { position };
}

/** Removes a meeting from a file and gives back the units it held. */
export async function deleteMeeting(
  ctx: CommandContext,
  recipientId: string,
  meetingId: string,
  leftovers: StockLeftovers,
): Promise<WriteResult> {
  const position = await writeMeeting(
    ctx,
    { command: 'deleteMeeting', recipientId, meetingId, decide: (file) => decideDelete({ meetingId }, file, ctx) },
    leftovers,
  );
  return { position };
}
