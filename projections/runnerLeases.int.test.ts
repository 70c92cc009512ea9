import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../commands/eventStore';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { SqliteEventStore } from '../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { LEASE_COLLECTIONS, Leases } from './leases';
import type { Projection } from './projection';
import { ProjectionRunner, resetProjection } from './runner';
import { countingProjection } from './testing/countingProjection';

// Two runners on the same stores, as two `npm run projections` processes would be: they share the projections
// out, hand them over and take them over, and no event is applied twice or lost (the handlers increment).

const meta = { userId: 'u', at: '2026-11-22T10:00:00.000Z' };
const counted = () => ({ id: randomUUID(), type: 'Counted', data: {}, meta });
const NAMES = ['p0', 'p1', 'p2', 'p3'];
const FAST = { ttlMs: 2_000, renewMs: 50 };

/** A counting projection of its own name and collection, logging each application under the runner's label. */
function counting(name: string, log: Set<string>, label: string): Projection {
  return {
    ...countingProjection,
    name,
    collections: [{ name: `counts_${name}` }],
    handles: {
      async Counted(event, tx) {
        log.add(`${label}:${name}`);
        const counts = tx.collection<{ _id: string; n: number }>(`counts_${name}`);
        await counts.put({ _id: event.streamId, n: ((await counts.get(event.streamId))?.n ?? 0) + 1 });
      },
    },
  };
}

/** Waits for a state of the leases (not of a projection's position: those are awaited with waitFor). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function appendCounted(store: EventStore, streams: number, perStream: number): Promise<bigint> {
  let position = 0n;
  for (let s = 0; s < streams; s += 1)
    position = (await store.append(`c-${s}`, Array.from({ length: perStream }, counted), 'any')).position;
  return position;
}

describe('ProjectionRunner leases', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: SqliteEventStore;
  let docs: SqliteDocStore;
  const log = new Set<string>();
  const runners: ProjectionRunner[] = [];
  const closers: (() => Promise<void>)[] = [];
  const runner = (label: string, opts: ConstructorParameters<typeof ProjectionRunner>[3] = { leases: FAST }, names = NAMES) => {
    const created = new ProjectionRunner(
      store,
      docs,
      names.map((name) => counting(name, log, label)),
      opts,
    );
    runners.push(created);
    return created;
  };
  const counts = async (name: string) => (await docs.collection<{ _id: string; n: number }>(`counts_${name}`).find()).items.map((c) => c.n);

  beforeEach(() => {
    dir = tempDataDir();
    store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    log.clear();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    for (const close of closers.splice(0)) await close();
    await store.close();
    await docs.close();
    dir.remove();
  });

  it('shares the projections between two runners, each applied by one of them only', async () => {
    const a = runner('a');
    await a.start();
    expect(a.held()).toEqual(NAMES);
    const b = runner('b');
    await b.start();
    await until(() => a.held().length === 2 && b.held().length === 2);
    const head = await appendCounted(store, 5, 20);
    expect(await a.waitFor(head, 5_000)).toBe(true);
    expect(await b.waitFor(head, 5_000)).toBe(true);
    for (const name of NAMES) expect(await counts(name)).toEqual([20, 20, 20, 20, 20]);
    expect([...log].sort()).toEqual([...a.held().map((name) => `a:${name}`), ...b.held().map((name) => `b:${name}`)].sort());
  });

  it('hands projections over while events arrive, applying every event once', async () => {
    const a = runner('a');
    await a.start();
    const b = runner('b');
    let afterHandOver = 0;
    let head = await appendCounted(store, 3, 10);
    expect(await a.waitFor(head, 5_000)).toBe(true);
    await b.start();
    while (b.held().length < 2 || afterHandOver < 20) {
      head = (await store.append(`c-${Number(head % 3n)}`, [counted()], 'any')).position;
      if (b.held().length === 2) afterHandOver += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await a.waitFor(head, 5_000)).toBe(true);
    const total = Number(head);
    for (const name of NAMES) expect((await counts(name)).reduce((sum, n) => sum + n, 0)).toBe(total);
    // The projections b took over were applied by a before, then by b.
    for (const name of b.held()) expect([log.has(`a:${name}`), log.has(`b:${name}`)]).toEqual([true, true]);
  });

  it('takes over a projection whose holder on another host stopped renewing, once its lease lapses', async () => {
    let now = Date.parse('2026-11-22T10:00:00.000Z');
    const clock = () => new Date(now);
    await docs.ensure(LEASE_COLLECTIONS);
    await new Leases(docs, { id: 'elsewhere:1:x', host: 'elsewhere', pid: 1 }, { ...FAST, ttlMs: 15_000, clock }).balance(['p0']);
    const b = runner('b', { leases: { ...FAST, clock } }, ['p0']);
    await b.start();
    const head = await appendCounted(store, 2, 5);
    expect(await b.waitFor(head, 200)).toBe(false);
    expect(b.held()).toEqual([]);
    now += 15_000;
    await until(() => b.held().length === 1);
    expect(await b.waitFor(head, 5_000)).toBe(true);
    expect(await counts('p0')).toEqual([5, 5]);
  });

  it('stops applying a projection whose lease another runner took, without applying an event twice', async () => {
    const t0 = Date.parse('2026-11-22T10:00:00.000Z');
    // a does not renew during the test; b's clock is past a's lease, so b takes it while a still runs.
    const a = runner('a', { leases: { ttlMs: 2_000, renewMs: 60_000, clock: () => new Date(t0) } }, ['p0']);
    await a.start();
    expect(await a.waitFor(await appendCounted(store, 1, 5), 5_000)).toBe(true);
    log.clear();
    const b = runner('b', { leases: { ...FAST, clock: () => new Date(t0 + 60_000) } }, ['p0']);
    await b.start();
    expect(b.held()).toEqual(['p0']);
    const head = await appendCounted(store, 1, 5);
    expect(await b.waitFor(head, 5_000)).toBe(true);
    await until(() => a.held().length === 0);
    expect([...log]).toEqual(['b:p0']);
    expect(await counts('p0')).toEqual([10]);
  });

  it('follows its checkpoint from where it now is when it moved under it (a rebuild while it runs)', async () => {
    const a = runner('a', { leases: FAST }, ['p0']);
    await a.start();
    expect(await a.waitFor(await appendCounted(store, 2, 5), 5_000)).toBe(true);
    await resetProjection(docs, counting('p0', log, 'reset'));
    const head = await appendCounted(store, 2, 1);
    expect(await a.waitFor(head, 5_000)).toBe(true);
    expect(await counts('p0')).toEqual([6, 6]);
  });

  it('takes over within seconds the projection of a runner process killed with SIGKILL, missing and repeating nothing', async () => {
    await appendCounted(store, 40, 250);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'testing', 'leaseRunnerProcess.ts')], {
      env: { ...process.env, DATA_DIR: dir.path },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const reported: bigint[] = [];
    child.stdout.on('data', (chunk: Buffer) => reported.push(...chunk.toString().trim().split('\n').map(BigInt)));
    await until(() => reported.length > 0);
    let firstAppliedAt = 0;
    // Its own connections to the read store, as another process would have.
    const bDocs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    closers.push(() => bDocs.close());
    const b = new ProjectionRunner(
      store,
      bDocs,
      [
        {
          ...countingProjection,
          handles: {
            async Counted(event, tx) {
              firstAppliedAt ||= Date.now();
              await countingProjection.handles.Counted(event, tx);
            },
          },
        },
      ],
      { leases: { renewMs: 200 } },
    );
    runners.push(b);
    await b.start();
    expect(b.held()).toEqual([]);
    // Killed while it works: once it has committed a batch of events appended after b started.
    const seen = reported.length;
    await appendCounted(store, 40, 50);
    await until(() => reported.length > seen, 10_000);
    const killedAt = Date.now();
    child.kill('SIGKILL');
    await exited;
    const head = await appendCounted(store, 40, 1);
    expect(await b.waitFor(head, 10_000)).toBe(true);
    expect(firstAppliedAt).toBeGreaterThanOrEqual(killedAt);
    expect(firstAppliedAt - killedAt).toBeLessThan(3_000);
    await docs.ensure(countingProjection.collections);
    const all = (await docs.collection<{ _id: string; n: number }>('counts').find()).items;
    expect(all).toHaveLength(40);
    expect(all.every((c) => c.n === 301)).toBe(true);
  }, 60_000);
});
