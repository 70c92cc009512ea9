import type { DocSession } from './docStore';
import type { HelpLine } from '@domain/meetings/fields';
import { meetingsSummary } from '@domain/meetings/totals';
import type { RecipientEvent } from '@domain/recipients/events';
import { applyChanges } from '@domain/shared/changes';
import type { Handlers } from './projection';
import { idOf } from './streamIds';

// The recipients list's last_meeting and help_total: each file's meetings (date and line totals)
// kept beside its row, summed up again (meetingsSummary) whenever one of them changes.

/** A meeting of a file: its date and the totals of its lines. */
interface MeetingSum {
  _id: string;
  recipient_id: string;
  date: string;
  helps: { total_price: number }[];
}

/** Where the recipients read model keeps the files' meetings. */
export const MEETING_SUMS = 'recipient_meetings';

const totalsOf = (lines: readonly { total_price: number }[]) => lines.map((line) => ({ total_price: line.total_price }));

/** The handlers that keep a row's last_meeting and help_total, the rows being in the collection named. */
export function meetingSumHandlers(rows: string): Handlers<RecipientEvent> {
  const summarize = async (tx: DocSession, recipientId: string) => {
    const { items } = await tx.collection<MeetingSum>(MEETING_SUMS).find({ where: { recipient_id: recipientId } });
    const { last_meeting, help_total } = meetingsSummary(items);
    await tx.collection(rows).patch(recipientId, { last_meeting, help_total });
  };
  const put = async (tx: DocSession, meeting: MeetingSum) => {
    await tx.collection<MeetingSum>(MEETING_SUMS).put(meeting);
    await summarize(tx, meeting.recipient_id);
  };
  return {
    async MeetingAdded(event, tx) {
      const { meeting_id, meeting } = event.data;
      await put(tx, { _id: meeting_id, recipient_id: idOf(event.streamId), date: meeting.date, helps: totalsOf(meeting.helps) });
    },
    async MeetingChanged(event, tx) {
      const meeting = await tx.collection<MeetingSum>(MEETING_SUMS).get(event.data.meeting_id);
      if (!meeting) return;
      const { date, helps } = applyChanges({ date: meeting.date, helps: meeting.helps }, event.data.changes);
      await put(tx, { ...meeting, date, helps: totalsOf(helps as HelpLine[]) });
    },
    async MeetingDeleted(event, tx) {
      const meeting = await tx.collection<MeetingSum>(MEETING_SUMS).get(event.data.meeting_id);
      if (!meeting) return;
      await tx.collection(MEETING_SUMS).delete(meeting._id);
      await summarize(tx, meeting.recipient_id);
    },
  };
}
