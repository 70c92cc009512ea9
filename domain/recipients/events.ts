import type { FieldChanges } from '../shared/changes';
import type { HousingEvent } from '../housings/events';
import type { CommentField, RecipientCivil } from './fields';

export type RecipientEvent =
  | { type: 'RecipientCreated'; data: { recipient: RecipientCivil; file_number: number } }
  | { type: 'RecipientCivilDataChanged'; data: { changes: FieldChanges } }
  | { type: 'RecipientRadiated'; data: { on: string; radiation_reason: string | null; radiation_status: string | null } }
  | { type: 'RecipientUnradiated'; data: { on: string } }
  | { type: 'RecipientTransferred'; data: { from_antenna_id: string; to_antenna_id: string; on: string } }
  | { type: 'RecipientDeleted'; data: Record<string, never> }
  | { type: 'JusticePeriodSet'; data: { start: string | null; end: string | null; organism_id?: string | null } }
  | { type: 'MailRedirectionSet'; data: { mail_redirection: string | null } }
  | { type: 'CommentAdded'; data: { comment_id: string; field: CommentField; text: string } }
  | { type: 'CommentChanged'; data: { comment_id: string; changes: FieldChanges } }
  | { type: 'CommentDeleted'; data: { comment_id: string } }
  | HousingEvent;

/** Event types of the file, for projections that follow every one of them. */
export type RecipientEventType = RecipientEvent['type'];
