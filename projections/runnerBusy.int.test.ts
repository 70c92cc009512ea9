import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { readLeases } from './leases';
import { ProjectionRunner } from './runner';
import { countingInto } from './testing/countingProjection';

// A runner busy for longer than its leases last, alone on its stores: a batch that takes that long (a page of 5,000
// events on a loaded machine), or a process that keeps the event loop from its renewal timer (the demo seed's
// commands on the synchronous SQLite stores), must not lose its own leases (docs/architecture.md, 'Leases').
// The leases are read on a clock of the test's: the timer that renews them never fires during a test.

const meta = { userId: 'u', at: '2026-11-22T10:00:00.000Z' };
const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const TTL = 2_000;

describe('a runner busy for longer than its leases last', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;
  let docs: SqliteDocStore;
  let runner: ProjectionRunner;
  let now: number;
  const warnings: string[] = [];

  /** Counts 'Counted' events, and moves the leases' clock forward by the milliseconds a 'Slow' event names. */
  const slowCounting = () => {
    const counting = countingInto('p0', 'counts_p0');
    return {
      ...counting,
      handles: {
        ...counting.handles,
        async Slow(event: { data: object }) {
          now += (event.data as { ms: number }).ms;
        },
      },
    };
  };
  const append = (type: 'Counted' | 'Slow', data: object = {}) => store.append('c-0', [{ id: randomUUID(), type, data, meta }], 'any');
  const count = async () => (await docs.collection<{ _id: string; n: number }>('counts_p0').get('c-0'))?.n ?? 0;

  beforeEach(async () => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    now = T0;
    warnings.length = 0;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    runner = new ProjectionRunner(store, docs, [slowCounting()], {
      leases: { ttlMs: TTL, renewMs: 3_600_000, clock: () => new Date(now) },
    });
    await runner.start();
  });
  afterEach(async () => {
    await runner.stop();
    vi.restoreAllMocks();
    await store.close();
    await docs.close();
    dir.remove();
  });

  it('keeps its lease through a batch that took longer than the lease lasts, and renews it as the batch commits', async () => {
    await append('Counted');
    await append('Slow', { ms: 3 * TTL });
    expect(await runner.waitFor((await append('Counted')).position, 5_000)).toBe(true);
    expect(await runner.waitFor((await append('Counted')).position, 5_000)).toBe(true);
    expect(await count()).toBe(3);
    expect(runner.held()).toEqual(['p0']);
    expect(warnings.filter((warning) => warning.includes('lease lost'))).toEqual([]);
    const { p0 } = await readLeases(docs, ['p0'], new Date(now));
    expect(p0.holder).toBe(runner.holder);
    expect(Date.parse(p0.expires_at as string)).toBe(now + TTL);
  });

  it('keeps its lease when the process was kept busy past the lease between two batches', async () => {
    expect(await runner.waitFor((await append('Counted')).position, 5_000)).toBe(true);
    now += 3 * TTL;
    expect(await runner.waitFor((await append('Counted')).position, 5_000)).toBe(true);
    expect(await count()).toBe(2);
    expect(runner.held()).toEqual(['p0']);
    expect(warnings.filter((warning) => warning.includes('lease lost'))).toEqual([]);
    expect((await readLeases(docs, ['p0'], new Date(now))).p0.holder).toBe(runner.holder);
  });
});
