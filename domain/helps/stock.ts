import { CONCURRENT_CHANGE, conflict, invalid } from '../shared/errors';
import type { HelpEvent } from './events';
import { HELP_MESSAGES, insufficientStockMessage } from './rules';
import type { Allocation, HelpState } from './state';

// The stock of a tracked aid, judged on the aid's own stream: a meeting's allocation is set (not
// added to), so a retried write draws nothing twice, and every draw is judged against the units in
// hand at the stream's latest revision, so two meetings never share the last units.

/** An allocation its meeting does not match after this long is a leftover of a write that failed half-way. */
export const STALE_ALLOCATION_MS = 120_000;

const isStale = (allocation: Allocation, now: string) => Date.parse(now) - Date.parse(allocation.at) >= STALE_ALLOCATION_MS;

/** What a meeting asks of an aid: to hold `quantity` units from now on, where the file records `previous`. */
export interface AllocationRequest {
  helpId: string;
  meetingId: string;
  recipientId: string;
  quantity: number;
  previous: number;
  now: string;
}

/** Units a request draws from the stock (negative: gives back): from what the meeting holds, else what its file records. */
function drawnBy(request: Omit<AllocationRequest, 'now'>, state: HelpState): number {
  // A stale allocation is what the stock really lost: the difference is drawn from it, whatever the file says.
  const held = state.allocations[request.meetingId];
  return request.quantity - (held ? held.quantity : request.previous);
}

/** True when the aid tracks its stock and the units in hand do not cover the request. */
export function isShort(request: Omit<AllocationRequest, 'now'>, state: HelpState): boolean {
  return state.exists && !state.deleted && state.help.stock !== null && drawnBy(request, state) > state.help.stock;
}

/**
 * Sets what a meeting holds of an aid's stock: draws (or gives back) the difference with what it held.
 * Nothing for an aid not tracked. 409 INSUFFICIENT_STOCK when the units in hand do not cover the draw;
 * 409 CONFLICT_ERROR when another write of the same meeting is under way (its allocation is recent and
 * not what the file records).
 */
export function allocateStock(request: AllocationRequest, state: HelpState): HelpEvent[] {
  const { help } = state;
  const drawing = request.quantity > request.previous;
  if (!state.exists || state.deleted) {
    if (drawing) throw invalid({}, HELP_MESSAGES.unknown);
    return [];
  }
  if (help.stock === null) return [];
  const held = state.allocations[request.meetingId];
  if (held && held.quantity !== request.previous && !isStale(held, request.now)) throw conflict('CONFLICT_ERROR', CONCURRENT_CHANGE);
  const drawn = drawnBy(request, state);
  if (drawn === 0) return [];
  if (drawn > help.stock)
    throw conflict('INSUFFICIENT_STOCK', insufficientStockMessage(help.label, help.stock), {
      help_id: request.helpId,
      label: help.label,
      left: help.stock,
    });
  const { meetingId, recipientId, quantity, now } = request;
  return [{ type: 'HelpStockAllocated', data: { meeting_id: meetingId, recipient_id: recipientId, quantity, drawn, at: now } }];
}

/**
 * Gives back what stale allocations hold beyond what their meetings record (`recorded`: the units of
 * this aid each checked meeting records, 0 for a meeting that does not exist): the units a write that
 * failed half-way left drawn.
 */
export function reconcileStock(state: HelpState, recorded: Record<string, number>, now: string): HelpEvent[] {
  if (!state.exists || state.help.stock === null) return [];
  return Object.entries(recorded).flatMap(([meetingId, quantity]): HelpEvent[] => {
    const held = state.allocations[meetingId];
    if (!held || !isStale(held, now) || held.quantity <= quantity) return [];
    return [
      {
        type: 'HelpStockAllocated',
        data: { meeting_id: meetingId, recipient_id: held.recipient_id, quantity, drawn: quantity - held.quantity, at: now },
      },
    ];
  });
}
