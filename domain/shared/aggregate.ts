/** A domain event before it is recorded. */
export interface DomainEvent {
  type: string;
  data: object;
}

/** How a stream folds into a state. */
export interface Aggregate<S, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
}
