import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { processRuns } from '../infra/processes';
import type { CollectionSpec, DocSession, DocStore } from './docStore';

// One active runner per projection across processes and hosts: a runner applies a projection only while
// it holds that projection's lease, a document of the read store that it renews every few seconds. Every
// change of a lease goes through DocStore.transaction, so two runners never both take one (SQLite:
// BEGIN IMMEDIATE; MongoDB: a write conflict on the lease aborts one of the two transactions).

/** A projection's lease: which runner may apply it, until when. */
export interface LeaseDoc {
  /** The projection's name. */
  _id: string;
  holder: string;
  host: string;
  pid: number;
  expires_at: string;
}

/** A runner's presence, renewed with its leases: the runners count each other to share the projections out. */
interface RunnerDoc {
  /** The runner's holder id. */
  _id: string;
  host: string;
  pid: number;
  expires_at: string;
}

export const LEASES = 'projection_leases';
const RUNNERS = 'projection_runners';

/** The collections of the leases, declared with the read models. */
export const LEASE_COLLECTIONS: CollectionSpec[] = [{ name: LEASES }, { name: RUNNERS }];

/** How long a lease lasts without renewal, how often it is renewed, and the clock both are read on. */
export interface LeaseSettings {
  ttlMs: number;
  renewMs: number;
  clock: () => Date;
}

export const DEFAULT_LEASE_SETTINGS: LeaseSettings = { ttlMs: 15_000, renewMs: 5_000, clock: () => new Date() };

/** A runner's identity: its host and process, so that a runner restarted on the same host sees at once that its predecessor is gone. */
export interface Holder {
  id: string;
  host: string;
  pid: number;
}

/** Holder ids of the runners alive in this process (several may run in one process, as in tests). */
const aliveHere = new Set<string>();

/** A new identity for a runner of this process. */
export function newHolder(): Holder {
  return { id: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, host: os.hostname(), pid: process.pid };
}

/** What a round of balancing leaves a runner with: the projections it holds, and whether it holds fewer than its share. */
export interface Balance {
  held: string[];
  /** Taken from a holder that had stopped renewing (or died on this host). */
  takenOver: string[];
  wanting: boolean;
}

/** The leases of one runner. */
export class Leases {
  constructor(
    private readonly docs: DocStore,
    readonly holder: Holder,
    readonly settings: LeaseSettings,
  ) {}

  /** Marks the runner as alive in this process (a lease of this process's pid held by no live runner is free). */
  register(): void {
    aliveHere.add(this.holder.id);
  }

  /** The runner stopped: leases it still names belong to nobody alive. */
  unregister(): void {
    aliveHere.delete(this.holder.id);
  }

  /**
   * One round (every renewMs): renews this runner's presence and its leases, gives back those beyond its fair
   * share (the projections divided by the live runners, rounded up) and takes free or lapsed ones up to it.
   */
  async balance(names: string[]): Promise<Balance> {
    const now = this.settings.clock().getTime();
    const until = new Date(now + this.settings.ttlMs).toISOString();
    const me = this.holder;
    return this.docs.transaction(async (tx) => {
      const runners = tx.collection<RunnerDoc>(RUNNERS);
      const present = (await runners.find()).items.filter((runner) => runner._id !== me.id);
      for (const gone of present.filter((runner) => !isLive(runner._id, runner, now))) await runners.delete(gone._id);
      await runners.put({ _id: me.id, host: me.host, pid: me.pid, expires_at: until });
      const share = Math.ceil(names.length / (present.filter((runner) => isLive(runner._id, runner, now)).length + 1));
      const leases = tx.collection<LeaseDoc>(LEASES);
      const current = new Map((await leases.getMany(names)).map((lease) => [lease._id, lease]));
      const mine = names.filter((name) => current.get(name)?.holder === me.id);
      const free = names.filter((name) => {
        const lease = current.get(name);
        return !lease || (lease.holder !== me.id && !isLive(lease.holder, lease, now));
      });
      const kept = mine.slice(0, share);
      for (const name of mine.slice(share)) await leases.delete(name);
      const taken = free.slice(0, Math.max(0, share - kept.length));
      for (const name of [...kept, ...taken]) await leases.put({ _id: name, holder: me.id, host: me.host, pid: me.pid, expires_at: until });
      const held = names.filter((name) => kept.includes(name) || taken.includes(name));
      return { held, takenOver: taken.filter((name) => current.has(name)), wanting: held.length < share };
    });
  }

  /**
   * Inside the transaction that applies a batch: the leases named that are still this runner's. A lapsed one still
   * counts: no other runner took it, since taking a lease is a transaction of this store too, which this one excludes
   * (SQLite's write lock) or conflicts with once `extend` writes the lease (MongoDB). A runner busy past its leases
   * (a long batch, a process that kept the event loop from the renewal timer) therefore keeps them while no other
   * runner has taken them over.
   */
  async held(tx: DocSession, names: string[]): Promise<LeaseDoc[]> {
    return (await tx.collection<LeaseDoc>(LEASES).getMany(names)).filter((lease) => lease.holder === this.holder.id);
  }

  /**
   * At the end of the transaction that applied a batch, with the leases `held` gave: pushes back the lapse of those
   * with less than half their time left (lapsed ones always: see `held`), as part of the batch's commit. A batch
   * that ran longer than the renewal period thus leaves its leases renewed; the others write nothing.
   */
  async extend(tx: DocSession, held: LeaseDoc[]): Promise<void> {
    const now = this.settings.clock().getTime();
    const until = new Date(now + this.settings.ttlMs).toISOString();
    const due = held.filter((lease) => Date.parse(lease.expires_at) - now < this.settings.ttlMs / 2);
    for (const lease of due) await tx.collection<LeaseDoc>(LEASES).put({ ...lease, expires_at: until });
  }

  /** Gives back every lease this runner holds, and its presence: another runner may take them at its next round. */
  async releaseAll(names: string[]): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const leases = tx.collection<LeaseDoc>(LEASES);
      for (const lease of await leases.getMany(names)) if (lease.holder === this.holder.id) await leases.delete(lease._id);
      await tx.collection<RunnerDoc>(RUNNERS).delete(this.holder.id);
    });
  }
}

/** Each projection's lease as stored: its holder while the lease is live (null when none is), and when it lapses. */
export async function readLeases(
  docs: DocStore,
  names: string[],
  now: Date,
): Promise<Record<string, { holder: string | null; expires_at: string | null }>> {
  const leases = new Map((await docs.collection<LeaseDoc>(LEASES).getMany(names)).map((lease) => [lease._id, lease]));
  return Object.fromEntries(
    names.map((name) => {
      const lease = leases.get(name);
      const live = lease && isLive(lease.holder, lease, now.getTime());
      return [name, { holder: live ? lease.holder : null, expires_at: lease?.expires_at ?? null }];
    }),
  );
}

/** A lease or presence counts until it expires, unless its holder certainly stopped: a process of this host that no longer runs. */
function isLive(holderId: string, record: { host: string; pid: number; expires_at: string }, now: number): boolean {
  if (Date.parse(record.expires_at) <= now) return false;
  if (record.host !== os.hostname()) return true;
  // Same host and pid: this process (or a predecessor that had the same pid, as in a restarted container).
  if (record.pid === process.pid) return aliveHere.has(holderId);
  return processRuns(record.pid);
}
