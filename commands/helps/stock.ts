import { allocateStock, reconcileStock, type AllocationRequest } from '@domain/helps/stock';
import { DomainError } from '@domain/shared/errors';
import type { CommandContext } from '../context';
import { loadFile } from '../fileStream';
import { runCommand } from '../handle';
import { helpAggregate, streams } from '../streams';

/**
 * Meetings whose allocation of an aid its read model finds unmatched by what the meeting records (a
 * write that failed half-way): candidates only, each judged again on the event store.
 */
export type StockLeftovers = (helpId: string) => Promise<{ meetingId: string; recipientId: string }[]>;

/** The units of an aid a meeting of a file records now (0 when the meeting does not exist). */
async function recordedUnits(ctx: CommandContext, helpId: string, meeting: { meetingId: string; recipientId: string }): Promise<number> {
  const file = await loadFile(ctx, meeting.recipientId);
  const lines = file.meetings[meeting.meetingId]?.helps ?? [];
  return lines.filter((line) => line.help_id === helpId).reduce((sum, line) => sum + line.quantity, 0);
}

/** Gives back what leftovers of failed writes hold of an aid; true when some units came back. */
async function reconcile(ctx: CommandContext, helpId: string, leftovers: StockLeftovers): Promise<boolean> {
  const candidates = await leftovers(helpId);
  if (candidates.length === 0) return false;
  const recorded: Record<string, number> = {};
  for (const candidate of candidates) recorded[candidate.meetingId] = await recordedUnits(ctx, helpId, candidate);
  const { events } = await runCommand(ctx, {
    command: 'reconcileStock',
    streamId: streams.help(helpId),
    aggregate: helpAggregate,
    decide: (state) => reconcileStock(state, recorded, ctx.clock().toISOString()),
  });
  if (events.length > 0)
    console.warn('[helps] stock given back from writes that failed half-way', { helpId, correlationId: ctx.correlationId, events });
  return events.length > 0;
}

/**
 * Sets what a meeting holds of an aid's stock, on the aid's stream (null when nothing was recorded:
 * an aid not tracked, or no change). Refused for lack of stock, it first gives back what failed writes
 * left drawn, then judges the request once more.
 */
export async function allocate(
  ctx: CommandContext,
  request: Omit<AllocationRequest, 'now'>,
  leftovers?: StockLeftovers,
): Promise<bigint | null> {
  const run = async () =>
    (
      await runCommand(ctx, {
        command: 'allocateStock',
        streamId: streams.help(request.helpId),
        aggregate: helpAggregate,
        decide: (state) => allocateStock({ ...request, now: ctx.clock().toISOString() }, state),
      })
    ).position;
  try {
    return await run();
  } catch (error) {
    const short = error instanceof DomainError && error.code === 'INSUFFICIENT_STOCK';
    if (short && leftovers && (await reconcile(ctx, request.helpId, leftovers))) return run();
    throw error;
  }
}
