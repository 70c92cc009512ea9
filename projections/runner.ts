import { BufferedSession } from './bufferedSession';
import { followTogether } from './catchUp';
import type { DocSession, DocStore } from './docStore';
import type { EventStore, RecordedEvent, Subscription } from '../commands/eventStore';
import { DEFAULT_LEASE_SETTINGS, LEASE_COLLECTIONS, Leases, newHolder, type LeaseSettings } from './leases';
import type { Projection } from './projection';
import { NO_PEERS, type ReadModelPeers } from './peers';

interface Checkpoint {
  _id: string;
  position: string;
  version: number;
}

const CHECKPOINTS = 'projection_checkpoints';

/** What read-your-writes needs from the read models, whether this process runs the projections or not. */
export interface ReadModelProgress {
  /** Resolves true once every projection has passed position, or false after timeoutMs (never, when it is Infinity). */
  waitFor(position: bigint, timeoutMs?: number): Promise<boolean>;
}

/** Tests shorten the lease timings and inject the clock; the API processes of a cluster wake each other (peers). */
export interface RunnerOptions {
  leases?: Partial<LeaseSettings>;
  peers?: ReadModelPeers;
}

interface Waiter {
  position: bigint;
  deadline: number;
  settle(reached: boolean): void;
}

/** Why a batch was not applied: the lease went to another runner, or the stored checkpoint is not where this runner left it. */
type Refusal = 'lease lost' | 'checkpoint moved';

/**
 * Runs projections: each one, while this runner holds its lease (projections/leases.ts), subscribes from its
 * checkpoint and applies every batch in one document-store transaction that also checks the lease and moves
 * the checkpoint from where this runner last left it (a compare-and-set), so a crash leaves a batch wholly
 * applied or not at all, a restart resumes exactly where the last commit left off, and two runners never
 * apply one event twice. Several runners share the projections out; alone, a runner holds them all.
 */
export class ProjectionRunner implements ReadModelProgress {
  private readonly positions = new Map<string, bigint>();
  private readonly running = new Map<string, Subscription>();
  /** Projections whose last batch was refused: their subscription is being stopped. */
  private readonly refused = new Set<string>();
  private readonly leases: Leases;
  private readonly peers: ReadModelPeers;
  private waiters: Waiter[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly docs: DocStore,
    private readonly projections: Projection[],
    opts: RunnerOptions = {},
  ) {
    this.leases = new Leases(docs, newHolder(), { ...DEFAULT_LEASE_SETTINGS, ...opts.leases });
    this.peers = opts.peers ?? NO_PEERS;
  }

  /** This runner's id in the leases (host:pid:random). */
  get holder(): string {
    return this.leases.holder.id;
  }

  /** Declares the read models, takes the leases it may (all of them when no other runner is alive) and starts those projections. */
  async start(): Promise<void> {
    await declareReadModels(this.docs, this.projections);
    this.leases.register();
    await this.serial(() => this.tick());
  }

  /** Stops every subscription, then gives the leases back so that another runner takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.serial(async () => {
      await Promise.all(this.held().map((name) => this.halt(name)));
      try {
        await this.leases.releaseAll(this.projections.map((p) => p.name));
      } catch (error) {
        console.warn(`[projections] ${this.holder} could not give its leases back; they lapse in ${this.leases.settings.ttlMs} ms`, error);
      }
    });
    this.leases.unregister();
  }

  /** Names of the projections this runner applies now. */
  held(): string[] {
    return [...this.running.keys()];
  }

  /** Committed position of each projection: this runner's own, or as last read from the read store for the others. */
  checkpoints(): Record<string, string> {
    return Object.fromEntries(this.projections.map((p) => [p.name, String(this.positions.get(p.name) ?? 0n)]));
  }

  /** Resolves true once every projection has passed position (false after timeoutMs): woken by this runner's own commits when it holds them all. */
  waitFor(position: bigint, timeoutMs = 2_000): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    // Projections applied elsewhere are followed through their stored checkpoints.
    if (this.running.size < this.projections.length)
      return checkpointsReached(this.docs, this.projections, position, timeoutMs, this.peers);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        position,
        deadline: Date.now() + timeoutMs,
        settle: (reached) => {
          clearTimeout(timer);
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(reached);
        },
      };
      if (Number.isFinite(timeoutMs)) timer = setTimeout(() => waiter.settle(false), timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Runs lease work one step at a time: rounds, stops and restarts never interleave. */
  private serial<R>(fn: () => Promise<R>): Promise<R> {
    const next = this.queue.then(fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** One round of leases: start what this runner now holds, stop what it no longer does, and plan the next round. */
  private async tick(): Promise<void> {
    try {
      const balance = await this.leases.balance(this.projections.map((p) => p.name));
      for (const name of this.held()) if (!balance.held.includes(name)) await this.halt(name);
      await this.run(this.projections.filter((p) => balance.held.includes(p.name) && !this.running.has(p.name)));
      if (balance.takenOver.length > 0) console.log(`[projections] ${this.holder} took over ${balance.takenOver.join(', ')}`);
      await this.refreshOthers();
      this.plan(balance.wanting ? Math.min(1_000, this.leases.settings.renewMs) : this.leases.settings.renewMs);
    } catch (error) {
      console.error(`[projections] ${this.holder} could not renew its leases`, error);
      this.plan(this.leases.settings.renewMs);
    }
  }

  private plan(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.serial(() => this.tick()), delayMs);
  }

  /**
   * Starts held projections from their stored checkpoints (replaying from the start those whose version changed):
   * they catch up together, reading the log once, then follow it together (projections/catchUp.ts).
   */
  private async run(projections: Projection[]): Promise<void> {
    if (projections.length === 0) return;
    const stored = new Map(
      (await this.docs.collection<Checkpoint>(CHECKPOINTS).getMany(projections.map((p) => p.name))).map((c) => [c._id, c]),
    );
    for (const projection of projections) {
      const checkpoint = stored.get(projection.name);
      let from = checkpoint ? BigInt(checkpoint.position) : 0n;
      if (checkpoint && checkpoint.version !== projection.version) {
        await resetProjection(this.docs, projection);
        from = 0n;
      }
      this.positions.set(projection.name, from);
      this.refused.delete(projection.name);
    }
    const together = followTogether(
      {
        store: this.store,
        positionOf: (name) => this.positions.get(name) ?? 0n,
        apply: (members, batch) => this.apply(members, batch),
        caughtUp: (projection) => this.caughtUp(projection),
        goLive: (projection) => this.goLive(projection),
      },
      projections,
    );
    for (const [name, subscription] of together) this.running.set(name, subscription);
    this.wake();
  }

  /**
   * A projection at the head of the log: its collections are declared again, so that a store which left the indexes
   * of empty collections unbuilt while they filled builds them now.
   */
  private caughtUp(projection: Projection): void {
    this.docs
      .ensure(projection.collections)
      .catch((error: unknown) => console.error(`[projections] ${projection.name}: the indexes of its read models failed`, error));
  }

  /** A projection whose batch failed among the others follows the log alone, from its committed position. */
  private goLive(projection: Projection): void {
    this.caughtUp(projection);
    const from = this.positions.get(projection.name) ?? 0n;
    this.running.set(
      projection.name,
      this.store.subscribe(from, (batch) => this.apply([projection], batch)),
    );
  }

  /** Stops a projection's subscription; waiters on in-memory positions go on with the stored checkpoints. */
  private async halt(name: string): Promise<void> {
    const subscription = this.running.get(name);
    if (!subscription) return;
    this.running.delete(name);
    await subscription.stop();
    for (const waiter of this.waiters.splice(0)) {
      checkpointsReached(this.docs, this.projections, waiter.position, Math.max(0, waiter.deadline - Date.now()), this.peers).then(
        (reached) => waiter.settle(reached),
        () => waiter.settle(false),
      );
    }
  }

  /** The stored checkpoints of the projections other runners apply. */
  private async refreshOthers(): Promise<void> {
    const others = this.projections.filter((p) => !this.running.has(p.name)).map((p) => p.name);
    if (others.length === 0) return;
    for (const checkpoint of await this.docs.collection<Checkpoint>(CHECKPOINTS).getMany(others)) {
      this.positions.set(checkpoint._id, BigInt(checkpoint.position));
    }
  }

  private reached(position: bigint): boolean {
    return this.projections.every((p) => (this.positions.get(p.name) ?? 0n) >= position);
  }

  private wake(): void {
    for (const waiter of this.waiters.filter((w) => this.reached(w.position))) waiter.settle(true);
  }

  /**
   * Applies a batch to each projection still behind its end, in one transaction: per projection, the lease is checked,
   * the checkpoint moved from where this runner left it (compare-and-set), and only the events past it handled.
   */
  private async apply(projections: Projection[], batch: RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1].position;
    const behind = projections
      .filter((p) => !this.refused.has(p.name))
      .map((projection) => ({ projection, from: this.positions.get(projection.name) ?? 0n }))
      .filter(({ from }) => from < last);
    if (behind.length === 0) return;
    const outcomes = await this.docs.transaction(async (tx) => {
      const buffered = new BufferedSession(tx);
      const refusals = new Map<string, Refusal>();
      // Leases and checkpoints read once for every projection (two reads a batch, where it was two per projection).
      const leases = await this.leases.held(
        buffered,
        behind.map(({ projection }) => projection.name),
      );
      const held = new Set(leases.map((lease) => lease._id));
      const stored = await storedCheckpoints(
        buffered,
        behind.map(({ projection }) => projection),
      );
      for (const { projection, from } of behind) {
        const refusal = !held.has(projection.name) ? 'lease lost' : stored[projection.name] !== from ? 'checkpoint moved' : null;
        if (refusal) refusals.set(projection.name, refusal);
        else await applyProjection(buffered, projection, from, batch);
      }
      // The leases of the projections applied: one a batch found lapsed, or that this batch took long enough to leave
      // near its lapse, is renewed with the commit (the renewal timer may not have run since).
      await this.leases.extend(
        buffered,
        leases.filter((lease) => !refusals.has(lease._id)),
      );
      await buffered.flush();
      return refusals;
    });
    for (const { projection } of behind) if (!outcomes.has(projection.name)) this.positions.set(projection.name, last);
    this.wake();
    this.peers.projected();
    for (const { projection, from } of behind) {
      const refusal = outcomes.get(projection.name);
      if (refusal) this.refuse(projection, refusal, from);
    }
  }

  /** Stops a projection whose batch was refused: a lost lease is retaken, if free, at the next round; a moved checkpoint is followed from where it now is. */
  private refuse(projection: Projection, refusal: Refusal, from: bigint): void {
    this.refused.add(projection.name);
    console.warn(`[projections] ${this.holder} stops ${projection.name} (${refusal} at ${from})`);
    // Not awaited: stopping a subscription waits for the very batch being applied.
    this.serial(async () => {
      await this.halt(projection.name);
      if (refusal === 'checkpoint moved' && !this.stopped) await this.run([projection]);
    }).catch((error: unknown) => console.error(`[projections] ${this.holder} could not restart ${projection.name}`, error));
  }
}

/** Within a transaction whose lease and checkpoint were checked: handles the events past `from`, and moves the checkpoint to the batch's end. */
async function applyProjection(tx: DocSession, projection: Projection, from: bigint, batch: RecordedEvent[]): Promise<void> {
  for (const event of batch) {
    if (event.position <= from) continue;
    const handle = projection.handles[event.type];
    if (handle) await handle(event, tx);
  }
  const last = batch[batch.length - 1].position;
  await tx.collection<Checkpoint>(CHECKPOINTS).put({ _id: projection.name, position: String(last), version: projection.version });
}

/** Declares the projections' collections, their checkpoints and leases (creates what is missing). */
export async function declareReadModels(docs: DocStore, projections: Projection[]): Promise<void> {
  await docs.ensure([{ name: CHECKPOINTS }, ...LEASE_COLLECTIONS, ...projections.flatMap((p) => p.collections)]);
}

/** Empties a projection's collections and forgets its checkpoint, so it replays from the first event. */
export async function resetProjection(docs: DocStore, projection: Projection): Promise<void> {
  for (const spec of projection.collections) await docs.drop(spec.name);
  await docs.collection(CHECKPOINTS).delete(projection.name);
}

/** Each projection's committed position as stored beside the read models ('0' before its first batch), or as a transaction sees it. */
export async function storedCheckpoints(docs: DocSession, projections: Projection[]): Promise<Record<string, bigint>> {
  const stored = new Map((await docs.collection<Checkpoint>(CHECKPOINTS).getMany(projections.map((p) => p.name))).map((c) => [c._id, c]));
  return Object.fromEntries(projections.map((p) => [p.name, BigInt(stored.get(p.name)?.position ?? 0)]));
}

/**
 * From a process that runs no projection (`npm run workers`, an API process with PROJECTIONS=0): resolves true once
 * every projection's committed checkpoint, as stored beside the read models, has passed position; false after timeoutMs.
 */
export async function checkpointsReached(
  docs: DocStore,
  projections: Projection[],
  position: bigint,
  timeoutMs: number,
  peers: ReadModelPeers,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const checkpoints = docs.collection<Checkpoint>(CHECKPOINTS);
  for (;;) {
    const stored = await checkpoints.getMany(projections.map((p) => p.name));
    if (stored.length === projections.length && stored.every((c) => BigInt(c.position) >= position)) return true;
    if (Date.now() >= deadline) return false;
    // Woken when another API process's projections commit, else looked at again after the interval.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, CHECKPOINT_POLL_MS);
      const stop = peers.onProjected(done);
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }
}

/** Read-your-writes in a process that runs no projection: the stored checkpoints, looked at every CHECKPOINT_POLL_MS. */
export function storedProgress(docs: DocStore, projections: Projection[], peers: ReadModelPeers): ReadModelProgress {
  return { waitFor: (position, timeoutMs = 2_000) => checkpointsReached(docs, projections, position, timeoutMs, peers) };
}

/** How often a process without projections looks at their checkpoints. */
const CHECKPOINT_POLL_MS = 50;
