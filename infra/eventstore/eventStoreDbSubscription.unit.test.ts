// The batch and reconnection bookkeeping of the EventStoreDB subscription, driven by feeds written here
// (lists of events the test sends and breaks at will): what the server sends is the contract suite's part.
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../commands/eventStore';
import { DeliveryCursor, resilientSubscription, type FeedSink } from './eventStoreDbSubscription';

/** Events at positions with gaps, as EventStoreDB's are. */
const log: RecordedEvent[] = Array.from({ length: 12 }, (_, i) => ({
  id: `e-${i}`,
  streamId: 's',
  revision: BigInt(i),
  position: BigInt(100 * (i + 1)),
  type: 'Happened',
  data: { i },
  meta: { userId: 'u-1', at: '2026-11-22T10:00:00.000Z' },
}));
const after = (position: bigint) => log.filter((event) => event.position > position);
const ids = (events: RecordedEvent[]) => events.map((event) => event.id);

describe('DeliveryCursor', () => {
  it('hands out the oldest held events as the next batch, the same ones until delivered', () => {
    const cursor = new DeliveryCursor(0n);
    for (const event of log.slice(0, 5)) expect(cursor.offer(event)).toBe(true);
    expect(ids(cursor.next(3))).toEqual(['e-0', 'e-1', 'e-2']);
    expect(ids(cursor.next(3))).toEqual(['e-0', 'e-1', 'e-2']);
    cursor.markDelivered(cursor.next(3));
    expect(cursor.position).toBe(300n);
    expect(cursor.pending).toBe(2);
    expect(ids(cursor.next(3))).toEqual(['e-3', 'e-4']);
  });

  it('ignores events at or before what it delivered or holds (a reopened feed, a repeated event)', () => {
    const cursor = new DeliveryCursor(200n);
    expect(cursor.offer(log[0])).toBe(false);
    expect(cursor.offer(log[1])).toBe(false);
    expect(cursor.offer(log[2])).toBe(true);
    expect(cursor.offer(log[2])).toBe(false);
    expect(cursor.pending).toBe(1);
  });

  it('after a disconnection forgets what it held and restarts after the last delivered event', () => {
    const cursor = new DeliveryCursor(0n);
    for (const event of log.slice(0, 6)) cursor.offer(event);
    cursor.markDelivered(cursor.next(2));
    expect(cursor.restart()).toBe(200n);
    expect(cursor.pending).toBe(0);
    for (const event of after(0n)) cursor.offer(event);
    expect(ids(cursor.next(2))).toEqual(['e-2', 'e-3']);
  });

  it('accepts as delivered only the batch it handed out', () => {
    const cursor = new DeliveryCursor(0n);
    cursor.offer(log[0]);
    cursor.offer(log[1]);
    expect(() => cursor.markDelivered([log[1]])).toThrow();
    expect(() => cursor.markDelivered([])).toThrow();
  });
});

/** Feeds the test drives: each one opened is recorded with where it started. */
function feeds() {
  const opened: { after: bigint; sink: FeedSink; closed: boolean }[] = [];
  return {
    opened,
    open(start: bigint, sink: FeedSink) {
      const feed = { after: start, sink, closed: false };
      opened.push(feed);
      return { pause() {}, resume() {}, close: async () => void (feed.closed = true) };
    },
  };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe('resilientSubscription', () => {
  it('reopens the feed after the last delivered event when it fails, never repeating nor losing an event', async () => {
    const { opened, open } = feeds();
    const delivered: RecordedEvent[] = [];
    const errors: unknown[] = [];
    const sub = resilientSubscription(open, 0n, async (batch) => void delivered.push(...batch), {
      onError: (error) => errors.push(error),
      retryDelayMs: () => 1,
    });
    await until(() => opened.length === 1);
    for (const event of log.slice(0, 4)) opened[0].sink.event(event);
    await until(() => delivered.length === 4);
    for (const event of log.slice(4, 7)) opened[0].sink.event(event);
    opened[0].sink.fail(new Error('server restarted'));
    await until(() => opened.length === 2);
    expect(opened[0].closed).toBe(true);
    const reopenedAfter = opened[1].after;
    expect(log.some((event) => event.position === reopenedAfter)).toBe(true);
    opened[0].sink.event(log[9]); // a late event of the closed feed must not get in
    for (const event of after(reopenedAfter)) opened[1].sink.event(event);
    await until(() => delivered.length === log.length);
    await sub.stop();
    expect(ids(delivered)).toEqual(ids(log));
    expect(errors).toHaveLength(1);
  });

  it('delivers again a batch whose handler failed, then goes on', async () => {
    const { opened, open } = feeds();
    const calls: string[][] = [];
    const sub = resilientSubscription(
      open,
      0n,
      async (batch) => {
        calls.push(ids(batch));
        if (calls.length === 1) throw new Error('transient');
      },
      { onError: () => {}, retryDelayMs: () => 1 },
    );
    await until(() => opened.length === 1);
    opened[0].sink.event(log[0]);
    await until(() => calls.length === 2);
    opened[0].sink.event(log[1]);
    await until(() => calls.length === 3);
    await sub.stop();
    expect(calls).toEqual([['e-0'], ['e-0'], ['e-1']]);
    expect(opened).toHaveLength(1);
  });

  it('starts strictly after its position and stops while waiting, closing its feed', async () => {
    const { opened, open } = feeds();
    const delivered: RecordedEvent[] = [];
    const sub = resilientSubscription(open, 300n, async (batch) => void delivered.push(...batch), { onError: () => {} });
    await until(() => opened.length === 1);
    expect(opened[0].after).toBe(300n);
    for (const event of log.slice(0, 4)) opened[0].sink.event(event);
    await until(() => delivered.length === 1);
    await sub.stop();
    expect(ids(delivered)).toEqual(['e-3']);
    expect(opened[0].closed).toBe(true);
  });
});
