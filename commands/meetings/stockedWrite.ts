import { isShort } from '@domain/helps/stock';
import { sameMoves, stockMoves, type StockMove } from '@domain/meetings/allocations';
import type { RecipientEvent, RecipientState } from '@domain/recipients/slices';
import { CONCURRENT_CHANGE, conflict } from '@domain/shared/errors';
import type { CommandContext } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { allocate, type StockLeftovers } from '../helps/stock';
import { helpAggregate, recipientAggregate, streams } from '../streams';

// A write of a meeting that hands out catalogue aids touches two kinds of stream: each aid's (its
// stock) and the file's (the meeting). The aids' streams are written first, so a meeting is never
// recorded with units the stock did not have; what was drawn is given back if the file then refuses
// the meeting. Units a write gives back are given back after the meeting is recorded, so a refused
// write never has to draw them again.

/** What a write of a meeting is: its command name, the file, the meeting and the decision on the file. */
export interface MeetingWrite {
  command: string;
  recipientId: string;
  meetingId: string;
  decide(file: RecipientState): RecipientEvent[];
}

/** The stock moves the events make to the meeting of the file. */
function movesOf(file: RecipientState, events: RecipientEvent[], meetingId: string): StockMove[] {
  const after = events.reduce(recipientAggregate.evolve, file);
  return stockMoves(file.meetings[meetingId]?.helps ?? [], after.meetings[meetingId]?.helps ?? []);
}

/** Logs a stock move not made; the read model shows the stock as the meetings record it, and the aid's stream mends itself when short. */
function logUnmade(ctx: CommandContext, write: MeetingWrite, move: StockMove, cause: unknown): void {
  console.error('[meetings] stock not moved after the meeting write; the aid holds units its meeting does not record', {
    command: write.command,
    recipientId: write.recipientId,
    meetingId: write.meetingId,
    move,
    correlationId: ctx.correlationId,
    cause,
  });
}

/**
 * The draws, those the stock does not cover as it is now first: a meeting short of one aid is then
 * refused before any other aid is drawn (and given back), so that nothing is recorded at all.
 */
async function shortFirst(ctx: CommandContext, write: MeetingWrite, draws: StockMove[]): Promise<StockMove[]> {
  if (draws.length < 2) return draws;
  const short = new Set<string>();
  for (const m of draws) {
    const { state } = await loadAggregate(ctx, streams.help(m.helpId), helpAggregate);
    if (isShort({ ...m, meetingId: write.meetingId, recipientId: write.recipientId }, state)) short.add(m.helpId);
  }
  return [...draws.filter((m) => short.has(m.helpId)), ...draws.filter((m) => !short.has(m.helpId))];
}

/** Runs a write of a meeting with its stock moves; answers the position of its last event (null: nothing recorded). */
export async function writeMeeting(ctx: CommandContext, write: MeetingWrite, leftovers: StockLeftovers): Promise<bigint | null> {
  const { state } = await loadAggregate(ctx, streams.recipient(write.recipientId), recipientAggregate);
  // Judged on the file first: a meeting refused by its rules draws nothing.
  const events = write.decide(state);
  if (events.length === 0) return null;
  const plan = movesOf(state, events, write.meetingId);
  const move = (m: StockMove, quantity: number, previous: number) =>
    allocate(ctx, { helpId: m.helpId, meetingId: write.meetingId, recipientId: write.recipientId, quantity, previous }, leftovers);
  const drawn: StockMove[] = [];
  const positions: (bigint | null)[] = [];
  try {
    for (const m of await shortFirst(
      ctx,
      write,
      plan.filter((p) => p.quantity > p.previous),
    )) {
      const position = await move(m, m.quantity, m.previous);
      positions.push(position);
      if (position !== null) drawn.push(m);
    }
    const recorded = await runCommand(ctx, {
      command: write.command,
      streamId: streams.recipient(write.recipientId),
      aggregate: recipientAggregate,
      decide: (file) => {
        const fresh = write.decide(file);
        // Judged again on a file changed meanwhile, the write must move the stock exactly as drawn.
        if (!sameMoves(movesOf(file, fresh, write.meetingId), plan)) throw conflict('CONFLICT_ERROR', CONCURRENT_CHANGE);
        return fresh;
      },
    });
    positions.push(recorded.position);
  } catch (error) {
    for (const m of drawn)
      await move(m, m.previous, m.quantity).catch((undoError: unknown) => logUnmade(ctx, write, m, { error, undoError }));
    throw error;
  }
  for (const m of plan.filter((p) => p.quantity < p.previous))
    positions.push(await move(m, m.quantity, m.previous).catch((cause: unknown) => (logUnmade(ctx, write, m, cause), null)));
  return lastPosition(...positions);
}
