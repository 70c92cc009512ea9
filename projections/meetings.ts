import type { DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { extended } from '@domain/shared/paths';
import { MEETING_TOPIC_LABELS, MEETING_TOPICS, type MeetingFields } from '@domain/meetings/fields';
import { MEETING_MESSAGES } from '@domain/meetings/rules';
import { meetingsSummary, meetingTotal } from '@domain/meetings/totals';
import type { RecipientEvent } from '@domain/recipients/events';
import type { MeetingList, MeetingView } from './helpViews';
import { fileOfRecord, openedFile, openedRecord } from './openedFile';
import type { ReadContext } from './readContext';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A meeting of a file as stored, with the position it was recorded at (ties of the list order). */
export type MeetingDoc = MeetingFields & { _id: string; recipient_id: string; seq: number };

const MEETINGS = 'meetings';

export const meetingsProjection: Projection = {
  name: 'meetings',
  version: 1,
  collections: [
    {
      name: MEETINGS,
      indexes: [
        ['recipient_id', 'date'],
        ['recipient_id', 'sid'],
      ],
    },
  ],
  handles: handlers<RecipientEvent>({
    async MeetingAdded(event, tx) {
      const { meeting_id, meeting } = event.data;
      await tx
        .collection<MeetingDoc>(MEETINGS)
        .put(extended(meeting, { _id: meeting_id, recipient_id: idOf(event.streamId), seq: Number(event.position) }));
    },
    async MeetingChanged(event, tx) {
      const meetings = tx.collection<MeetingDoc>(MEETINGS);
      const meeting = await meetings.get(event.data.meeting_id);
      if (meeting) await meetings.put(applyChanges(meeting, event.data.changes));
    },
    async MeetingDeleted(event, tx) {
      await tx.collection(MEETINGS).delete(event.data.meeting_id);
    },
    async RecipientDeleted(event, tx) {
      const meetings = tx.collection(MEETINGS);
      for (const doc of (await meetings.find({ where: { recipient_id: idOf(event.streamId) }, select: ['recipient_id'] })).items)
        await meetings.delete(doc._id);
    },
  }),
};

/** Meetings as the tab shows them: who held them, the topics covered, their total, what the reader may do. */
async function present(docs: DocStore, meetings: MeetingDoc[]): Promise<MeetingView[]> {
  const names = await userNames(
    docs,
    meetings.map((meeting) => meeting.user_id),
  );
  return meetings.map(({ seq: _seq, ...meeting }) => ({
    ...meeting,
    user: names.get(meeting.user_id) ?? null,
    topics: MEETING_TOPICS.filter((topic) => meeting[topic]).map((topic) => MEETING_TOPIC_LABELS[topic]),
    total: meetingTotal(meeting.helps),
    abilities: { edit: true, delete: true },
  }));
}

/** Meetings of a file matching the filter, newest first (the last recorded first on the same day). */
async function meetingsWhere(docs: DocStore, where: Record<string, string | boolean>): Promise<MeetingDoc[]> {
  const { items } = await docs.collection<MeetingDoc>(MEETINGS).find({
    where,
    sort: [
      ['date', -1],
      ['seq', -1],
    ],
  });
  return items;
}

/** The meetings of a file the reader may open, newest first, and the table's 'TOTAUX' row. */
export async function meetingsOfFile(read: ReadContext, recipientId: string): Promise<MeetingList> {
  await openedFile(read, recipientId);
  const items = await meetingsWhere(read.docs, { recipient_id: recipientId });
  const { count, help_total, help_total_high } = meetingsSummary(items);
  return { meetings: await present(read.docs, items), totals: { label: 'TOTAUX', count, help_total, help_total_high } };
}

/** The meetings of a file the reader may open that were held in detention (sid), newest first. */
export async function sidMeetingsOfFile(read: ReadContext, recipientId: string): Promise<MeetingView[]> {
  await openedFile(read, recipientId);
  return present(read.docs, await meetingsWhere(read.docs, { recipient_id: recipientId, sid: true }));
}

/** The file a meeting belongs to (404 'Entretien introuvable' when there is none), for a write on it. */
export const fileOfMeeting = (docs: DocStore, id: string) => fileOfRecord(docs, MEETINGS, id, MEETING_MESSAGES.notFound);

/** One meeting as the tab shows it, to a reader who may open its file. */
export async function readMeeting(read: ReadContext, id: string): Promise<MeetingView> {
  const meeting = await openedRecord<MeetingDoc>(read, MEETINGS, id, MEETING_MESSAGES.notFound);
  const [view] = await present(read.docs, [meeting]);
  return view;
}
