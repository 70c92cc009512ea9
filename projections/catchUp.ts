import type { EventStore, RecordedEvent, Subscription } from '../commands/eventStore';
import type { Projection } from './projection';

/**
 * Events read per page while catching up: one document-store transaction applies a page to every member. Fewer,
 * larger transactions write each hot page of the read models less often (a rebuild runs 1.5 times faster than with
 * pages of 1,000); larger pages than this one gained little and raised the API's peak memory during a rebuild.
 */
const CATCH_UP_PAGE = 5_000;

/** What projections following the log together need from their runner. */
export interface CatchUpHost {
  store: EventStore;
  /** The member's committed position. */
  positionOf(name: string): bigint;
  /** Applies one batch to the members still behind it, in one transaction. */
  apply(members: Projection[], batch: RecordedEvent[]): Promise<void>;
  /** The member reached the head of the log (its read models may now get what waited for it: their indexes). */
  caughtUp(projection: Projection): void;
  /** A batch failed: the member goes on with a subscription of its own, from its committed position. */
  goLive(projection: Projection): void;
}

/**
 * Several projections (every one a runner holds, at its start) follow the log together: behind its head (a start
 * after downtime, a new version, a rebuild) they read it once between them instead of once each, in pages; at the
 * head, one subscription applies each new batch to all of them in one transaction, so that a write costs the read
 * models one commit rather than one per projection. A batch a handler fails on hands every member to its own
 * subscription, which retries with backoff, so that one faulty read model does not hold the others back.
 */
export function followTogether(host: CatchUpHost, projections: Projection[]): Map<string, Subscription> {
  const members = new Map(projections.map((p) => [p.name, p]));
  let current: Promise<void> = Promise.resolve();
  let following: Subscription | null = null;

  /** Every member alone from now on (their committed positions, as the failed batch left them). */
  const apart = (reason: string, error: unknown) => {
    console.error(`[projections] ${reason}; each read model goes on alone`, error);
    for (const projection of members.values()) host.goLive(projection);
    members.clear();
    void following?.stop();
  };

  const applyTogether = async (batch: RecordedEvent[]) => {
    if (members.size === 0) return false;
    try {
      current = host.apply([...members.values()], batch);
      await current;
      return true;
    } catch (error) {
      apart('following the log together failed', error);
      return false;
    }
  };

  const catchUp = async () => {
    let position = projections.map((p) => host.positionOf(p.name)).reduce((min, at) => (at < min ? at : min));
    for (;;) {
      // Every member left: the runner stopped, and its stores may be closing.
      if (members.size === 0) return;
      const batch = await host.store.readAll(position, CATCH_UP_PAGE);
      if (batch.length === 0 || !(await applyTogether(batch))) break;
      position = batch[batch.length - 1].position;
      // A synchronous store never yields on its own: let requests and timers run between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (members.size === 0) return;
    for (const projection of members.values()) host.caughtUp(projection);
    following = host.store.subscribe(position, async (batch) => void (await applyTogether(batch)));
  };
  void catchUp().catch((error: unknown) => {
    if (members.size > 0) apart('catching up together stopped', error);
  });

  /** Leaving waits for the batch being applied: nothing is applied to a member once its stop has resolved. */
  const leave = async (name: string) => {
    if (!members.delete(name)) return;
    await current.catch(() => undefined);
    if (members.size === 0) await following?.stop();
  };
  return new Map(projections.map((p) => [p.name, { stop: () => leave(p.name) }]));
}
