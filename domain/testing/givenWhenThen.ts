import { expect } from 'vitest';
import type { Aggregate, DomainEvent } from '../shared/aggregate';
import { DomainError } from '../shared/errors';

/**
 * given(aggregate, past events).when(decision).then(new events) or .thenRefuses(code, message):
 * domain tests assert on events, never on state.
 */
export function given<S, E extends DomainEvent>(aggregate: Aggregate<S, E>, past: E[] = []) {
  const state = past.reduce(aggregate.evolve, aggregate.initialState);
  return {
    when(decide: (state: S) => E[]) {
      let events: E[] | undefined;
      let error: unknown;
      try {
        events = decide(state);
      } catch (caught) {
        error = caught;
      }
      return {
        then(expected: E[]) {
          if (error) throw error;
          expect(events).toEqual(expected);
        },
        thenNothing() {
          if (error) throw error;
          expect(events).toEqual([]);
        },
        thenRefuses(code: string, message?: string, errors?: Record<string, string>, data?: unknown) {
          expect(events, 'expected a refusal, got events').toBeUndefined();
          expect(error).toBeInstanceOf(DomainError);
          const refusal = error as DomainError;
          expect(refusal.code).toBe(code);
          if (message !== undefined) expect(refusal.message).toBe(message);
          if (errors !== undefined) expect(refusal.errors).toEqual(errors);
          if (data !== undefined) expect(refusal.data).toEqual(data);
        },
      };
    },
  };
}
