import type { Projection } from '../projection';

/** A deliberately non-idempotent projection (it increments): applying an event twice shows in the counts. */
export function countingInto(name: string, collection: string): Projection {
  return {
    name,
    version: 1,
    collections: [{ name: collection }],
    handles: {
      async Counted(event, tx) {
        const counts = tx.collection<{ _id: string; n: number }>(collection);
        const current = await counts.get(event.streamId);
        await counts.put({ _id: event.streamId, n: (current?.n ?? 0) + 1 });
      },
    },
  };
}

export const countingProjection = countingInto('counting', 'counts');
