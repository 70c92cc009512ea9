import type { RecordedEvent, Subscription } from '../../commands/eventStore';
import { delay } from './subscription';

const BATCH_SIZE = 500;
/** Undelivered events past which the server's feed is paused (gRPC flow control then holds the rest). */
const HIGH_WATER = 2_000;
const MAX_RETRY_DELAY_MS = 5_000;

/**
 * What a subscription has delivered and what it holds: the pure bookkeeping behind batches and
 * reconnections. Only events after everything delivered or held are taken, so a feed reopened from
 * `position` after a disconnection can neither repeat an event nor, being read from there, lose one.
 */
export class DeliveryCursor {
  private held: RecordedEvent[] = [];

  constructor(private lastDelivered: bigint) {}

  /** Position of the last delivered event (where a new feed must start, strictly after). */
  get position(): bigint {
    return this.lastDelivered;
  }

  /** Events received and not delivered yet. */
  get pending(): number {
    return this.held.length;
  }

  /** Holds an event from the feed; false (and ignored) when it is not after everything delivered or held. */
  offer(event: RecordedEvent): boolean {
    const last = this.held.length > 0 ? this.held[this.held.length - 1].position : this.lastDelivered;
    if (event.position <= last) return false;
    this.held.push(event);
    return true;
  }

  /** The next batch to deliver: the oldest held events, at most max (the same ones again until delivered). */
  next(max: number): RecordedEvent[] {
    return this.held.slice(0, max);
  }

  /** Records that a batch returned by next() was handled: the position moves to its last event. */
  markDelivered(batch: RecordedEvent[]): void {
    if (batch.length === 0 || this.held[0] !== batch[0]) throw new Error('Only the batch given by next() can be delivered');
    this.held.splice(0, batch.length);
    this.lastDelivered = batch[batch.length - 1].position;
  }

  /** After a disconnection: forgets what was held but not delivered, and says where to read again from. */
  restart(): bigint {
    this.held = [];
    return this.lastDelivered;
  }
}

/** Where a feed sends what it receives. */
export interface FeedSink {
  event(event: RecordedEvent): void;
  /** The feed failed or ended: nothing more will come from it. */
  fail(error: unknown): void;
}

/** A connection to the server's ordered feed of our events, strictly after a position. */
export interface Feed {
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export type OpenFeed = (after: bigint, sink: FeedSink) => Feed;

/**
 * A subscription over a feed that may drop (a server restart, a network cut): delivers batches of
 * what the feed sent, one batch at a time, retries a batch whose handler failed, and when the feed
 * fails reopens it after the last delivered event, after a growing delay.
 */
export function resilientSubscription(
  openFeed: OpenFeed,
  fromPosition: bigint,
  onEvents: (batch: RecordedEvent[]) => Promise<void>,
  options: { onError?: (error: unknown) => void; retryDelayMs?: (attempt: number) => number } = {},
): Subscription {
  const onError = options.onError ?? ((error) => console.error('[eventstore] EventStoreDB subscription', error));
  const retryDelay = options.retryDelayMs ?? ((attempt) => Math.min(100 * 2 ** attempt, MAX_RETRY_DELAY_MS));
  const abort = new AbortController();
  const cursor = new DeliveryCursor(fromPosition);
  const wake = new Wakeup();

  const deliver = async (batch: RecordedEvent[]): Promise<boolean> => {
    for (let failures = 1; ; failures += 1) {
      try {
        await onEvents(batch);
        return true;
      } catch (error) {
        if (abort.signal.aborted) return false;
        onError(error);
        await delay(retryDelay(failures), abort.signal);
        if (abort.signal.aborted) return false;
      }
    }
  };

  const run = async () => {
    for (let reconnects = 0; !abort.signal.aborted;) {
      const current = { failure: undefined as unknown, failed: false };
      let feed: Feed | undefined;
      // Each feed writes only to its own state: a late event from a closed feed must not reach the cursor.
      const sink: FeedSink = {
        event: (event) => {
          if (current.failed || !cursor.offer(event)) return;
          if (cursor.pending >= HIGH_WATER) feed?.pause();
          wake.notify();
        },
        fail: (error) => {
          if (current.failed) return;
          current.failed = true;
          current.failure = error;
          wake.notify();
        },
      };
      try {
        feed = openFeed(cursor.restart(), sink);
      } catch (error) {
        sink.fail(error);
      }
      while (!abort.signal.aborted && !current.failed) {
        if (cursor.pending === 0) {
          await wake.wait(abort.signal);
          continue;
        }
        const batch = cursor.next(BATCH_SIZE);
        if (!(await deliver(batch))) break;
        cursor.markDelivered(batch);
        reconnects = 0;
        if (cursor.pending < HIGH_WATER) feed?.resume();
      }
      current.failed = true;
      await feed?.close().catch(onError);
      if (abort.signal.aborted) return;
      reconnects += 1;
      onError(current.failure);
      await delay(retryDelay(reconnects), abort.signal);
    }
  };
  const running = run();
  return {
    async stop() {
      abort.abort();
      wake.notify();
      await running;
    },
  };
}

/** Resolves waiters on notify() or when their signal aborts. */
class Wakeup {
  private waiters: (() => void)[] = [];

  notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  wait(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      this.waiters.push(done);
    });
  }
}
