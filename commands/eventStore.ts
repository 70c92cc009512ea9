/*
 * The event store port, with EventStoreDB's semantics. Two adapters (infra/eventstore) pass one contract
 * suite (eventStore.contract.ts); what each adds beyond it is tested beside it:
 * - Positions: the port promises only their order. A later event of the global log has a larger position;
 *   compare positions, never count or compute with them (no `+ 1n`, no `head - checkpoint` as a number of
 *   events). SQLite numbers events 1, 2, 3... without gaps (head = number of events). EventStoreDB's are
 *   commit * 2^64 + prepare of its transaction log: gaps, values far above 2^53 (Number() loses them).
 *   Checkpoints are positions of one store: switching stores means rebuilding the read models.
 * - Event ids: appending again the same events (same ids, same place) is answered as the first time on both.
 *   SQLite also refuses an id recorded anywhere else (EventIdConflict); EventStoreDB checks ids only
 *   within the stream (a partial match is WrongExpectedRevision), and with 'any' only as far as its
 *   cache of recent writes reaches.
 * - Subscriptions: SQLite sees its own process's appends at once and other processes' within 250 ms;
 *   EventStoreDB pushes them, and after a lost connection (a server restart) resubscribes after the
 *   last delivered event.
 */

/** Expected revision of a stream before an append, with EventStoreDB semantics (bigint = 0-based revision of the last event). */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** Who did what, when and why: recorded on every event. */
export interface EventMeta {
  userId: string;
  at: string;
  correlationId?: string;
  causationId?: string;
  command?: string;
}

/** An event to append; its id is the idempotency key (a lowercase UUID: EventStoreDB takes no other id). */
export interface NewEvent {
  id: string;
  type: string;
  data: object;
  meta: EventMeta;
}

/** An event as stored, with its place in its stream and in the global log. */
export interface RecordedEvent extends NewEvent {
  streamId: string;
  revision: bigint;
  /** Place in the global log: only its order means something (gap-free on SQLite only). */
  position: bigint;
}

/** Result of an append: revision of the stream's last event and global position of the last written event (what read-your-writes awaits). */
export interface AppendResult {
  nextRevision: bigint;
  position: bigint;
}

/** A running subscription. */
export interface Subscription {
  stop(): Promise<void>;
}

/** The event store port; both adapters pass eventStore.contract.ts. */
export interface EventStore {
  /** Appends all the events or none; throws WrongExpectedRevision when the stream is not at `expected`. */
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events in order; only those up to maxPosition, or only its last `last` events, when asked. */
  readStream(streamId: string, opts?: { maxPosition?: bigint; last?: number }): Promise<RecordedEvent[]>;
  /** Events strictly after fromPosition, in global order. */
  readAll(fromPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /** Delivers every event after fromPosition, past then live, in order, once each; a failing batch is retried. */
  subscribe(fromPosition: bigint, onEvents: (batch: RecordedEvent[]) => Promise<void>): Subscription;
  /** Global position of the last event (0n when empty). */
  headPosition(): Promise<bigint>;
  /** Stops this store's subscriptions (EventStoreDB) and releases its connection or file. */
  close(): Promise<void>;
}

/** The stream was not at the revision the writer expected. */
export class WrongExpectedRevision extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevision';
  }
}

/** Some of the appended event ids already exist, but not as the same append to this stream (SQLite only: see above). */
export class EventIdConflict extends Error {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} already recorded elsewhere`);
    this.name = 'EventIdConflict';
  }
}
