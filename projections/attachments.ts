import type { DocSession, DocStore } from './docStore';
import type { AntennaDocumentEvent, RecipientAttachmentEvent } from '@domain/attachments/events';
import type { AttachmentAbilities, AttachmentOwner, AttachmentRecord } from '@domain/attachments/fields';
import {
  antennaDocumentAbilities,
  canWriteAntennaDocuments,
  recipientAttachmentAbilities,
  refuseAntennaReader,
} from '@domain/attachments/permissions';
import { ANTENNA_MESSAGES } from '@domain/antennas/rules';
import { ATTACHMENT_MESSAGES } from '@domain/attachments/rules';
import { applyChanges, type FieldChanges } from '@domain/shared/changes';
import { notFound } from '@domain/shared/errors';
import type { Actor } from '@domain/users/actor';
import type { RecordedEvent } from '../commands/eventStore';
import { findAntenna } from './antennas';
import { choiceLabels } from './choices';
import { openedFile } from './openedFile';
import type { ReadContext } from './readContext';
import { handlers, type Projection, type Recorded } from './projection';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A document as stored in the read model: its record, its owner (meta_type with recipient_id or antenna_id: docs/api.md). */
export interface AttachmentDoc extends AttachmentRecord {
  _id: string;
  meta_type: AttachmentOwner;
  recipient_id: string | null;
  antenna_id: string | null;
}

/** A document as the lists and GET /attachment/{id} answer it: the type's label, who loaded it, what the reader may do. */
export interface AttachmentView extends AttachmentDoc {
  type_label: string | null;
  loaded_by_user: { surname: string; name: string } | null;
  abilities: AttachmentAbilities;
}

/** A list of documents, newest first, and whether the reader may add one. */
export interface AttachmentList {
  attachments: AttachmentView[];
  abilities: { add: boolean };
}

export const ATTACHMENTS = 'attachments';

type Added = { attachment_id: string; attachment: AttachmentRecord };
type Changed = { attachment_id: string; changes: FieldChanges };

function ownerOf(event: RecordedEvent, owner: AttachmentOwner): Pick<AttachmentDoc, 'meta_type' | 'recipient_id' | 'antenna_id'> {
  const id = idOf(event.streamId);
  return { meta_type: owner, recipient_id: owner === 'recipient' ? id : null, antenna_id: owner === 'antenna' ? id : null };
}

async function added(event: Recorded<{ type: string; data: Added }>, tx: DocSession, owner: AttachmentOwner): Promise<void> {
  const { attachment_id, attachment } = event.data;
  await tx.collection<AttachmentDoc>(ATTACHMENTS).put({ ...attachment, ...ownerOf(event, owner), _id: attachment_id });
}

async function changed(event: Recorded<{ type: string; data: Changed }>, tx: DocSession): Promise<void> {
  const documents = tx.collection<AttachmentDoc>(ATTACHMENTS);
  const doc = await documents.get(event.data.attachment_id);
  if (doc) await documents.put(applyChanges(doc, event.data.changes));
}

const deleted = (event: Recorded<{ type: string; data: { attachment_id: string } }>, tx: DocSession) =>
  tx.collection(ATTACHMENTS).delete(event.data.attachment_id);

/** The documents of files and antennas (their history stays in the owners' streams). */
export const attachmentsProjection: Projection = {
  name: 'attachments',
  version: 1,
  collections: [
    {
      name: ATTACHMENTS,
      indexes: [
        ['recipient_id', 'loaded_on'],
        ['antenna_id', 'loaded_on'],
      ],
    },
  ],
  handles: {
    ...handlers<RecipientAttachmentEvent>({
      AttachmentAdded: (event, tx) => added(event, tx, 'recipient'),
      AttachmentChanged: changed,
      AttachmentDeleted: deleted,
    }),
    ...handlers<AntennaDocumentEvent>({
      AntennaDocumentAdded: (event, tx) => added(event, tx, 'antenna'),
      AntennaDocumentChanged: changed,
      AntennaDocumentDeleted: deleted,
    }),
    // A deleted file takes its documents out of the lists; its stream still names them.
    async RecipientDeleted(event, tx) {
      const documents = tx.collection<AttachmentDoc>(ATTACHMENTS);
      const { items } = await documents.find({ where: { recipient_id: idOf(event.streamId) } });
      for (const doc of items) await documents.delete(doc._id);
    },
  },
};

/** A document as stored, or 404 'Document introuvable'. */
async function storedAttachment(docs: DocStore, id: string): Promise<AttachmentDoc> {
  const doc = await docs.collection<AttachmentDoc>(ATTACHMENTS).get(id);
  if (!doc) throw notFound(ATTACHMENT_MESSAGES.notFound);
  return doc;
}

/** Who holds a document, its file or its antenna (404 when there is none): what a write on it is judged against. */
export async function ownerOfAttachment(docs: DocStore, id: string): Promise<Pick<AttachmentDoc, 'recipient_id' | 'antenna_id'>> {
  const { recipient_id, antenna_id } = await storedAttachment(docs, id);
  return { recipient_id, antenna_id };
}

/** 404 for an unknown antenna or the head office (which keeps no documents), 403 for whoever may not read its documents. */
async function readableAntenna(read: ReadContext, antennaId: string): Promise<void> {
  const antenna = await findAntenna(read.docs, antennaId);
  if (!antenna || antenna.is_siege) throw notFound(ANTENNA_MESSAGES.notFound);
  refuseAntennaReader(read.actor, antennaId);
}

/** A document, to a reader who may read its owner's documents (its file's rules, or its antenna's). */
export async function openedAttachment(read: ReadContext, id: string): Promise<AttachmentDoc> {
  const doc = await storedAttachment(read.docs, id);
  if (doc.recipient_id) await openedFile(read, doc.recipient_id);
  else refuseAntennaReader(read.actor, doc.antenna_id ?? '');
  return doc;
}

/** One document as the lists show it, to a reader who may read its owner's documents. */
export async function readAttachment(read: ReadContext, id: string): Promise<AttachmentView> {
  return (await presentAttachments(read.docs, read.actor, [await openedAttachment(read, id)]))[0];
}

/** Documents with their type's label, who loaded them and what the actor may do with them. */
export async function presentAttachments(docs: DocStore, actor: Actor, items: AttachmentDoc[]): Promise<AttachmentView[]> {
  const labels = await choiceLabels(
    docs,
    items.map((doc) => doc.type),
  );
  const names = await userNames(
    docs,
    items.map((doc) => doc.loaded_by),
  );
  return items.map((doc) => ({
    ...doc,
    type_label: labels.get(doc.type) ?? null,
    loaded_by_user: names.get(doc.loaded_by) ?? null,
    abilities: doc.antenna_id ? antennaDocumentAbilities(actor, doc.antenna_id) : recipientAttachmentAbilities(),
  }));
}

async function listOf(docs: DocStore, actor: Actor, where: { recipient_id: string } | { antenna_id: string }) {
  const { items } = await docs.collection<AttachmentDoc>(ATTACHMENTS).find({
    where,
    sort: [
      ['loaded_on', -1],
      ['name', 1],
    ],
  });
  return presentAttachments(docs, actor, items);
}

/** The documents of a file the reader may open, newest first (its readers may add). */
export async function attachmentsOfFile(read: ReadContext, recipientId: string): Promise<AttachmentList> {
  await openedFile(read, recipientId);
  return { attachments: await listOf(read.docs, read.actor, { recipient_id: recipientId }), abilities: { add: true } };
}

/** An antenna's documents, newest first, to a reader who may read them. */
export async function attachmentsOfAntenna(read: ReadContext, antennaId: string): Promise<AttachmentList> {
  await readableAntenna(read, antennaId);
  return {
    attachments: await listOf(read.docs, read.actor, { antenna_id: antennaId }),
    abilities: { add: canWriteAntennaDocuments(read.actor, antennaId) },
  };
}
