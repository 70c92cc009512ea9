import { ATTACHMENT_MESSAGES } from '@domain/attachments/rules';
import { notFound } from '@domain/shared/errors';
import { logFileAccess } from '../../commands/recipients/logFileAccess';
import type { AttachmentDoc } from '../../projections/attachments';
import { commandContext, settle, type Ctx } from '../context';
import { answerFile } from '../fileAnswer';

/**
 * Answers a document's bytes, streamed from the file store, as a download under its name; a download of a file's
 * document is recorded in the file's access log first. The bytes are served with the type recognised from them at
 * upload, never sniffed by the browser (nosniff) and never shown in the page (attachment, and the API's CSP).
 */
export async function answerDownload(ctx: Ctx, doc: AttachmentDoc): Promise<void> {
  const opened = await ctx.services.files.open(doc.file);
  if (!opened) {
    // The store keeps what it was given: bytes missing from it are an incident to look into.
    console.error(`[attachments] file ${doc.file} of document ${doc._id} is missing from the file store`);
    throw notFound(ATTACHMENT_MESSAGES.bytesMissing);
  }
  if (doc.recipient_id) {
    const read = { kind: 'attachment' as const, attachmentId: doc._id, name: doc.name };
    try {
      await settle(ctx, await logFileAccess(commandContext(ctx), doc.recipient_id, read));
    } catch (error) {
      // Not logged, not served: the stream opened for the answer is closed.
      opened.content.destroy();
      throw error;
    }
  }
  const contentType = doc.content_type.startsWith('text/') ? `${doc.content_type}; charset=utf-8` : doc.content_type;
  answerFile(ctx, { name: doc.name, fallbackName: 'document', contentType, size: opened.info.size, content: opened.content });
}
