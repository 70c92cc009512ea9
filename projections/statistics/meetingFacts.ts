import type { FieldChanges } from '@domain/shared/changes';
import { HELP_CATEGORIES, type HelpCategory } from '@domain/helps/fields';
import {
  MEETING_TOPICS,
  type HelpLine,
  type MeetingFields,
  type MeetingTopic,
  type MeetingType,
  type Presence,
} from '@domain/meetings/fields';
import { meetingTotal } from '@domain/meetings/totals';
import type { RecipientEvent } from '@domain/recipients/events';
import type { DocSession } from '../docStore';
import { handlers } from '../projection';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna } from './fileFacts';

import { eachMonthWindow } from './windows';
import { Days, MonthSpan } from './periods';

/** A meeting as the reports count it: when, where (the file's antenna when it was recorded), by whom, how, its aids. */
export type MeetingFact = {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  user_id: string;
  date: string;
  /** YYYY-MM of the date. */
  month: string;
  presence: Presence;
  type: MeetingType;
  sid: boolean;
  /** The aids handed out (€) by category, and in all, to the cent. */
  aids: Record<HelpCategory, number>;
  aid_total: number;
  /** How many aid lines the meeting holds. */
  help_lines: number;
} & Record<MeetingTopic, boolean>;

export const STAT_MEETINGS = 'stat_meetings';

/** The aids of a meeting by category and in all, each total to the cent. */
export function aidFigures(
  lines: readonly Pick<HelpLine, 'category' | 'total_price'>[],
): Pick<MeetingFact, 'aids' | 'aid_total' | 'help_lines'> {
  const aids = Object.fromEntries(
    HELP_CATEGORIES.map((category) => [category, meetingTotal(lines.filter((line) => line.category === category))]),
  ) as Record<HelpCategory, number>;
  return { aids, aid_total: meetingTotal(lines), help_lines: lines.length };
}

// Written out field by field rather than spread, for the reason `extended` gives (domain/shared/paths.ts): a rebuild
// makes a fact per meeting.
function fromMeeting(meeting: MeetingFields, base: Pick<MeetingFact, '_id' | 'recipient_id' | 'antenna_id'>): MeetingFact {
  const { aids, aid_total, help_lines } = aidFigures(meeting.helps ?? []);
  return {
    _id: base._id,
    recipient_id: base.recipient_id,
    antenna_id: base.antenna_id,
    user_id: meeting.user_id,
    date: meeting.date,
    month: meeting.date.slice(0, 7),
    presence: meeting.presence,
    type: meeting.type,
    sid: meeting.sid === true,
    housing: meeting.housing === true,
    resources: meeting.resources === true,
    work: meeting.work === true,
    health: meeting.health === true,
    admin: meeting.admin === true,
    aids,
    aid_total,
    help_lines,
  };
}

/** A fact with an edit's changes: the fields it keeps take their new values, the aids are counted again from the new lines. */
function changed(fact: MeetingFact, changes: FieldChanges): MeetingFact {
  const kept = ['user_id', 'date', 'presence', 'type', 'sid', ...MEETING_TOPICS];
  const set = Object.fromEntries(
    Object.entries(changes)
      .filter(([field]) => kept.includes(field))
      .map(([field, { to }]) => [field, to]),
  );
  const next = { ...fact, ...set } as MeetingFact;
  const helps = changes.helps?.to;
  return { ...next, month: next.date.slice(0, 7), ...(Array.isArray(helps) ? aidFigures(helps as HelpLine[]) : {}) };
}

/** Meetings (entretiens) and the aids handed out in them. */
export const meetingFacts: FactModule = {
  collections: [{ name: STAT_MEETINGS, indexes: [['antenna_id', 'date'], 'date', 'recipient_id', ['user_id', 'date']] }],
  handles: handlers<RecipientEvent>({
    async MeetingAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      const { meeting_id, meeting } = event.data;
      await tx.collection<MeetingFact>(STAT_MEETINGS).put(fromMeeting(meeting, { _id: meeting_id, recipient_id, antenna_id }));
    },
    async MeetingChanged(event, tx) {
      const facts = tx.collection<MeetingFact>(STAT_MEETINGS);
      const fact = await facts.get(event.data.meeting_id);
      if (fact) await facts.put(changed(fact, event.data.changes));
    },
    async MeetingDeleted(event, tx) {
      await tx.collection(STAT_MEETINGS).delete(event.data.meeting_id);
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_MEETINGS]);
    },
  }),
};

/**
 * Runs fn on the meetings of the antenna (every antenna when null) dated within the days, one month at a time in
 * date order (a range on an indexed date): a report never holds more than a month of meetings.
 */
export async function eachMonthOfMeetings(
  docs: DocSession,
  antennaId: string | null,
  days: Days,
  fn: (span: MonthSpan, meetings: MeetingFact[]) => void | Promise<void>,
): Promise<void> {
  const where = antennaId === null ? {} : { antenna_id: antennaId };
  await eachMonthWindow(docs.collection<MeetingFact>(STAT_MEETINGS), { where }, 'date', days, fn);
}
