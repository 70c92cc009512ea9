import type { Static } from '@sinclair/typebox';
import type { DocumentOwner } from '../../commands/attachments/documentCommands';
import type { AttachmentForm } from '@domain/attachments/fields';
import { ATTACHMENT_MESSAGES as M } from '@domain/attachments/rules';
import { isPlainObject } from '@domain/shared/paths';
import type { FieldErrors } from '@domain/shared/validation';
import { HTTP_MESSAGES } from '../errors';
import { idParams, nullableId, nullableString, object, requiredText } from '../schemas';

// The text fields of the multipart form of PUT /attachment/new and POST /attachment/{id}; the file part is
// `attachment` (api/middleware/multipartUpload.ts).

const fields = object({
  type: requiredText(100),
  /** JSON text: {comment, name}. */
  metadata: nullableString({ maxLength: 10_000 }),
  recipient_id: nullableId,
  antenna_id: nullableId,
});

type Fields = Static<typeof fields>;

export const createAttachmentSchema = { body: fields };
export const updateAttachmentSchema = { params: idParams, body: fields };

// What validate() refuses in a field, checked again in the metadata's comment once its JSON is read.
// oxlint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

const textOrNull = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/** The form the fields describe, and what is wrong with its metadata. */
export function formOf(body: Fields): { form: AttachmentForm; errors: FieldErrors } {
  const form: AttachmentForm = { type: body.type ?? null };
  if (!body.metadata?.trim()) return { form, errors: {} };
  let metadata: unknown;
  try {
    metadata = JSON.parse(body.metadata);
  } catch {
    return { form, errors: { metadata: M.badMetadata } };
  }
  if (!isPlainObject(metadata)) return { form, errors: { metadata: M.badMetadata } };
  const given = metadata as Record<string, unknown>;
  const known = Object.keys(given).every((key) => key === 'comment' || key === 'name');
  if (!known || !textOrNull(given.comment) || !textOrNull(given.name)) return { form, errors: { metadata: M.badMetadata } };
  const { comment = null, name = null } = given as { comment?: string | null; name?: string | null };
  // A name is sanitised (domain/attachments/rules.ts) rather than refused; a comment is text like any other field's.
  if (comment !== null && CONTROL_CHARACTER.test(comment)) return { form, errors: { comment: HTTP_MESSAGES.controlCharacters } };
  return { form: { ...form, comment, name }, errors: {} };
}

/** The owner a new document names: exactly one of recipient_id and antenna_id. */
export function ownerOf(body: Fields): { owner: DocumentOwner | null; errors: FieldErrors } {
  const { recipient_id: recipientId, antenna_id: antennaId } = body;
  if (recipientId && antennaId) return { owner: null, errors: { antenna_id: M.twoOwners } };
  if (recipientId) return { owner: { owner: 'recipient', ownerId: recipientId }, errors: {} };
  if (antennaId) return { owner: { owner: 'antenna', ownerId: antennaId }, errors: {} };
  return { owner: null, errors: { recipient_id: M.ownerRequired } };
}

/** An edit may repeat its document's owner, which must then be the document's own. */
export function echoErrors(body: Fields, owner: DocumentOwner): FieldErrors {
  const errors: FieldErrors = {};
  const sent = { recipient: body.recipient_id, antenna: body.antenna_id };
  for (const kind of ['recipient', 'antenna'] as const) {
    const value = sent[kind];
    if (value && (owner.owner !== kind || owner.ownerId !== value)) errors[`${kind}_id`] = HTTP_MESSAGES.echoMismatch;
  }
  return errors;
}
