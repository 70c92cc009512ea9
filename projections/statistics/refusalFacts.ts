import { applyChanges } from '@domain/shared/changes';
import type { RecipientEvent } from '@domain/recipients/events';
import { handlers } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna } from './fileFacts';

/** A refusal of domiciliation (the Domiciliation tab's 'Refus de domiciliation'), counted by the annual report. */
export interface RefusalFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  date: string;
  /** One of the motives of REFUSAL_REASONS, as recorded. */
  reason: string | null;
}

export const STAT_DOMICILIATION_REFUSALS = 'stat_domiciliation_refusals';

/** Refusals of domiciliation, each with the antenna of its file when it was recorded. */
export const refusalFacts: FactModule = {
  collections: [{ name: STAT_DOMICILIATION_REFUSALS, indexes: [['antenna_id', 'date'], 'recipient_id'] }],
  handles: handlers<RecipientEvent>({
    async DomiciliationRefusalAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      const { date, reason } = event.data.record;
      await tx
        .collection<RefusalFact>(STAT_DOMICILIATION_REFUSALS)
        .put({ _id: event.data.record_id, recipient_id, antenna_id, date, reason });
    },
    async DomiciliationRefusalChanged(event, tx) {
      const refusals = tx.collection<RefusalFact>(STAT_DOMICILIATION_REFUSALS);
      const fact = await refusals.get(event.data.record_id);
      if (!fact) return;
      const { date, reason } = applyChanges({ date: fact.date, reason: fact.reason }, event.data.changes);
      await refusals.patch(fact._id, { date, reason });
    },
    async DomiciliationRefusalDeleted(event, tx) {
      await tx.collection(STAT_DOMICILIATION_REFUSALS).delete(event.data.record_id);
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_DOMICILIATION_REFUSALS]);
    },
  }),
};
