import { refuseUnknownReferences, type ReferenceFacts, type ReferenceSpecs } from '../references/references';
import { diffUpdate, noChanges } from '../shared/changes';
import type { DomainEvent } from '../shared/aggregate';
import { invalid, notFound } from '../shared/errors';
import type { Actor } from '../users/actor';
import { ATTACHMENT_TYPE_LISTS, type AttachmentFile, type AttachmentForm, type AttachmentOwner, type AttachmentRecord } from './fields';
import { attachmentErrors, ATTACHMENT_MESSAGES as M, sanitizeAttachmentName } from './rules';

// The decisions on documents, the same for a file's and an antenna's: a holder says whose stream it is, who may
// write there and where its documents are; the form is judged by the same rules either way. The bytes are stored
// between the judgement (judgeDocument, on the state before storing) and the event (addDocument, replaceDocument,
// decided again on the state at append time), so nothing is stored for a refused request.

/** What writing or deleting a document needs from its holder's stream. */
export interface DocumentHolder<S, E extends DomainEvent> {
  owner: AttachmentOwner;
  /** The holder's event types. */
  events: { added: E['type']; changed: E['type']; deleted: E['type'] };
  /** Refuses (404, 403) an actor who may not do this with the holder's documents. */
  open(state: S, actor: Actor, intent: 'write' | 'delete'): void;
  /** The holder's documents, by id. */
  documents(state: S): Record<string, AttachmentRecord>;
}

/** What a decision on a document knows besides the stream: who acts, when, and what the ids named are. */
export interface DocumentContext {
  actor: Actor;
  references: ReferenceFacts;
  /** The instant of the upload (ISO 8601). */
  now: string;
}

/** The reference a document's type makes, in the holder's list. */
export const documentReferences = (owner: AttachmentOwner): ReferenceSpecs => ({
  type: { kind: 'choice', type: ATTACHMENT_TYPE_LISTS[owner] },
});

/** The document of the holder, or 404 'Document introuvable'. */
export function existingDocument<S>(holder: DocumentHolder<S, DomainEvent>, state: S, attachmentId: string): AttachmentRecord {
  const found = holder.documents(state)[attachmentId];
  if (!found) throw notFound(M.notFound);
  return found;
}

/** The form's type and comment, once the holder lets the actor write and the form holds (the file was judged before). */
export function judgeDocument<S, E extends DomainEvent>(
  holder: DocumentHolder<S, E>,
  command: { attachmentId: string | null; form: AttachmentForm },
  state: S,
  ctx: DocumentContext,
): { type: string; comment: string | null } {
  holder.open(state, ctx.actor, 'write');
  if (command.attachmentId !== null) existingDocument(holder, state, command.attachmentId);
  const { form } = command;
  const errors = attachmentErrors(form, { size: 1 });
  if (Object.keys(errors).length > 0) throw invalid(errors, M.missingFields);
  const type = String(form.type);
  refuseUnknownReferences([{ path: 'type', id: type, spec: documentReferences(holder.owner).type }], ctx);
  const comment = typeof form.comment === 'string' && form.comment.trim() !== '' ? form.comment.trim() : null;
  return { type, comment };
}

/** The name a document is kept under: the one the form's metadata gives, else the file's own, sanitised. */
export const documentName = (form: AttachmentForm, fileName: string) => sanitizeAttachmentName(form.name?.trim() ? form.name : fileName);

/** The record of a document whose bytes were stored (file.name as documentName gave it). */
function recordOf(judged: { type: string; comment: string | null }, file: AttachmentFile, ctx: DocumentContext): AttachmentRecord {
  return { ...judged, ...file, name: sanitizeAttachmentName(file.name), loaded_on: ctx.now, loaded_by: ctx.actor.id };
}

/** Records a new document whose bytes are stored. */
export function addDocument<S, E extends DomainEvent>(
  holder: DocumentHolder<S, E>,
  command: { attachmentId: string; form: AttachmentForm; file: AttachmentFile },
  state: S,
  ctx: DocumentContext,
): E[] {
  const judged = judgeDocument(holder, { attachmentId: null, form: command.form }, state, ctx);
  const attachment = recordOf(judged, command.file, ctx);
  return [{ type: holder.events.added, data: { attachment_id: command.attachmentId, attachment } } as E];
}

/** Records a document's new file, type and comment (the file is required on an edit too). */
export function replaceDocument<S, E extends DomainEvent>(
  holder: DocumentHolder<S, E>,
  command: { attachmentId: string; form: AttachmentForm; file: AttachmentFile },
  state: S,
  ctx: DocumentContext,
): E[] {
  const judged = judgeDocument(holder, command, state, ctx);
  const stored = existingDocument(holder, state, command.attachmentId);
  const next = recordOf(judged, command.file, ctx);
  const changes = diffUpdate(stored, { origin: { ...stored }, current: { ...next }, failOnConcurrent: false });
  if (noChanges(changes)) return [];
  return [{ type: holder.events.changed, data: { attachment_id: command.attachmentId, name: next.name, changes } } as E];
}

/** Removes a document from its holder's lists; the event keeps its name and type, the bytes stay. */
export function deleteDocument<S, E extends DomainEvent>(
  holder: DocumentHolder<S, E>,
  command: { attachmentId: string },
  state: S,
  ctx: { actor: Actor },
): E[] {
  holder.open(state, ctx.actor, 'delete');
  const stored = existingDocument(holder, state, command.attachmentId);
  return [{ type: holder.events.deleted, data: { attachment_id: command.attachmentId, name: stored.name, type: stored.type } } as E];
}
