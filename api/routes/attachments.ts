import path from 'node:path';
import Router from '@koa/router';
import { detectContent } from '@domain/attachments/content';
import { documentName } from '@domain/attachments/decide';
import type { AttachmentForm } from '@domain/attachments/fields';
import { refuseAntennaReader } from '@domain/attachments/permissions';
import { attachmentErrors, ATTACHMENT_MESSAGES as M, judgeContent } from '@domain/attachments/rules';
import { ANTENNA_MESSAGES } from '@domain/antennas/rules';
import { invalid, notFound } from '@domain/shared/errors';
import type { FieldErrors } from '@domain/shared/validation';
import { deleteDocument, saveDocument, type DocumentOwner, type JudgedUpload } from '../../commands/attachments/documentCommands';
import { UploadArea } from '../../infra/filestore/uploadArea';
import { findAntenna } from '../../projections/antennas';
import {
  attachmentsOfAntenna,
  attachmentsOfRecipient,
  findAttachment,
  presentAttachments,
  type AttachmentDoc,
} from '../../projections/attachments';
import { requireAuth } from '../authenticate';
import { checkFileAccess, commandContext, settle, type AppContext, type AppState, type Ctx } from '../context';
import { ok } from '../envelope';
import { HttpError } from '../errors';
import { multipartUpload, receivedBytes, receivedFile, type ReceivedFile } from '../middleware/multipartUpload';
import { route } from '../route';
import { idParams } from '../schemas';
import type { Services } from '../services';
import { answerDownload } from './attachmentDownload';
import { createAttachmentSchema, echoErrors, formOf, ownerOf, updateAttachmentSchema } from './attachments.schema';

/** The owner of a stored document. */
const ownerOfDoc = (doc: AttachmentDoc): DocumentOwner =>
  doc.recipient_id ? { owner: 'recipient', ownerId: doc.recipient_id } : { owner: 'antenna', ownerId: doc.antenna_id ?? '' };

/** 404 for an unknown antenna or the head office (which keeps no documents), 403 for whoever may not read its documents. */
async function checkAntennaReader(ctx: Ctx, antennaId: string): Promise<void> {
  const antenna = await findAntenna(ctx.services.docs, antennaId);
  if (!antenna || antenna.is_siege) throw notFound(ANTENNA_MESSAGES.notFound);
  refuseAntennaReader(ctx.state.actor, antennaId);
}

/** Refuses a reader who may not read the document's owner (the file's rules, or the antenna's). */
async function checkDocumentReader(ctx: Ctx, doc: AttachmentDoc): Promise<void> {
  const owner = ownerOfDoc(doc);
  if (owner.owner === 'recipient') await checkFileAccess(ctx, owner.ownerId);
  else refuseAntennaReader(ctx.state.actor, owner.ownerId);
}

/** The received file judged from its bytes: 415 when they are not an accepted content or not what the name says. */
async function judgeUpload(file: ReceivedFile, form: AttachmentForm): Promise<JudgedUpload> {
  const name = documentName(form, file.originalName);
  const bytes = await receivedBytes(file);
  try {
    const verdict = judgeContent(await detectContent(bytes), name);
    if ('refusal' in verdict)
      throw new HttpError(415, verdict.refusal === M.refusedType ? 'UNSUPPORTED_ATTACHMENT' : 'ATTACHMENT_MISMATCH', verdict.refusal);
    return { name, contentType: verdict.contentType, content: bytes.chunks };
  } finally {
    await bytes.close();
  }
}

/**
 * Adds (attachmentId null) or replaces a document from the multipart form of the request: every field error at once
 * (400, the spec's message), then the write is judged, then the bytes (saveDocument calls judgeUpload in between).
 */
async function save(ctx: Ctx, owner: DocumentOwner | null, attachmentId: string | null, form: AttachmentForm, errors: FieldErrors) {
  const file = receivedFile(ctx, 'attachment');
  const all = { ...errors, ...attachmentErrors(form, file) };
  // No owner and no file always come with their field's error.
  if (!owner || !file || Object.keys(all).length > 0) throw invalid(all, M.missingFields);
  const result = await saveDocument(commandContext(ctx), ctx.services.files, {
    owner,
    attachmentId,
    form,
    upload: () => judgeUpload(file, form),
  });
  await settle(ctx, result);
  ok(ctx, result.attachmentId);
}

/**
 * Documents of a file ('Porte document') and of an antenna (/attachments): lists, one document, multipart upload
 * (new and replacement), download and delete. Mounted before the JSON-only body rule: its uploads are multipart.
 */
export function attachmentRoutes(services: Services): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  const upload = multipartUpload(UploadArea.open(path.join(services.config.dataDir, 'uploads')), services.config.attachmentMaxBytes);

  router.get(
    '/recipient/:id/attachments',
    route({ params: idParams }, async (ctx, { params }) => {
      await checkFileAccess(ctx, params.id);
      ok(ctx, await attachmentsOfRecipient(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.get(
    '/antenna/:id/attachments',
    route({ params: idParams }, async (ctx, { params }) => {
      await checkAntennaReader(ctx, params.id);
      ok(ctx, await attachmentsOfAntenna(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.put(
    '/attachment/new',
    upload,
    route(createAttachmentSchema, async (ctx, { body }) => {
      const { owner, errors: ownerErrors } = ownerOf(body);
      const { form, errors } = formOf(body);
      await save(ctx, owner, null, form, { ...ownerErrors, ...errors });
    }),
  );

  router.get(
    '/attachment/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const doc = await findAttachment(ctx.services.docs, params.id);
      await checkDocumentReader(ctx, doc);
      ok(ctx, (await presentAttachments(ctx.services.docs, ctx.state.actor, [doc]))[0]);
    }),
  );

  router.post(
    '/attachment/:id',
    upload,
    route(updateAttachmentSchema, async (ctx, { body, params }) => {
      const doc = await findAttachment(ctx.services.docs, params.id);
      const owner = ownerOfDoc(doc);
      const { form, errors } = formOf(body);
      await save(ctx, owner, params.id, form, { ...errors, ...echoErrors(body, owner) });
    }),
  );

  router.get(
    '/attachment/:id/download',
    route({ params: idParams }, async (ctx, { params }) => {
      const doc = await findAttachment(ctx.services.docs, params.id);
      await checkDocumentReader(ctx, doc);
      await answerDownload(ctx, doc);
    }),
  );

  router.delete(
    '/attachment/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const doc = await findAttachment(ctx.services.docs, params.id);
      await settle(ctx, await deleteDocument(commandContext(ctx), ownerOfDoc(doc), params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
