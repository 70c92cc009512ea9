import type { DomainError } from './errors';

// A unique value (a login, an organism name, a label in a list) is held through its own reservation
// stream: appending with the expected revision lets only one of two simultaneous claims win.

export type ReservationEvent =
  { type: 'Reserved'; data: { holder: string; value: string } } | { type: 'Released'; data: { holder: string } };

export interface ReservationState {
  holder: string | null;
  value: string | null;
}

export const initialReservationState: ReservationState = { holder: null, value: null };

/** Applies one event to a reservation. */
export function evolveReservation(_state: ReservationState, event: ReservationEvent): ReservationState {
  switch (event.type) {
    case 'Reserved':
      return { holder: event.data.holder, value: event.data.value };
    case 'Released':
      return { holder: null, value: null };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Claims a free value for a holder; held by someone else: the refusal that taken() builds from the holder's value. */
export function reserve(
  command: { holder: string; value: string },
  state: ReservationState,
  taken: (heldValue: string) => DomainError,
): ReservationEvent[] {
  if (state.holder === command.holder) return [];
  if (state.holder !== null) throw taken(state.value ?? command.value);
  return [{ type: 'Reserved', data: { holder: command.holder, value: command.value } }];
}

/** Frees a value held by this holder; anything else records nothing. */
export function release(command: { holder: string }, state: ReservationState): ReservationEvent[] {
  return state.holder === command.holder ? [{ type: 'Released', data: { holder: command.holder } }] : [];
}
