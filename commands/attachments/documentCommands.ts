import {
  addDocument,
  deleteDocument as decideDelete,
  documentReferences,
  judgeDocument,
  replaceDocument,
  type DocumentContext,
  type DocumentHolder,
} from '@domain/attachments/decide';
import type { AcceptedContentType, AttachmentFile, AttachmentForm, AttachmentOwner } from '@domain/attachments/fields';
import { antennaDocuments, evolveAntennaDocuments, initialAntennaDocuments, recipientDocuments } from '@domain/attachments/holders';
import { ANTENNA_MESSAGES } from '@domain/antennas/rules';
import { referencesIn } from '@domain/references/references';
import type { Aggregate, DomainEvent } from '@domain/shared/aggregate';
import { notFound } from '@domain/shared/errors';
import { SIEGE_ID } from '@domain/siege/siege';
import type { CommandContext, WriteResult } from '../context';
import type { FileStore } from '../fileStore';
import { loadAggregate, runCommand } from '../handle';
import { lookUpReferences } from '../references';
import { recipientAggregate, streams } from '../streams';

// The writes of documents, a file's or an antenna's: the write is judged on the owner's stream as it is, then the
// bytes are stored, then the event is decided again on the stream at append time and appended. So a refused request
// stores nothing, and an event never names bytes that are not stored. Should the second decision refuse (the file
// was deleted or moved out of reach in between) or the append fail, the bytes stay unnamed: they are kept under
// their SHA-256, which no list, no download and no other write reaches without an event naming it, and removing them
// could take bytes another request just stored under the same id. The retention rules purge such bytes (stored
// files no event names, older than a day) with the documents of deleted files.

/** Whose documents: a file's or an antenna's. */
export interface DocumentOwner {
  owner: AttachmentOwner;
  ownerId: string;
}

/** An upload whose size and content were judged (`name` as the document will be called, `content` its bytes). */
export interface JudgedUpload {
  name: string;
  contentType: AcceptedContentType;
  content(): AsyncIterable<Uint8Array>;
}

/** The owner's stream as the decisions see it. */
interface OwnerStream<S, E extends DomainEvent> {
  streamId: string;
  aggregate: Aggregate<S, E>;
  holder: DocumentHolder<S, E>;
}

type WithStream<R> = <S, E extends DomainEvent>(stream: OwnerStream<S, E>) => Promise<R>;

/** Runs with the owner's stream; the head office keeps no documents (404 'Antenne introuvable'). */
function withOwner<R>({ owner, ownerId }: DocumentOwner, run: WithStream<R>): Promise<R> {
  if (owner === 'recipient')
    return run({ streamId: streams.recipient(ownerId), aggregate: recipientAggregate, holder: recipientDocuments });
  if (ownerId === SIEGE_ID) throw notFound(ANTENNA_MESSAGES.notFound);
  const aggregate = { initialState: initialAntennaDocuments(ownerId), evolve: evolveAntennaDocuments };
  return run({ streamId: streams.antenna(ownerId), aggregate, holder: antennaDocuments });
}

/**
 * Adds a document (attachmentId null) or replaces one's file, type and comment; answers its id. `upload` judges the
 * received bytes (refusing what is not accepted); it is called only once the write is judged acceptable, and the
 * bytes are stored after it, then named by an event.
 */
export async function saveDocument(
  ctx: CommandContext,
  files: FileStore,
  request: { owner: DocumentOwner; attachmentId: string | null; form: AttachmentForm; upload: () => Promise<JudgedUpload> },
): Promise<WriteResult & { attachmentId: string }> {
  const { owner, form, upload } = request;
  const references = await lookUpReferences(ctx, referencesIn(documentReferences(owner.owner), form));
  const decision: DocumentContext = { actor: ctx.actor, references, now: ctx.clock().toISOString() };
  const attachmentId = request.attachmentId ?? ctx.newId();
  const isNew = request.attachmentId === null;
  const position = await withOwner(owner, async (stream) => {
    const { state } = await loadAggregate(ctx, stream.streamId, stream.aggregate);
    judgeDocument(stream.holder, { attachmentId: request.attachmentId, form }, state, decision);
    // The bytes are judged (their size and content) only for a write that may happen, then stored.
    const judged = await upload();
    const stored = await files.putStream(judged.content(), { name: judged.name, contentType: judged.contentType });
    const file: AttachmentFile = {
      file: stored.fileId,
      sha256: stored.sha256,
      content_length: stored.size,
      content_type: judged.contentType,
      name: judged.name,
    };
    const command = { attachmentId, form, file };
    const result = await runCommand(ctx, {
      command: isNew ? 'addAttachment' : 'replaceAttachment',
      streamId: stream.streamId,
      aggregate: stream.aggregate,
      decide: (fresh) => (isNew ? addDocument : replaceDocument)(stream.holder, command, fresh, decision),
    });
    return result.position;
  });
  return { position, attachmentId };
}

/** Deletes a document: an event keeping its name and type; the bytes stay for the retention rules. */
export async function deleteDocument(ctx: CommandContext, owner: DocumentOwner, attachmentId: string): Promise<WriteResult> {
  const position = await withOwner(owner, async (stream) => {
    const result = await runCommand(ctx, {
      command: 'deleteAttachment',
      streamId: stream.streamId,
      aggregate: stream.aggregate,
      decide: (state) => decideDelete(stream.holder, { attachmentId }, state, ctx),
    });
    return result.position;
  });
  return { position };
}
