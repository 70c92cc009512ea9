import { applyChanges } from '../shared/changes';
import { defineSlice, describeChange, type HistoryChange } from '../recipients/slice';
import type { RecipientAttachmentEvent } from './events';
import type { AttachmentRecord } from './fields';

/** The file's documents, by id. */
export interface AttachmentsState {
  attachments: Record<string, AttachmentRecord>;
}

const without = (records: Record<string, AttachmentRecord>, id: string) => {
  const { [id]: _removed, ...rest } = records;
  return rest;
};

const LABELS: Record<string, string> = {
  type: 'Type de document',
  comment: 'Commentaire',
  name: 'Nom',
  content_length: 'Taille (octets)',
};

/** The 'Porte document' of a file: its documents' metadata (the bytes are in the file store). */
export const attachmentsSlice = defineSlice<AttachmentsState, RecipientAttachmentEvent>({
  name: 'attachments',
  eventTypes: ['AttachmentAdded', 'AttachmentChanged', 'AttachmentDeleted'],
  initialState: { attachments: {} },
  labels: LABELS,
  kinds: { type: 'choice' },
  evolve(state, event) {
    const { attachments } = state;
    switch (event.type) {
      case 'AttachmentAdded':
        return { attachments: { ...attachments, [event.data.attachment_id]: event.data.attachment } };
      case 'AttachmentChanged': {
        const stored = attachments[event.data.attachment_id];
        return stored ? { attachments: { ...attachments, [event.data.attachment_id]: applyChanges(stored, event.data.changes) } } : state;
      }
      case 'AttachmentDeleted':
        return { attachments: without(attachments, event.data.attachment_id) };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  describe(event, display) {
    switch (event.type) {
      case 'AttachmentAdded': {
        const { name, type } = event.data.attachment;
        return { summary: `Ajout du document « ${name} » (${display('choice', type)})`, changes: [] };
      }
      case 'AttachmentChanged': {
        // Only what a person recognises is listed: the file's id, digest and upload instant change with every file.
        const changes: HistoryChange[] = Object.entries(event.data.changes)
          .filter(([field]) => field in LABELS)
          .map(([field, { from, to }]) => describeChange(attachmentsSlice, field, from, to, display));
        return { summary: `Remplacement du document « ${event.data.name} »`, changes };
      }
      case 'AttachmentDeleted':
        return { summary: `Suppression du document « ${event.data.name} » (${display('choice', event.data.type)})`, changes: [] };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'AttachmentAdded':
        return [{ kind: 'choice', id: event.data.attachment.type }];
      case 'AttachmentChanged': {
        const type = event.data.changes.type;
        return type ? [String(type.from), String(type.to)].map((id) => ({ kind: 'choice' as const, id })) : [];
      }
      case 'AttachmentDeleted':
        return [{ kind: 'choice', id: event.data.type }];
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
