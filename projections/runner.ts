import type { DocStore } from './docStore';
import type { EventStore, RecordedEvent, Subscription } from '../commands/eventStore';
import type { Projection } from './projection';

interface Checkpoint {
  _id: string;
  position: string;
  version: number;
}

const CHECKPOINTS = 'projection_checkpoints';

/**
 * Runs projections: each one subscribes from its checkpoint and applies every batch in one
 * document-store transaction that also moves its checkpoint, so a crash leaves a batch wholly
 * applied or not at all, and a restart resumes exactly where the last commit left off.
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, bigint>();
  private readonly subscriptions: Subscription[] = [];
  private waiters: { position: bigint; wake: () => void }[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly docs: DocStore,
    private readonly projections: Projection[],
  ) {}

  /** Declares collections, rebuilds projections whose version changed, and starts every subscription. */
  async start(): Promise<void> {
    await declareReadModels(this.docs, this.projections);
    const checkpoints = this.docs.collection<Checkpoint>(CHECKPOINTS);
    for (const projection of this.projections) {
      const checkpoint = await checkpoints.get(projection.name);
      let from = checkpoint ? BigInt(checkpoint.position) : 0n;
      if (checkpoint && checkpoint.version !== projection.version) {
        await resetProjection(this.docs, projection);
        from = 0n;
      }
      this.positions.set(projection.name, from);
      this.subscriptions.push(this.store.subscribe(from, (batch) => this.apply(projection, batch)));
    }
  }

  async stop(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((s) => s.stop()));
  }

  /** Committed position of each projection. */
  checkpoints(): Record<string, string> {
    return Object.fromEntries([...this.positions].map(([name, position]) => [name, String(position)]));
  }

  /** Resolves true once every projection has passed position, or false after timeoutMs (never, when it is Infinity). */
  waitFor(position: bigint, timeoutMs = 2_000): Promise<boolean> {
    if (this.reached(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { position, wake: () => resolve(true) };
      if (Number.isFinite(timeoutMs)) {
        const timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs);
        waiter.wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      }
      this.waiters.push(waiter);
    });
  }

  private reached(position: bigint): boolean {
    return [...this.positions.values()].every((p) => p >= position);
  }

  private async apply(projection: Projection, batch: RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1].position;
    await this.docs.transaction(async (tx) => {
      for (const event of batch) {
        const handle = projection.handles[event.type];
        if (handle) await handle(event, tx);
      }
      await tx.collection<Checkpoint>(CHECKPOINTS).put({ _id: projection.name, position: String(last), version: projection.version });
    });
    this.positions.set(projection.name, last);
    const ready = this.waiters.filter((w) => this.reached(w.position));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.wake();
  }
}

/** Declares the projections' collections and their checkpoints (creates what is missing). */
export async function declareReadModels(docs: DocStore, projections: Projection[]): Promise<void> {
  await docs.ensure([{ name: CHECKPOINTS }, ...projections.flatMap((p) => p.collections)]);
}

/** Empties a projection's collections and forgets its checkpoint, so it replays from the first event. */
export async function resetProjection(docs: DocStore, projection: Projection): Promise<void> {
  for (const spec of projection.collections) await docs.drop(spec.name);
  await docs.collection(CHECKPOINTS).delete(projection.name);
}

/**
 * From a process that runs no projection (`npm run workers`): resolves true once every projection's
 * committed checkpoint, as stored beside the read models, has passed position; false after timeoutMs.
 */
export async function checkpointsReached(docs: DocStore, projections: Projection[], position: bigint, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const checkpoints = docs.collection<Checkpoint>(CHECKPOINTS);
  for (;;) {
    const stored = await checkpoints.getMany(projections.map((p) => p.name));
    if (stored.length === projections.length && stored.every((c) => BigInt(c.position) >= position)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_POLL_MS));
  }
}

/** How often a process without projections looks at their checkpoints. */
const CHECKPOINT_POLL_MS = 50;
