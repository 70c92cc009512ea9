import type { DocStore } from './docStore';
import type { EventStore } from '../commands/eventStore';
import type { Projection } from './projection';
import { declareReadModels, ProjectionRunner, resetProjection } from './runner';

/** Drops the given projections and replays every event into them; resolves when they reach the head (a position, which counts the events on SQLite only). */
export async function rebuildProjections(
  store: EventStore,
  docs: DocStore,
  projections: Projection[],
): Promise<{ head: bigint; ms: number }> {
  const started = performance.now();
  await declareReadModels(docs, projections);
  for (const projection of projections) await resetProjection(docs, projection);
  const head = await store.headPosition();
  const runner = new ProjectionRunner(store, docs, projections);
  await runner.start();
  await runner.waitFor(head, Infinity);
  await runner.stop();
  // Every index built, as the API would have it before serving lists over the rebuilt read models.
  await declareReadModels(docs, projections);
  return { head, ms: performance.now() - started };
}
