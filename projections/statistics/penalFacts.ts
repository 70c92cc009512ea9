import { applyChanges } from '@domain/shared/changes';
import type { RecipientEvent } from '@domain/recipients/events';
import { handlers } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna } from './fileFacts';

/** A SPIP follow-up as the reports count it. */
export interface FollowFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  organism_id: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** A detention element as the reports count it: place and status are reference-list entries. */
export interface DetentionFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  place: string | null;
  status: string | null;
  start_date: string | null;
  end_date: string | null;
  exit_date: string | null;
}

export const STAT_FOLLOWS = 'stat_follows';
export const STAT_DETENTIONS = 'stat_detentions';

const followFields = (follow: Partial<FollowFact>) => ({
  organism_id: follow.organism_id || null,
  start_date: follow.start_date || null,
  end_date: follow.end_date || null,
});

const detentionFields = (detention: Partial<DetentionFact>) => ({
  place: detention.place || null,
  status: detention.status || null,
  start_date: detention.start_date || null,
  end_date: detention.end_date || null,
  exit_date: detention.exit_date || null,
});

/** SPIP follow-ups and detentions. */
export const penalFacts: FactModule = {
  collections: [
    { name: STAT_FOLLOWS, indexes: [['antenna_id', 'start_date'], ['antenna_id', 'end_date'], 'recipient_id'] },
    { name: STAT_DETENTIONS, indexes: [['antenna_id', 'exit_date'], 'recipient_id'] },
  ],
  handles: handlers<RecipientEvent>({
    async FollowAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      await tx
        .collection<FollowFact>(STAT_FOLLOWS)
        .put({ _id: event.data.follow_id, recipient_id, antenna_id, ...followFields(event.data.follow) });
    },
    async FollowChanged(event, tx) {
      const follows = tx.collection<FollowFact>(STAT_FOLLOWS);
      const fact = await follows.get(event.data.follow_id);
      if (fact) await follows.put({ ...fact, ...followFields(applyChanges(fact, event.data.changes)) });
    },
    async FollowDeleted(event, tx) {
      await tx.collection(STAT_FOLLOWS).delete(event.data.follow_id);
    },
    async DetentionAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      await tx
        .collection<DetentionFact>(STAT_DETENTIONS)
        .put({ _id: event.data.detention_id, recipient_id, antenna_id, ...detentionFields(event.data.detention) });
    },
    async DetentionChanged(event, tx) {
      const detentions = tx.collection<DetentionFact>(STAT_DETENTIONS);
      const fact = await detentions.get(event.data.detention_id);
      if (fact) await detentions.put({ ...fact, ...detentionFields(applyChanges(fact, event.data.changes)) });
    },
    async DetentionDeleted(event, tx) {
      await tx.collection(STAT_DETENTIONS).delete(event.data.detention_id);
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_FOLLOWS, STAT_DETENTIONS]);
    },
  }),
};
