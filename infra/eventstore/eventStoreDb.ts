import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  START,
  type AllStreamResolvedEvent,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
} from '../../commands/eventStore';
import {
  StreamNames,
  encodePosition,
  isStreamNotFound,
  meetsExpected,
  readPositionOf,
  toEventData,
  toExpectedRevision,
  toPortError,
  toRecordedEvent,
} from './eventStoreDbMapping';
import { resilientSubscription, type Feed, type FeedSink } from './eventStoreDbSubscription';

/** Events of $all read per request when reading or looking for the head (system events included): from a few, growing. */
const FIRST_PAGE = 16;
const PAGE = 1_000;
const grow = (size: number) => Math.min(PAGE, size * 8);

/**
 * Event store on EventStoreDB (gRPC client 6.x). Expected revisions, idempotent appends and the order
 * of $all are the server's own; this class translates names, events, positions and errors, and hides
 * system events and, with a prefix, every stream outside it (tests share one server that way).
 * Client 6.x reads $all without server-side filters (only subscriptions take one), so readAll and
 * headPosition filter what they read.
 */
export class EventStoreDbStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly names: StreamNames;
  private readonly subscriptions = new Set<Subscription>();

  /** connectionString: e.g. `esdb://host:2113?tls=false`; streamPrefix: a private corner of a shared server. */
  constructor(connectionString: string, options: { streamPrefix?: string } = {}) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.names = new StreamNames(options.streamPrefix);
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const stream = this.names.toServer(streamId);
    if (events.length === 0) return this.appendNothing(streamId, expected);
    try {
      const result = await this.client.appendToStream(stream, events.map(toEventData), { expectedRevision: toExpectedRevision(expected) });
      // The answer's position is the write's first prepare (or, for a repeated append, wherever the server
      // found it), not the $all position of its last event: read that event, which read-your-writes awaits.
      const [last] = await this.read(
        this.client.readStream(stream, { fromRevision: result.nextExpectedRevision, maxCount: 1, requiresLeader: true }),
      );
      if (!last) throw new Error(`${stream}: the event appended at revision ${result.nextExpectedRevision} cannot be read back`);
      return { nextRevision: result.nextExpectedRevision, position: last.position };
    } catch (error) {
      throw toPortError(error, streamId, expected);
    }
  }

  async readStream(streamId: string, opts: { maxPosition?: bigint; last?: number } = {}): Promise<RecordedEvent[]> {
    const stream = this.names.toServer(streamId);
    const { maxPosition, last } = opts;
    if (last !== undefined && last <= 0) return [];
    if (last !== undefined && maxPosition === undefined)
      return (await this.read(this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: last }))).reverse();
    const events = await this.read(this.client.readStream(stream, { direction: FORWARDS, fromRevision: START }));
    const asOf = maxPosition === undefined ? events : events.filter((event) => event.position <= maxPosition);
    return last === undefined ? asOf : asOf.slice(-last);
  }

  async readAll(fromPosition: bigint, limit: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    // A forward read of $all includes the event at its start: keep only what is strictly after `seen`.
    for (let seen = fromPosition, size = Math.min(PAGE, Math.max(FIRST_PAGE, limit + 1)); found.length < limit; size = grow(size)) {
      const page = await this.page(readPositionOf(seen), FORWARDS, size);
      const fresh = page.filter((resolved) => positionOf(resolved) > seen);
      for (const resolved of fresh) {
        const event = toRecordedEvent(resolved, this.names);
        if (event) found.push(event);
        if (found.length === limit) break;
      }
      if (page.length < size || fresh.length === 0) break;
      seen = positionOf(fresh[fresh.length - 1]);
    }
    return found;
  }

  subscribe(fromPosition: bigint, onEvents: (batch: RecordedEvent[]) => Promise<void>): Subscription {
    const subscription = resilientSubscription((after, sink) => this.feed(after, sink), fromPosition, onEvents);
    this.subscriptions.add(subscription);
    return {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await subscription.stop();
      },
    };
  }

  async headPosition(): Promise<bigint> {
    // Backwards from the end of $all, to the first of our events (system events come and go in between).
    for (let before: Position | null = null, size = FIRST_PAGE; ; size = grow(size)) {
      const page = await this.page(before ?? END, BACKWARDS, size);
      const limit: bigint | null = before && encodePosition(before);
      const fresh: AllStreamResolvedEvent[] = limit === null ? page : page.filter((resolved) => positionOf(resolved) < limit);
      const ours = fresh.find((resolved) => toRecordedEvent(resolved, this.names) !== null);
      if (ours) return positionOf(ours);
      if (page.length < size || fresh.length === 0) return 0n;
      before = recordOf(fresh[fresh.length - 1]).position;
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  /** An append of no event writes nothing: it only checks the expected revision, as the SQLite store does. */
  private async appendNothing(streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
    const [last] = await this.readStream(streamId, { last: 1 });
    const revision = last ? last.revision : null;
    if (!meetsExpected(expected, revision)) throw new WrongExpectedRevision(streamId, expected, revision ?? 'no_stream');
    return { nextRevision: revision ?? -1n, position: 0n };
  }

  /** Our events of a stream read ([] when the stream does not exist). */
  private async read(reading: StreamingRead<ResolvedEvent | AllStreamResolvedEvent>): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of reading) {
        const event = toRecordedEvent(resolved, this.names);
        if (event) events.push(event);
      }
    } catch (error) {
      if (isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  /** One page of $all, system events and other prefixes' included. */
  private async page(from: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS, size: number): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition: from, direction, maxCount: size })) page.push(resolved);
    return page;
  }

  /** A filtered catch-up subscription to $all, strictly after a position, that forwards our events to the sink. */
  private feed(after: bigint, sink: FeedSink): Feed {
    const subscription = this.client.subscribeToAll({ fromPosition: readPositionOf(after), filter: this.names.allFilter() });
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      try {
        const event = toRecordedEvent(resolved, this.names);
        if (event) sink.event(event);
      } catch (error) {
        sink.fail(error);
      }
    });
    subscription.on('error', (error) => sink.fail(error));
    subscription.on('end', () => sink.fail(new Error('EventStoreDB ended the subscription')));
    subscription.on('close', () => sink.fail(new Error('EventStoreDB subscription closed')));
    return {
      pause: () => subscription.pause(),
      resume: () => subscription.resume(),
      close: () => subscription.unsubscribe(),
    };
  }
}

/** The record of an event read from $all (always there: links are not resolved). */
function recordOf(resolved: AllStreamResolvedEvent): NonNullable<AllStreamResolvedEvent['event']> {
  if (!resolved.event) throw new Error('An event of $all came without its record');
  return resolved.event;
}

/** The port position of an event read from $all. */
function positionOf(resolved: AllStreamResolvedEvent): bigint {
  return encodePosition(recordOf(resolved).position);
}
