import type { Aggregate, DomainEvent } from '@domain/shared/aggregate';
import { CONCURRENT_CHANGE, conflict } from '@domain/shared/errors';
import { WrongExpectedRevision, type ExpectedRevision, type NewEvent } from './eventStore';
import type { CommandContext } from './context';

/** Attempts before a write that keeps meeting concurrent appends gives up with CONFLICT_ERROR. */
const MAX_ATTEMPTS = 5;

/**
 * Folds a stream into its state and the revision to append after. An aggregate whose state is all in
 * its last event (a counter) folds only that event, however long its stream.
 */
export async function loadAggregate<S, E extends DomainEvent>(
  ctx: Pick<CommandContext, 'store'>,
  streamId: string,
  aggregate: Aggregate<S, E> & { lastEventOnly?: boolean },
): Promise<{ state: S; expected: ExpectedRevision }> {
  const events = await ctx.store.readStream(streamId, aggregate.lastEventOnly ? { last: 1 } : {});
  const state = events.reduce((s, event) => aggregate.evolve(s, event as unknown as E), aggregate.initialState);
  return { state, expected: events.length === 0 ? 'no_stream' : events[events.length - 1].revision };
}

/** Wraps domain events with their id and metadata: who, when, which command, which request. */
export function toNewEvents(ctx: CommandContext, command: string, events: DomainEvent[]): NewEvent[] {
  const at = ctx.clock().toISOString();
  return events.map((event) => ({
    id: ctx.newId(),
    type: event.type,
    data: event.data,
    meta: { userId: ctx.actor.id, at, command, correlationId: ctx.correlationId },
  }));
}

/**
 * Load, fold, decide, append with the expected revision. When another write got in first, decide
 * again on the fresh state (a few times), so business rules always judge the latest state.
 */
export async function runCommand<S, E extends DomainEvent>(
  ctx: CommandContext,
  spec: { command: string; streamId: string; aggregate: Aggregate<S, E> & { lastEventOnly?: boolean }; decide: (state: S) => E[] },
): Promise<{ events: E[]; position: bigint | null; state: S }> {
  for (let attempt = 1; ; attempt += 1) {
    const { state, expected } = await loadAggregate(ctx, spec.streamId, spec.aggregate);
    const events = spec.decide(state);
    if (events.length === 0) return { events, position: null, state };
    try {
      const { position } = await ctx.store.append(spec.streamId, toNewEvents(ctx, spec.command, events), expected);
      return { events, position, state: events.reduce(spec.aggregate.evolve, state) };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
      if (attempt >= MAX_ATTEMPTS) throw conflict('CONFLICT_ERROR', CONCURRENT_CHANGE);
    }
  }
}

/** The later of two positions, ignoring writes that recorded nothing. */
export function lastPosition(...positions: (bigint | null)[]): bigint | null {
  return positions.reduce<bigint | null>((max, p) => (p !== null && (max === null || p > max) ? p : max), null);
}
