// Translations between the event store port and @eventstore/db-client: revisions, positions, errors,
// stream names and events. Pure functions, so each one is unit-tested without a server.
import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  streamNameFilter,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventType,
  type Filter,
  type JSONEventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import { WrongExpectedRevision, type EventMeta, type ExpectedRevision, type NewEvent, type RecordedEvent } from '../../commands/eventStore';

/*
 * Positions. EventStoreDB places an event in $all by a pair {commit, prepare} of byte offsets in its
 * transaction log, ordered by commit first, then prepare (TFPos.CompareTo). A write through gRPC gives
 * each of its events its own log position as both commit and prepare; events of an explicit transaction
 * (older TCP clients) share the commit record's position and differ by prepare (AllReader.cs). Offsets
 * are not consecutive: positions have gaps, and only their order means something.
 * The port wants one bigint, ordered like $all, from which a subscription can resume strictly after any
 * event it delivered (a catch-up subscription skips every position <= its start:
 * Enumerators.AllSubscriptionFiltered.cs), so the pair must come back whole. We use commit * 2^64 +
 * prepare: the number the server itself writes as 32 hex digits, commit then prepare (TFPos.AsString).
 * Both are non-negative int64 (< 2^63), so it is exact, reversible and ordered like the pair; 0n is
 * {0, 0}, the start of the log. Sources: EventStore/EventStore, src/EventStore.Core/TransactionLog/Data/
 * TFPos.cs, Services/Storage/ReaderIndex/AllReader.cs, Services/Transport/Grpc/Enumerators.*.cs.
 */
const HALF = 64n;
const LOW_BITS = (1n << HALF) - 1n;
const MAX_LOG_OFFSET = (1n << 63n) - 1n;

/** The port's position of an event placed at {commit, prepare} in $all. */
export function encodePosition({ commit, prepare }: Position): bigint {
  if (commit < 0n || prepare < 0n || commit > MAX_LOG_OFFSET || prepare > MAX_LOG_OFFSET)
    throw new RangeError(`Not a position of an event in $all: commit ${commit}, prepare ${prepare}`);
  return (commit << HALF) | prepare;
}

/** The {commit, prepare} pair a port position stands for. */
export function decodePosition(position: bigint): Position {
  const pair = { commit: position >> HALF, prepare: position & LOW_BITS };
  if (position < 0n || pair.commit > MAX_LOG_OFFSET || pair.prepare > MAX_LOG_OFFSET)
    throw new RangeError(`Not an EventStoreDB position: ${position}`);
  return pair;
}

/** Where to read or subscribe from to get what follows a port position (0n: the start of $all). */
export function readPositionOf(position: bigint): ReadPosition {
  return position === 0n ? START : decodePosition(position);
}

/** The client's expected revision for the port's: the same four cases, one to one. */
export function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return expected;
}

/** The port's actual revision from the client's (some server answers say -1 for a stream that does not exist). */
export function fromCurrentRevision(current: CurrentRevision): bigint | 'no_stream' {
  return current === NO_STREAM || current < 0n ? 'no_stream' : current;
}

/** Whether a stream whose last revision is `last` (null: no stream) meets the expected revision. */
export function meetsExpected(expected: ExpectedRevision, last: bigint | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return last === null;
  if (expected === 'stream_exists') return last !== null;
  return last === expected;
}

/** The port's error for a client error: WrongExpectedRevision for a concurrency refusal, anything else as is. */
export function toPortError(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (error instanceof WrongExpectedVersionError)
    return new WrongExpectedRevision(streamId, expected, fromCurrentRevision(error.actualVersion));
  return error;
}

/** True when the client says the stream has no event (reading it then gives []). */
export function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError;
}

/**
 * Stream names on the server: the port's ids behind an optional prefix, which gives a test run its own
 * corner of a shared server. The prefix never starts with '$', the mark of EventStoreDB's system streams.
 */
export class StreamNames {
  constructor(readonly prefix = '') {
    if (prefix.startsWith('$')) throw new Error(`A stream prefix cannot start with '$' (system streams): ${prefix}`);
  }

  /** The server's name of a port stream id. */
  toServer(streamId: string): string {
    return this.prefix + streamId;
  }

  /** The port's stream id of a server stream, or null when it is not one of ours (another prefix, a system stream). */
  fromServer(name: string): string | null {
    if (name.startsWith('$') || !name.startsWith(this.prefix)) return null;
    return name.slice(this.prefix.length);
  }

  /** The server-side filter of $all for subscriptions: the prefix's streams, or every stream but system ones. */
  allFilter(): Filter {
    return this.prefix ? streamNameFilter({ prefixes: [this.prefix] }) : streamNameFilter({ regex: '^[^$]' });
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The client's event for a port event: JSON data, the meta as JSON metadata, the id as the server's event id. */
export function toEventData(event: NewEvent): JSONEventData {
  // The server keeps ids as UUIDs and answers them in lowercase: any other id would not come back as written.
  if (!UUID.test(event.id)) throw new Error(`EventStoreDB needs lowercase UUID event ids: ${event.id}`);
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: event.data as JSONType,
    metadata: event.meta as unknown as JSONType,
  };
}

/**
 * The port's event for an event read from the server, or null when it is not one of ours: a system
 * event (a type starting with '$', as a stream tombstone or a link), or a stream outside the prefix.
 */
export function toRecordedEvent(resolved: ResolvedEvent<EventType> | AllStreamResolvedEvent, names: StreamNames): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$')) return null;
  const streamId = names.fromServer(event.streamId);
  if (streamId === null) return null;
  if (!event.isJson) throw new Error(`Event ${event.id} of ${event.streamId} is not JSON`);
  if (!isMeta(event.metadata)) throw new Error(`Event ${event.id} of ${event.streamId} has no metadata (user and time)`);
  // Events read from a stream carry their position from EventStoreDB 22.6 on; older servers leave it at
  // {0, 0}, where no event can be (the log starts with its header).
  const position = event.position ? encodePosition(event.position) : 0n;
  if (position === 0n) throw new Error(`Event ${event.id} of ${event.streamId} has no position: EventStoreDB 22.6 or later is needed`);
  return {
    id: event.id,
    streamId,
    revision: event.revision,
    position,
    type: event.type,
    data: event.data as object,
    meta: event.metadata,
  };
}

function isMeta(metadata: unknown): metadata is EventMeta {
  if (typeof metadata !== 'object' || metadata === null || metadata instanceof Uint8Array) return false;
  const { userId, at } = metadata as Record<string, unknown>;
  return typeof userId === 'string' && typeof at === 'string';
}
