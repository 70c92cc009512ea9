import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import type { DocStore } from '../docStore';
import type { EventMeta } from '../../commands/eventStore';
import { SqliteEventStore } from '../../infra/eventstore/sqliteEventStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import type { Projection } from '../projection';
import { rebuildProjections } from '../rebuild';
import { ProjectionRunner } from '../runner';

/** An event as a spec states it: the real store gives it its id (unless given), revision and position. */
export interface SpecEvent {
  streamId: string;
  type: string;
  data: object;
  id?: string;
  meta?: Partial<EventMeta>;
}

/** Who and when, for events that do not say. */
export const SPEC_META: EventMeta = { userId: 'u-admin', at: '2026-11-22T10:00:00.000Z' };

/** A domain event (as the builders make them) recorded on a stream, by someone at some instant when given. */
export function on<E extends { type: string; data: object }>(streamId: string, event: E, meta: Partial<EventMeta> = {}): SpecEvent {
  return { streamId, type: event.type, data: event.data, meta };
}

type Then = (docs: DocStore) => Promise<void> | void;

/**
 * givenEvents(projections, events)[.when(events)].then(async (docs) => expect(...)): the given events
 * are appended to a real SQLite event store and replayed by rebuildProjections; the `when` events are
 * appended afterwards and applied by a runner resuming from the checkpoints, in batches of their own
 * (as a server applies later writes). Both go through the runner's transactions into a real SQLite
 * document store on a temp directory.
 */
export function givenEvents(projections: Projection | Projection[], given: SpecEvent[]) {
  const list = Array.isArray(projections) ? projections : [projections];
  const run = async (later: SpecEvent[], then: Then) => {
    const dir = tempDataDir();
    const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    const docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    const failures: unknown[] = [];
    const watched = list.map((projection) => watch(projection, failures));
    try {
      await append(store, given);
      await rebuildProjections(store, docs, watched);
      if (later.length > 0) {
        await append(store, later);
        const runner = new ProjectionRunner(store, docs, watched);
        await runner.start();
        await runner.waitFor(await store.headPosition(), Infinity);
        await runner.stop();
      }
      if (failures.length > 0) throw failures[0];
      await then(docs);
    } finally {
      await store.close();
      await docs.close();
      dir.remove();
    }
  };
  return {
    when: (later: SpecEvent[]) => ({ then: (then: Then) => run(later, then) }),
    then: (then: Then) => run([], then),
  };
}

async function append(store: SqliteEventStore, events: SpecEvent[]): Promise<void> {
  for (const event of events) {
    await store.append(
      event.streamId,
      [{ id: event.id ?? randomUUID(), type: event.type, data: event.data, meta: { ...SPEC_META, ...event.meta } }],
      'any',
    );
  }
}

/**
 * The projection with each handler's failure recorded. A subscription retries a failed batch forever,
 * so after the first failure the handlers stand down: the runner reaches the head and the spec
 * reports the recorded error instead of hanging until the test times out.
 */
function watch(projection: Projection, failures: unknown[]): Projection {
  const handles = Object.fromEntries(
    Object.entries(projection.handles).map(([type, handle]) => [
      type,
      async (...args: Parameters<typeof handle>) => {
        if (failures.length > 0) return;
        try {
          await handle(...args);
        } catch (error) {
          failures.push(error);
          throw error;
        }
      },
    ]),
  );
  return { ...projection, handles };
}
