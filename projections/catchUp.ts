import type { EventStore, RecordedEvent, Subscription } from '../commands/eventStore';
import type { Projection } from './projection';

/**
 * Events read per page while catching up: one document-store transaction applies a page to every member. Fewer,
 * larger transactions write each hot page of the read models less often (a rebuild runs 1.5 times faster than with
 * pages of 1,000); larger pages than this one gained little and raised the API's peak memory during a rebuild.
 */
const CATCH_UP_PAGE = 5_000;

/** What a catch-up needs from its runner. */
export interface CatchUpHost {
  store: EventStore;
  /** The member's committed position. */
  positionOf(name: string): bigint;
  /** Applies one page to the members still behind it, in one transaction. */
  apply(members: Projection[], batch: RecordedEvent[]): Promise<void>;
  /** The member reached the head of the log (or the catch-up failed): it goes on with a subscription of its own. */
  goLive(projection: Projection): void;
}

/**
 * Several projections behind the head of the log (a start after downtime, a new version, a rebuild) read it once
 * together instead of once each: the whole log is read a single time whatever the number of read models. A page a
 * handler fails on hands every member to its own subscription, which retries with backoff, so that one faulty
 * read model does not hold the others back.
 */
export function catchUpTogether(host: CatchUpHost, projections: Projection[]): Map<string, Subscription> {
  const members = new Map(projections.map((p) => [p.name, p]));
  let current: Promise<void> = Promise.resolve();

  const loop = async () => {
    let position = projections.map((p) => host.positionOf(p.name)).reduce((min, at) => (at < min ? at : min));
    while (members.size > 0) {
      const batch = await host.store.readAll(position, CATCH_UP_PAGE);
      if (batch.length === 0 || members.size === 0) break;
      try {
        current = host.apply([...members.values()], batch);
        await current;
      } catch (error) {
        console.error('[projections] catching up together failed; each read model goes on alone', error);
        break;
      }
      position = batch[batch.length - 1].position;
      // A synchronous store never yields on its own: let requests and timers run between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const projection of members.values()) host.goLive(projection);
    members.clear();
  };
  void loop().catch((error: unknown) => {
    console.error('[projections] catching up together stopped', error);
    for (const projection of members.values()) host.goLive(projection);
    members.clear();
  });

  /** Leaving waits for the page being applied: nothing is applied to a member once its stop has resolved. */
  const leave = async (name: string) => {
    if (members.delete(name)) await current.catch(() => undefined);
  };
  return new Map(projections.map((p) => [p.name, { stop: () => leave(p.name) }]));
}
