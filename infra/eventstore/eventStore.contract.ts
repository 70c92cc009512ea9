import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WrongExpectedRevision, type EventStore, type NewEvent, type RecordedEvent } from '../../commands/eventStore';

/** What the contract needs from an adapter: a fresh, empty store, and the environment a child process opens it with. */
export interface EventStoreFactory {
  create(): Promise<{ store: EventStore; env: Record<string, string>; dispose(): Promise<void> }>;
}

function newEvent(type: string, data: object = {}): NewEvent {
  return { id: randomUUID(), type, data, meta: { userId: 'u-1', at: '2026-11-22T10:00:00.000Z', command: 'test' } };
}

function collect(store: EventStore, from: bigint, count: number): Promise<{ events: RecordedEvent[]; stop(): Promise<void> }> {
  const events: RecordedEvent[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${events.length} of ${count} events delivered`)), 5_000);
    const sub = store.subscribe(from, async (batch) => {
      events.push(...batch);
      if (events.length >= count) {
        clearTimeout(timer);
        resolve({ events, stop: () => sub.stop() });
      }
    });
  });
}

/**
 * The event store contract: every adapter runs this suite unchanged. It asserts only what the port
 * promises (commands/eventStore.ts): positions are compared, never counted, so what one adapter adds
 * (SQLite's gap-free positions, its global event ids) is tested beside that adapter.
 */
export function describeEventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    let store: EventStore;
    let env: Record<string, string>;
    let dispose: () => Promise<void>;

    beforeEach(async () => {
      ({ store, env, dispose } = await factory.create());
    });
    afterEach(async () => {
      await dispose();
    });

    it('appends events and reads them back in order with 0-based revisions', async () => {
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
      const result = await store.append('s-1', events, 'no_stream');
      expect(result.nextRevision).toBe(1n);
      const read = await store.readStream('s-1');
      expect(read.map((e) => [e.id, e.type, e.data, e.revision, e.streamId])).toEqual([
        [events[0].id, 'A', { n: 1 }, 0n, 's-1'],
        [events[1].id, 'B', { n: 2 }, 1n, 's-1'],
      ]);
      expect(read[0].meta).toEqual(events[0].meta);
      expect(read[1].position).toBe(result.position);
      expect(await store.readStream('missing')).toEqual([]);
    });

    it('accepts no_stream only on a new stream', async () => {
      await store.append('s-1', [newEvent('A')], 'no_stream');
      await expect(store.append('s-1', [newEvent('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevision);
    });

    it('accepts stream_exists only on an existing stream', async () => {
      await expect(store.append('s-1', [newEvent('A')], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store.append('s-1', [newEvent('A')], 'any');
      const result = await store.append('s-1', [newEvent('B')], 'stream_exists');
      expect(result.nextRevision).toBe(1n);
    });

    it('accepts an exact revision only when it is the last one', async () => {
      await store.append('s-1', [newEvent('A'), newEvent('B')], 'no_stream');
      await expect(store.append('s-1', [newEvent('C')], 0n)).rejects.toBeInstanceOf(WrongExpectedRevision);
      await expect(store.append('s-2', [newEvent('C')], 0n)).rejects.toBeInstanceOf(WrongExpectedRevision);
      const result = await store.append('s-1', [newEvent('C')], 1n);
      expect(result.nextRevision).toBe(2n);
    });

    it('accepts any on a new and on an existing stream', async () => {
      expect((await store.append('s-1', [newEvent('A')], 'any')).nextRevision).toBe(0n);
      expect((await store.append('s-1', [newEvent('B')], 'any')).nextRevision).toBe(1n);
    });

    it('leaves a stream exactly as it was after a refused append, and takes the next correct one', async () => {
      await store.append('s-1', [newEvent('A')], 'no_stream');
      const before = await store.readStream('s-1');
      const headBefore = await store.headPosition();
      await expect(store.append('s-1', [newEvent('B'), newEvent('C')], 5n)).rejects.toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream('s-1')).toEqual(before);
      expect(await store.headPosition()).toBe(headBefore);
      const result = await store.append('s-1', [newEvent('B')], 0n);
      expect(result.nextRevision).toBe(1n);
      expect((await store.readStream('s-1')).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('does not duplicate events appended again with the same ids', async () => {
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.append('s-1', events, 'no_stream');
      const again = await store.append('s-1', events, 'no_stream');
      const againAny = await store.append('s-1', events, 'any');
      expect(again).toEqual(first);
      expect(againAny).toEqual(first);
      expect(await store.readStream('s-1')).toHaveLength(2);
    });

    it('lets exactly one of two concurrent appends at the same revision win', async () => {
      await store.append('s-1', [newEvent('A')], 'no_stream');
      const results = await Promise.allSettled([store.append('s-1', [newEvent('B')], 0n), store.append('s-1', [newEvent('C')], 0n)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream('s-1')).toHaveLength(2);
    });

    it('starts empty: no event, head at 0', async () => {
      expect(await store.headPosition()).toBe(0n);
      expect(await store.readAll(0n, 10)).toEqual([]);
    });

    it('reads all events in global order, strictly after a position', async () => {
      await store.append('a', [newEvent('A1'), newEvent('A2')], 'any');
      await store.append('b', [newEvent('B1')], 'any');
      await expect(store.append('a', [newEvent('X')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevision);
      await store.append('a', [newEvent('A3')], 'any');
      const all = await store.readAll(0n, 100);
      expect(all.map((e) => e.type)).toEqual(['A1', 'A2', 'B1', 'A3']);
      expectIncreasing(all);
      expect(await store.headPosition()).toBe(all[3].position);
      expect((await store.readAll(all[0].position, 1)).map((e) => e.type)).toEqual(['A2']);
      expect((await store.readAll(all[1].position, 1)).map((e) => e.type)).toEqual(['B1']);
      expect((await store.readAll(all[1].position, 100)).map((e) => e.type)).toEqual(['B1', 'A3']);
      expect(await store.readAll(all[3].position, 100)).toEqual([]);
    });

    it('reads a stream as it was at a global position', async () => {
      const first = await store.append('s-1', [newEvent('A')], 'any');
      await store.append('s-1', [newEvent('B')], 'any');
      const asOf = await store.readStream('s-1', { maxPosition: first.position });
      expect(asOf.map((e) => e.type)).toEqual(['A']);
    });

    it('reads only the last events of a stream, in order', async () => {
      await store.append('s-1', [newEvent('A'), newEvent('B'), newEvent('C')], 'any');
      expect((await store.readStream('s-1', { last: 2 })).map((e) => [e.type, e.revision])).toEqual([
        ['B', 1n],
        ['C', 2n],
      ]);
      expect((await store.readStream('s-1', { last: 10 })).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      expect(await store.readStream('missing', { last: 1 })).toEqual([]);
    });

    it('delivers past then live events to a subscriber, in order, once each', async () => {
      for (let i = 0; i < 12; i += 1) await store.append(`s-${i % 3}`, [newEvent('Past', { i })], 'any');
      const collecting = collect(store, 0n, 20);
      for (let i = 0; i < 8; i += 1) await store.append(`s-${i % 3}`, [newEvent('Live', { i })], 'any');
      const { events, stop } = await collecting;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await stop();
      expect(events).toHaveLength(20);
      expect(events.map((e) => e.position)).toEqual((await store.readAll(0n, 100)).map((e) => e.position));
      expect(events.slice(0, 12).every((e) => e.type === 'Past')).toBe(true);
    });

    it('starts a subscription strictly after the given position', async () => {
      await store.append('s', [newEvent('A'), newEvent('B'), newEvent('C')], 'any');
      const [, second] = await store.readAll(0n, 3);
      const { events, stop } = await collect(store, second.position, 1);
      await stop();
      expect(events.map((e) => e.type)).toEqual(['C']);
    });

    it('delivers a batch again when its handler failed', async () => {
      await store.append('s', [newEvent('A')], 'any');
      let calls = 0;
      const delivered = await new Promise<string[]>((resolve) => {
        const sub = store.subscribe(0n, async (batch) => {
          calls += 1;
          if (calls === 1) throw new Error('transient');
          resolve(batch.map((e) => e.type));
          void sub.stop();
        });
      });
      expect(delivered).toEqual(['A']);
      expect(calls).toBe(2);
    });

    it('keeps every append whole or absent when the writer process is killed mid-way', async () => {
      const reported = await killWriterMidway(env, 60);
      const all = await store.readAll(0n, 1_000_000);
      const batches = new Map<number, number>();
      for (const event of all) {
        const { batch } = event.data as { batch: number };
        batches.set(batch, (batches.get(batch) ?? 0) + 1);
      }
      expect(Math.max(...batches.keys())).toBeGreaterThanOrEqual(reported);
      for (const count of batches.values()) expect(count).toBe(WRITER_BATCH);
      expectIncreasing(all);
    }, 30_000);
  });
}

const WRITER_BATCH = 20;

/**
 * Runs writerProcess.ts (appends of WRITER_BATCH events, forever) on the store `env` describes, kills it
 * once it has reported `batches` committed appends, and resolves the last batch it reported.
 */
export async function killWriterMidway(env: Record<string, string>, batches: number): Promise<number> {
  const script = path.join(import.meta.dirname, 'writerProcess.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env, WRITER_BATCH: String(WRITER_BATCH) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let reported = -1;
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the writer stopped by itself (exit code ${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = chunk.toString().trim().split('\n');
      reported = Number(lines[lines.length - 1]);
      if (reported >= batches) {
        child.kill('SIGKILL');
        resolve();
      }
    });
  });
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.on('exit', resolve));
  return reported;
}

/** Positions only grow along the global log (gaps allowed: EventStoreDB's are byte offsets). */
function expectIncreasing(events: RecordedEvent[]): void {
  for (let i = 1; i < events.length; i += 1) expect(events[i].position > events[i - 1].position).toBe(true);
}
