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

/** An event to append; its id is the idempotency key. */
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
  position: bigint;
}

/** Result of an append: revision of the stream's last event and global position of the last written event. */
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
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events in order; only those up to maxPosition, or only its last `last` events, when asked. */
  readStream(streamId: string, opts?: { maxPosition?: bigint; last?: number }): Promise<RecordedEvent[]>;
  /** Events strictly after fromPosition, in global order. */
  readAll(fromPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /** Delivers every event after fromPosition, past then live, in order, once each; a failing batch is retried. */
  subscribe(fromPosition: bigint, onEvents: (batch: RecordedEvent[]) => Promise<void>): Subscription;
  /** Global position of the last event (0n when empty). */
  headPosition(): Promise<bigint>;
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

/** Some of the appended event ids already exist, but not as the same append to this stream. */
export class EventIdConflict extends Error {
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} already recorded elsewhere`);
    this.name = 'EventIdConflict';
  }
}
