import type { RecordedEvent, Subscription } from '../../commands/eventStore';

const BATCH_SIZE = 500;
const MAX_RETRY_DELAY_MS = 5_000;

/** What a catch-up subscription needs from its store. */
export interface SubscriptionSource {
  readAll(fromPosition: bigint, limit: number): Promise<RecordedEvent[]>;
  /** Resolves when new events may exist (a local append or the poll interval), or when signal aborts. */
  waitForAppend(signal: AbortSignal): Promise<void>;
}

/**
 * Catch-up then live subscription: reads from the last delivered position until nothing is left,
 * then waits for an append. One loop per subscription, so batches are in order and never overlap;
 * a batch whose handler fails is delivered again after a growing delay (the position did not move).
 */
export function catchUpSubscription(
  source: SubscriptionSource,
  fromPosition: bigint,
  onEvents: (batch: RecordedEvent[]) => Promise<void>,
  onError: (error: unknown) => void = (error) => console.error('[eventstore] subscription handler failed', error),
): Subscription {
  const abort = new AbortController();
  let position = fromPosition;
  let failures = 0;

  const loop = async () => {
    while (!abort.signal.aborted) {
      try {
        const batch = await source.readAll(position, BATCH_SIZE);
        if (batch.length === 0) {
          await source.waitForAppend(abort.signal);
          continue;
        }
        await onEvents(batch);
        position = batch[batch.length - 1].position;
        failures = 0;
        // A synchronous store never yields on its own: let requests and timers run between batches.
        await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        if (abort.signal.aborted) return;
        failures += 1;
        onError(error);
        await delay(Math.min(100 * 2 ** failures, MAX_RETRY_DELAY_MS), abort.signal);
      }
    }
  };
  const running = loop();
  return {
    async stop() {
      abort.abort();
      await running;
    },
  };
}

/** Resolves after ms, or at once when signal aborts. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Wakes every waiter on a local append, or after the poll interval for appends made by other processes. */
export class AppendSignal {
  private waiters = new Set<() => void>();
  private waking = false;

  constructor(private readonly pollMs: number) {}

  notify(): void {
    if (this.waking) return;
    this.waking = true;
    // Woken once the current turn of the event loop is over: a command's appends to several streams (a new file's
    // identity, number and creation) are then read, and applied to the read models, as one batch instead of one each.
    setImmediate(() => {
      this.waking = false;
      const waiters = [...this.waiters];
      this.waiters.clear();
      for (const wake of waiters) wake();
    });
  }

  wait(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', wake);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.pollMs);
      signal.addEventListener('abort', wake, { once: true });
      this.waiters.add(wake);
    });
  }
}
