import type { DocSession } from './docStore';
import type { HelpLine } from '@domain/meetings/fields';
import { meetingsSummary } from '@domain/meetings/totals';
import type { RecipientEvent } from '@domain/recipients/events';
import { applyChanges } from '@domain/shared/changes';
import type { Handlers } from './projection';
import { idOf } from './streamIds';

// The recipients list's last_meeting and help_total: each file's meetings (date and line totals)
// kept in one document beside its row, summed up again (meetingsSummary) whenever one of them changes.
// One document per file rather than one per meeting: a replay reads and writes it by id, never by a
// query, so a batch of events touches it once however many meetings it adds.

/** A meeting of a file: its date and the totals of its lines. */
interface MeetingSum {
  meeting_id: string;
  date: string;
  helps: { total_price: number }[];
}

/** A file's meetings, under the file's id. */
interface FileMeetings {
  _id: string;
  meetings: MeetingSum[];
}

/** Where the recipients read model keeps the files' meetings. */
export const MEETING_SUMS = 'recipient_meetings';

const totalsOf = (lines: readonly { total_price: number }[]) => lines.map((line) => ({ total_price: line.total_price }));

/** The handlers that keep a row's last_meeting and help_total, the rows being in the collection named. */
export function meetingSumHandlers(rows: string): Handlers<RecipientEvent> {
  /** Replaces the file's meetings by what `change` makes of them, and sums them up on its row. */
  const update = async (tx: DocSession, recipientId: string, change: (meetings: MeetingSum[]) => MeetingSum[]) => {
    const files = tx.collection<FileMeetings>(MEETING_SUMS);
    const meetings = change((await files.get(recipientId))?.meetings ?? []);
    await files.put({ _id: recipientId, meetings });
    const { last_meeting, help_total } = meetingsSummary(meetings);
    await tx.collection(rows).patch(recipientId, { last_meeting, help_total });
  };
  return {
    async MeetingAdded(event, tx) {
      const { meeting_id, meeting } = event.data;
      const added = { meeting_id, date: meeting.date, helps: totalsOf(meeting.helps) };
      await update(tx, idOf(event.streamId), (meetings) => [...meetings.filter((m) => m.meeting_id !== meeting_id), added]);
    },
    async MeetingChanged(event, tx) {
      const { meeting_id, changes } = event.data;
      await update(tx, idOf(event.streamId), (meetings) =>
        meetings.map((meeting) => {
          if (meeting.meeting_id !== meeting_id) return meeting;
          const { date, helps } = applyChanges({ date: meeting.date, helps: meeting.helps }, changes);
          return { meeting_id, date, helps: totalsOf(helps as HelpLine[]) };
        }),
      );
    },
    async MeetingDeleted(event, tx) {
      await update(tx, idOf(event.streamId), (meetings) => meetings.filter((m) => m.meeting_id !== event.data.meeting_id));
    },
  };
}
