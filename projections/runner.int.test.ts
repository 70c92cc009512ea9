import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import type { EventStore } from '../commands/eventStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import type { Projection } from './projection';
import { rebuildProjections } from './rebuild';
import { ProjectionRunner } from './runner';
import { countingInto, countingProjection } from './testing/countingProjection';

/** The counting projection under another name and collection: two read models fed by the same events. */
const secondCounting = countingInto('second_counting', 'second_counts');

const meta = { userId: 'u', at: '2026-11-22T10:00:00.000Z' };
const counted = () => ({ id: randomUUID(), type: 'Counted', data: {}, meta });

/** A read model whose handler throws on every event of one stream. */
const failingOn = (streamId: string): Projection => ({
  name: 'failing',
  version: 1,
  collections: [],
  handles: {
    async Counted(event) {
      if (event.streamId === streamId) throw new Error('a faulty read model');
    },
  },
});

async function appendCounted(store: EventStore, streams: number, perStream: number): Promise<void> {
  for (let s = 0; s < streams; s += 1) {
    await store.append(`c-${s}`, Array.from({ length: perStream }, counted), 'any');
  }
}

describe('ProjectionRunner', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;
  let docs: SqliteDocStore;

  beforeEach(() => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    await docs.close();
    dir.remove();
  });

  const counts = async () => (await docs.collection<{ _id: string; n: number }>('counts').find({ sort: [['_id', 1]] })).items;

  it('applies past and new events, and answers waitFor once a position is applied', async () => {
    await appendCounted(store, 2, 3);
    const runner = new ProjectionRunner(store, docs, [countingProjection]);
    await runner.start();
    const { position } = await store.append('c-0', [counted()], 'any');
    expect(await runner.waitFor(position)).toBe(true);
    expect(await counts()).toEqual([
      { _id: 'c-0', n: 4 },
      { _id: 'c-1', n: 3 },
    ]);
    expect(runner.checkpoints()).toEqual({ counting: String(position) });
    await runner.stop();
  });

  it('builds the indexes of the read models it filled from empty once they caught up', async () => {
    await appendCounted(store, 3, 2);
    const indexed: Projection = { ...countingInto('indexed', 'indexed_counts'), collections: [{ name: 'indexed_counts', indexes: ['n'] }] };
    const runner = new ProjectionRunner(store, docs, [indexed]);
    await runner.start();
    expect(await runner.waitFor(await store.headPosition())).toBe(true);
    const indexOfN = () => {
      const db = new Database(path.join(dir.path, 'readmodels.sqlite'), { readonly: true });
      const found = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_indexed_counts'`).all();
      db.close();
      return found;
    };
    await vi.waitFor(() => expect(indexOfN()).toContainEqual({ name: 'rm_indexed_counts_ix_n' }));
    await runner.stop();
  });

  it('reports false from waitFor when the position is not reached in time', async () => {
    const runner = new ProjectionRunner(store, docs, [countingProjection]);
    await runner.start();
    expect(await runner.waitFor(999n, 50)).toBe(false);
    await runner.stop();
  });

  it('resumes after a restart without applying an event twice', async () => {
    await appendCounted(store, 1, 5);
    const first = new ProjectionRunner(store, docs, [countingProjection]);
    await first.start();
    await first.waitFor(5n);
    await first.stop();
    await appendCounted(store, 1, 2);
    const second = new ProjectionRunner(store, docs, [countingProjection]);
    await second.start();
    await second.waitFor(7n);
    await second.stop();
    expect(await counts()).toEqual([{ _id: 'c-0', n: 7 }]);
  });

  it('replays from the first event when the projection version changes', async () => {
    await appendCounted(store, 1, 3);
    const runner = new ProjectionRunner(store, docs, [countingProjection]);
    await runner.start();
    await runner.waitFor(3n);
    await runner.stop();
    await docs.collection<{ _id: string; n: number }>('counts').put({ _id: 'stale', n: 99 });
    const next = new ProjectionRunner(store, docs, [{ ...countingProjection, version: 2 }]);
    await next.start();
    await next.waitFor(3n);
    await next.stop();
    expect(await counts()).toEqual([{ _id: 'c-0', n: 3 }]);
  });

  it('rebuilds a projection from scratch to the same state', async () => {
    await appendCounted(store, 3, 4);
    const runner = new ProjectionRunner(store, docs, [countingProjection]);
    await runner.start();
    await runner.waitFor(12n);
    await runner.stop();
    const before = await counts();
    const result = await rebuildProjections(store, docs, [countingProjection]);
    expect(result.head).toBe(12n);
    expect(await counts()).toEqual(before);
  });

  it('catches several projections up from one read of the log, then applies each new batch to all of them in one transaction', async () => {
    await appendCounted(store, 30, 100);
    const readsFromStart: bigint[] = [];
    const watched = new Proxy(store, {
      get(target, key, receiver) {
        if (key !== 'readAll') return Reflect.get(target, key, receiver) as unknown;
        return (from: bigint, limit: number) => {
          if (from === 0n) readsFromStart.push(from);
          return target.readAll(from, limit);
        };
      },
    });
    let transactions = 0;
    const countedDocs = new Proxy(docs, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return (fn: Parameters<SqliteDocStore['transaction']>[0]) => {
          transactions += 1;
          return target.transaction(fn);
        };
      },
    });
    const runner = new ProjectionRunner(watched, countedDocs, [countingProjection, secondCounting]);
    await runner.start();
    expect(await runner.waitFor(3_000n, 10_000)).toBe(true);
    expect(readsFromStart).toHaveLength(1);
    const before = transactions;
    const { position } = await store.append('c-0', [counted()], 'any');
    expect(await runner.waitFor(position)).toBe(true);
    expect(transactions - before).toBe(1);
    await runner.stop();
    expect((await counts())[0]).toEqual({ _id: 'c-0', n: 101 });
    expect((await docs.collection<{ _id: string; n: number }>('second_counts').get('c-0'))?.n).toBe(101);
  });

  it('stops catching up once stopped, reading nothing more from stores being closed', async () => {
    await appendCounted(store, 30, 1_000);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const runner = new ProjectionRunner(store, docs, [countingProjection, secondCounting]);
    await runner.start();
    await runner.stop();
    await store.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(runner.checkpoints().counting).not.toBe('30000');
  });

  it('lets the others go on when one projection fails on a new event at the head of the log', async () => {
    await appendCounted(store, 2, 2);
    const runner = new ProjectionRunner(store, docs, [failingOn('c-late'), countingProjection]);
    await runner.start();
    expect(await runner.waitFor(4n)).toBe(true);
    await store.append('c-late', [counted()], 'any');
    await store.append('c-0', [counted()], 'any');
    await expect.poll(() => runner.checkpoints().counting, { timeout: 5_000 }).toBe('6');
    expect(runner.checkpoints().failing).toBe('4');
    expect((await counts()).map((c) => [c._id, c.n])).toEqual([
      ['c-0', 3],
      ['c-1', 2],
      ['c-late', 1],
    ]);
    await runner.stop();
  });

  it('lets the other projections reach the head when one fails on an event', async () => {
    await appendCounted(store, 3, 10);
    const runner = new ProjectionRunner(store, docs, [failingOn('c-1'), countingProjection]);
    await runner.start();
    expect(await runner.waitFor(30n, 0)).toBe(false);
    await expect.poll(() => runner.checkpoints().counting, { timeout: 5_000 }).toBe('30');
    expect(runner.checkpoints().failing).toBe('0');
    await runner.stop();
  });

  it('misses nothing and applies nothing twice when killed between batches and restarted', async () => {
    // Twelve pages of the catch-up: the kill falls between two of them.
    await appendCounted(store, 60, 1_000);
    const script = path.join(import.meta.dirname, 'testing', 'runnerProcess.ts');
    const run = (killAfter: number | null) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          env: { ...process.env, DATA_DIR: dir.path },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let reports = 0;
        child.on('error', reject);
        child.on('exit', () => resolve());
        child.stdout.on('data', (chunk: Buffer) => {
          reports += chunk.toString().trim().split('\n').length;
          if (killAfter !== null && reports >= killAfter) child.kill('SIGKILL');
        });
      });
    await run(3);
    await docs.ensure(countingProjection.collections);
    const partial = (await counts()).reduce((sum, c) => sum + c.n, 0);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(60_000);
    await run(null);
    const all = await counts();
    expect(all).toHaveLength(60);
    expect(all.every((c) => c.n === 1_000)).toBe(true);
  }, 60_000);
});
