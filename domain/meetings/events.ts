import type { FieldChanges } from '../shared/changes';
import type { MeetingFields } from './fields';

/** Meetings live in the recipient's stream, with the rest of the file; `date` names the meeting in the history. */
export type MeetingEvent =
  | { type: 'MeetingAdded'; data: { meeting_id: string; meeting: MeetingFields } }
  | { type: 'MeetingChanged'; data: { meeting_id: string; date: string; changes: FieldChanges } }
  | { type: 'MeetingDeleted'; data: { meeting_id: string; date: string } };

/** The meetings of a file, by id. */
export interface MeetingSlice {
  meetings: Record<string, MeetingFields>;
}
