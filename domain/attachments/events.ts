import type { FieldChanges } from '../shared/changes';
import type { AttachmentRecord } from './fields';

// A document's metadata lives in its owner's stream: a file's documents in `recipient-<id>`, an antenna's in
// `antenna-<id>`. Its bytes live in the file store, written before the event that names them. A deletion is an
// event of its own that keeps the document's name and type (its author and instant are the event's); the bytes
// stay until the retention rules purge them.

/** A document of a person's file. */
export type RecipientAttachmentEvent =
  | { type: 'AttachmentAdded'; data: { attachment_id: string; attachment: AttachmentRecord } }
  | { type: 'AttachmentChanged'; data: { attachment_id: string; name: string; changes: FieldChanges } }
  | { type: 'AttachmentDeleted'; data: { attachment_id: string; name: string; type: string } };

/** A document of an antenna. */
export type AntennaDocumentEvent =
  | { type: 'AntennaDocumentAdded'; data: { attachment_id: string; attachment: AttachmentRecord } }
  | { type: 'AntennaDocumentChanged'; data: { attachment_id: string; name: string; changes: FieldChanges } }
  | { type: 'AntennaDocumentDeleted'; data: { attachment_id: string; name: string; type: string } };

/** Whether an event of an antenna's stream is one of its documents' (the antenna's own fields pass over them). */
export const isAntennaDocumentEvent = (event: { type: string }) => event.type.startsWith('AntennaDocument');
