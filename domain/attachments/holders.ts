import type { AntennaEvent } from '../antennas/events';
import { ANTENNA_MESSAGES } from '../antennas/rules';
import { openFile } from '../recipients/permissions';
import type { RecipientState } from '../recipients/slices';
import { applyChanges } from '../shared/changes';
import { notFound } from '../shared/errors';
import type { DocumentHolder } from './decide';
import type { AntennaDocumentEvent, RecipientAttachmentEvent } from './events';
import type { AttachmentRecord } from './fields';
import { refuseAntennaDeleter, refuseAntennaWriter } from './permissions';

/** A file's documents: whoever may open the file writes and deletes them. */
export const recipientDocuments: DocumentHolder<RecipientState, RecipientAttachmentEvent> = {
  owner: 'recipient',
  events: { added: 'AttachmentAdded', changed: 'AttachmentChanged', deleted: 'AttachmentDeleted' },
  open: (file, actor) => void openFile(file, actor),
  documents: (file) => file.attachments,
};

/** An antenna's stream as its documents see it: whether the antenna exists, and its documents. */
export interface AntennaDocumentsState {
  antennaId: string;
  exists: boolean;
  documents: Record<string, AttachmentRecord>;
}

/** An antenna before its first event. */
export const initialAntennaDocuments = (antennaId: string): AntennaDocumentsState => ({ antennaId, exists: false, documents: {} });

/** Folds the antenna's stream into its documents (its other events only tell that it exists). */
export function evolveAntennaDocuments(state: AntennaDocumentsState, event: AntennaEvent | AntennaDocumentEvent): AntennaDocumentsState {
  switch (event.type) {
    case 'AntennaCreated':
      return { ...state, exists: true };
    case 'AntennaChanged':
      return state;
    case 'AntennaDocumentAdded':
      return { ...state, documents: { ...state.documents, [event.data.attachment_id]: event.data.attachment } };
    case 'AntennaDocumentChanged': {
      const stored = state.documents[event.data.attachment_id];
      if (!stored) return state;
      return { ...state, documents: { ...state.documents, [event.data.attachment_id]: applyChanges(stored, event.data.changes) } };
    }
    case 'AntennaDocumentDeleted': {
      const { [event.data.attachment_id]: _removed, ...documents } = state.documents;
      return { ...state, documents };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** An antenna's documents: written by its people, deleted by them but volunteers; an unknown antenna is 404. */
export const antennaDocuments: DocumentHolder<AntennaDocumentsState, AntennaDocumentEvent> = {
  owner: 'antenna',
  events: { added: 'AntennaDocumentAdded', changed: 'AntennaDocumentChanged', deleted: 'AntennaDocumentDeleted' },
  open(state, actor, intent) {
    if (!state.exists) throw notFound(ANTENNA_MESSAGES.notFound);
    if (intent === 'delete') refuseAntennaDeleter(actor, state.antennaId);
    else refuseAntennaWriter(actor, state.antennaId);
  },
  documents: (state) => state.documents,
};
