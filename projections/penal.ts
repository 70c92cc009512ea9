import type { DocSession } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import type { DetentionFields, FollowFields } from '@domain/penal/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** A detention element with its file and the position it was recorded at (ties of the path order). */
export type DetentionDoc = DetentionFields & { _id: string; recipient_id: string; seq: number };
/** A follow-up with its file; whether it runs today is judged when read. */
export type FollowDoc = FollowFields & { _id: string; recipient_id: string };

export const DETENTIONS = 'penal_detentions';
export const FOLLOWS = 'penal_follows';

async function deleteWhere(tx: DocSession, collection: string, where: Record<string, string>): Promise<void> {
  const docs = tx.collection(collection);
  for (const doc of (await docs.find({ where })).items) await docs.delete(doc._id);
}

export const penalProjection: Projection = {
  name: 'penal',
  version: 1,
  collections: [
    { name: DETENTIONS, indexes: ['recipient_id', 'follow_id'] },
    { name: FOLLOWS, indexes: ['recipient_id', ['recipient_id', 'start_date']] },
  ],
  handles: handlers<RecipientEvent>({
    async RecipientDeleted(event, tx) {
      const recipient_id = idOf(event.streamId);
      await deleteWhere(tx, DETENTIONS, { recipient_id });
      await deleteWhere(tx, FOLLOWS, { recipient_id });
    },
    async DetentionAdded(event, tx) {
      const { detention_id, detention } = event.data;
      await tx
        .collection<DetentionDoc>(DETENTIONS)
        .put({ ...detention, _id: detention_id, recipient_id: idOf(event.streamId), seq: Number(event.position) });
    },
    async DetentionChanged(event, tx) {
      const detentions = tx.collection<DetentionDoc>(DETENTIONS);
      const doc = await detentions.get(event.data.detention_id);
      if (doc) await detentions.put(applyChanges(doc, event.data.changes));
    },
    async DetentionDeleted(event, tx) {
      await tx.collection(DETENTIONS).delete(event.data.detention_id);
    },
    async DetentionLinkedToFollow(event, tx) {
      await tx.collection<DetentionDoc>(DETENTIONS).patch(event.data.detention_id, { follow_id: event.data.follow_id });
    },
    async FollowAdded(event, tx) {
      const { follow_id, follow } = event.data;
      await tx.collection<FollowDoc>(FOLLOWS).put({ ...follow, _id: follow_id, recipient_id: idOf(event.streamId) });
    },
    async FollowChanged(event, tx) {
      const follows = tx.collection<FollowDoc>(FOLLOWS);
      const doc = await follows.get(event.data.follow_id);
      if (doc) await follows.put(applyChanges(doc, event.data.changes));
    },
    async FollowDeleted(event, tx) {
      await tx.collection(FOLLOWS).delete(event.data.follow_id);
      const detentions = tx.collection<DetentionDoc>(DETENTIONS);
      for (const doc of (await detentions.find({ where: { follow_id: event.data.follow_id } })).items)
        await detentions.patch(doc._id, { follow_id: null });
    },
  }),
};
