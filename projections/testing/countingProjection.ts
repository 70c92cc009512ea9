import type { Projection } from '../projection';

/** A deliberately non-idempotent projection (it increments): applying an event twice shows in the counts. */
export const countingProjection: Projection = {
  name: 'counting',
  version: 1,
  collections: [{ name: 'counts' }],
  handles: {
    async Counted(event, tx) {
      const counts = tx.collection<{ _id: string; n: number }>('counts');
      const current = await counts.get(event.streamId);
      await counts.put({ _id: event.streamId, n: (current?.n ?? 0) + 1 });
    },
  },
};
