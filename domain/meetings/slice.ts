import { applyChanges } from '../shared/changes';
import {
  changedIds,
  defineSlice,
  describeChange,
  type Display,
  type FileSlice,
  type HistoryChange,
  type ValueKind,
} from '../recipients/slice';
import type { MeetingEvent, MeetingSlice } from './events';
import { MEETING_TOPIC_LABELS, type HelpLine, type MeetingFields } from './fields';
import { meetingTotal } from './totals';

// The meetings (entretiens) of a file with the aids handed out: the Entretiens tab.

/** Labels of the meeting fields in the history. */
export const MEETING_FIELD_LABELS: Record<string, string> = {
  user_id: 'Accueillant',
  date: 'Date',
  next_date: 'Prochain entretien',
  type: "Type d'entretien",
  presence: 'Présence',
  sid: 'En détention',
  ...MEETING_TOPIC_LABELS,
  comment: 'Commentaire',
  helps: 'Aides',
};

const kinds: Record<string, ValueKind> = {
  user_id: 'user',
  date: 'date',
  next_date: 'date',
  sid: 'boolean',
  housing: 'boolean',
  resources: 'boolean',
  work: 'boolean',
  health: 'boolean',
  admin: 'boolean',
};

/** An amount in euros as French text: '12,50 €'. */
export const euros = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

/** The aids of a meeting in words: 'Ticket de bus × 2 (3,00 €), Colis × 1 (0,00 €)', or '—'. */
export const helpLinesText = (lines: readonly HelpLine[] | null | undefined) =>
  lines && lines.length > 0 ? lines.map((line) => `${line.label} × ${line.quantity} (${euros(line.total_price)})`).join(', ') : '—';

function held(meeting: MeetingFields, display: Display): string {
  const aids = meeting.helps.length > 0 ? ` : ${meeting.helps.length} aide(s) pour ${euros(meetingTotal(meeting.helps))}` : '';
  return `Entretien du ${display('date', meeting.date)} (${meeting.type}, présence : ${meeting.presence}) avec ${display('user', meeting.user_id)}${aids}`;
}

function changeLines(changes: Record<string, { from: unknown; to: unknown }>, display: Display): HistoryChange[] {
  return Object.entries(changes).map(([field, { from, to }]) =>
    field === 'helps'
      ? { field, label: MEETING_FIELD_LABELS.helps, from: helpLinesText(from as HelpLine[]), to: helpLinesText(to as HelpLine[]) }
      : describeChange(meetingSlice, field, from, to, display),
  );
}

/** The meetings slice of the recipient file. */
export const meetingSlice: FileSlice<MeetingSlice, MeetingEvent> = defineSlice<MeetingSlice, MeetingEvent>({
  name: 'meetings',
  eventTypes: ['MeetingAdded', 'MeetingChanged', 'MeetingDeleted'],
  initialState: { meetings: {} },
  labels: MEETING_FIELD_LABELS,
  kinds,
  evolve(state, event) {
    switch (event.type) {
      case 'MeetingAdded':
        return { meetings: { ...state.meetings, [event.data.meeting_id]: event.data.meeting } };
      case 'MeetingChanged': {
        const meeting = state.meetings[event.data.meeting_id];
        if (!meeting) return state;
        return { meetings: { ...state.meetings, [event.data.meeting_id]: applyChanges(meeting, event.data.changes) } };
      }
      case 'MeetingDeleted': {
        const { [event.data.meeting_id]: _deleted, ...meetings } = state.meetings;
        return { meetings };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  describe(event, display) {
    switch (event.type) {
      case 'MeetingAdded':
        return { summary: held(event.data.meeting, display), changes: [] };
      case 'MeetingChanged':
        return {
          summary: `Modification de l'entretien du ${display('date', event.data.date)}`,
          changes: changeLines(event.data.changes, display),
        };
      case 'MeetingDeleted':
        return { summary: `Suppression de l'entretien du ${display('date', event.data.date)}`, changes: [] };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'MeetingAdded':
        return [{ kind: 'user', id: event.data.meeting.user_id }];
      case 'MeetingChanged':
        return changedIds(meetingSlice, event.data.changes).filter((ref) => ref.kind === 'user');
      default:
        return [];
    }
  },
});
