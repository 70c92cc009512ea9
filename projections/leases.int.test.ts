import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { tempDataDir } from '../infra/testing/tempDataDir';
import { LEASE_COLLECTIONS, Leases, readLeases, type Holder } from './leases';

const NAMES = ['p0', 'p1', 'p2', 'p3'];
const T0 = Date.parse('2026-11-22T10:00:00.000Z');

/** A holder on another host: only the lapse of its leases tells it stopped. */
const elsewhere = (name: string): Holder => ({ id: `elsewhere:1:${name}`, host: 'elsewhere', pid: 1 });

describe('Leases', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let docs: SqliteDocStore;
  let now: number;
  const leasesOf = (holder: Holder) => new Leases(docs, holder, { ttlMs: 15_000, renewMs: 5_000, clock: () => new Date(now) });

  beforeEach(async () => {
    dir = tempDataDir();
    docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    await docs.ensure(LEASE_COLLECTIONS);
    now = T0;
  });
  afterEach(async () => {
    await docs.close();
    dir.remove();
  });

  it('gives every projection to a runner alone, then shares them out when a second one comes', async () => {
    const a = leasesOf(elsewhere('a'));
    const b = leasesOf(elsewhere('b'));
    expect(await a.balance(NAMES)).toEqual({ held: NAMES, takenOver: [], wanting: false });
    expect(await b.balance(NAMES)).toEqual({ held: [], takenOver: [], wanting: true });
    expect((await a.balance(NAMES)).held).toEqual(['p0', 'p1']);
    expect(await b.balance(NAMES)).toEqual({ held: ['p2', 'p3'], takenOver: [], wanting: false });
    expect(await a.balance(NAMES)).toEqual({ held: ['p0', 'p1'], takenOver: [], wanting: false });
  });

  it('takes over the leases of a holder that stopped renewing, only once they lapse', async () => {
    await leasesOf(elsewhere('a')).balance(NAMES);
    const b = leasesOf(elsewhere('b'));
    now = T0 + 14_999;
    expect((await b.balance(NAMES)).held).toEqual([]);
    now = T0 + 15_000;
    expect(await b.balance(NAMES)).toEqual({ held: NAMES, takenOver: NAMES, wanting: false });
    expect(Object.values(await readLeases(docs, NAMES, new Date(now))).map((lease) => lease.holder)).toEqual(NAMES.map(() => b.holder.id));
  });

  it('takes over at once the leases of a process of this host that no longer runs', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await leasesOf({ id: `${os.hostname()}:${dead}:gone`, host: os.hostname(), pid: dead }).balance(NAMES);
    const b = leasesOf(elsewhere('b'));
    expect(await b.balance(NAMES)).toEqual({ held: NAMES, takenOver: NAMES, wanting: false });
  });

  it('leaves alone the leases of a live runner of this process, and takes those of this pid no runner holds', async () => {
    const alive = leasesOf({ id: `${os.hostname()}:${process.pid}:alive`, host: os.hostname(), pid: process.pid });
    alive.register();
    await alive.balance(['p0']);
    await leasesOf({ id: `${os.hostname()}:${process.pid}:stopped`, host: os.hostname(), pid: process.pid }).balance(['p1']);
    const b = leasesOf(elsewhere('b'));
    expect((await b.balance(['p0', 'p1'])).held).toEqual(['p1']);
    alive.unregister();
    expect((await b.balance(['p0', 'p1'])).held).toEqual(['p0', 'p1']);
  });

  it('tells inside a transaction which leases are still the runner’s, a lapsed one until another runner takes it', async () => {
    const a = leasesOf(elsewhere('a'));
    const b = leasesOf(elsewhere('b'));
    await a.balance(['p0']);
    const held = async (runner: Leases) =>
      new Set((await docs.transaction((tx) => runner.held(tx, ['p0', 'p1']))).map((lease) => lease._id));
    expect(await held(a)).toEqual(new Set(['p0']));
    expect(await held(b)).toEqual(new Set());
    now = T0 + 15_000;
    expect(await held(a)).toEqual(new Set(['p0']));
    await b.balance(['p0', 'p1']);
    expect(await held(a)).toEqual(new Set());
    expect(await held(b)).toEqual(new Set(['p0', 'p1']));
  });

  it('extends within a batch’s transaction the leases lapsed or past half their time, and leaves the others', async () => {
    const a = leasesOf(elsewhere('a'));
    await a.balance(['p0']);
    now = T0 + 2_000;
    await a.balance(['p1']);
    const extend = () => docs.transaction(async (tx) => a.extend(tx, await a.held(tx, ['p0', 'p1'])));
    const expiries = async () => Object.values(await readLeases(docs, ['p0', 'p1'], new Date(now))).map((lease) => lease.expires_at);
    now = T0 + 8_000;
    await extend();
    expect(await expiries()).toEqual([new Date(T0 + 23_000).toISOString(), new Date(T0 + 17_000).toISOString()]);
    now = T0 + 40_000;
    await extend();
    expect(await expiries()).toEqual([new Date(T0 + 55_000).toISOString(), new Date(T0 + 55_000).toISOString()]);
    expect((await leasesOf(elsewhere('b')).balance(['p0', 'p1'])).held).toEqual([]);
  });

  it('gives every lease back on release, so another runner takes them at once', async () => {
    const a = leasesOf(elsewhere('a'));
    await a.balance(NAMES);
    await a.releaseAll(NAMES);
    expect(Object.values(await readLeases(docs, NAMES, new Date(now))).every((lease) => lease.holder === null)).toBe(true);
    expect(await leasesOf(elsewhere('b')).balance(NAMES)).toEqual({ held: NAMES, takenOver: [], wanting: false });
  });

  it('renews the leases it holds, pushing their lapse back', async () => {
    const a = leasesOf(elsewhere('a'));
    await a.balance(['p0']);
    now = T0 + 10_000;
    await a.balance(['p0']);
    now = T0 + 20_000;
    expect((await leasesOf(elsewhere('b')).balance(['p0'])).held).toEqual([]);
    expect((await readLeases(docs, ['p0'], new Date(now))).p0).toEqual({
      holder: a.holder.id,
      expires_at: new Date(T0 + 25_000).toISOString(),
    });
  });
});
