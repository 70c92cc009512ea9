import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { RouterMiddleware } from '@koa/router';
import { koaBody } from 'koa-body';
import type { ByteSource } from '@domain/attachments/content';
import { ATTACHMENT_MESSAGES, tooLargeMessage } from '@domain/attachments/rules';
import type { UploadArea } from '../../infra/filestore/uploadArea';
import type { AppContext, AppState, Ctx } from '../context';
import { HttpError, HTTP_MESSAGES } from '../errors';

/** A file part received on disk: its name as the browser sent it, its size, and where it is until the request ends. */
export interface ReceivedFile {
  originalName: string;
  size: number;
  path: string;
}

// Room for the form's other fields (type, metadata, owner) and the multipart framing, beside the file itself.
const FORM_ALLOWANCE = 64 * 1024;
// formidable's codes (formidable/src/FormidableError.js): a file over the limit, more files than allowed.
const TOO_LARGE = new Set([1009, 1016]);
const TOO_MANY_FILES = 1015;

const tooLarge = (maxBytes: number) => new HttpError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));

/** The HTTP refusal of a multipart body formidable could not take. */
function refusalOf(error: unknown, maxBytes: number): HttpError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number' && TOO_LARGE.has(code)) return tooLarge(maxBytes);
  if (code === TOO_MANY_FILES)
    return new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', ATTACHMENT_MESSAGES.missingFields, {
      attachment: ATTACHMENT_MESSAGES.oneFileOnly,
    });
  return new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.badJson);
}

/**
 * Receives a multipart form (these routes only: the app takes JSON elsewhere) into a folder of its own under
 * DATA_DIR/uploads: at most one file of at most maxBytes (413 before reading a body whose Content-Length already says
 * more, 413 as soon as the file passes it), fields in ctx.request.body, the file in ctx.request.files. The folder
 * is removed when the request ends, answered or failed, so nothing received outlives it.
 */
export function multipartUpload(area: UploadArea, maxBytes: number): RouterMiddleware<AppState, AppContext> {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw new HttpError(415, 'OBJECT_CANNOT_BE_VALIDATED', ATTACHMENT_MESSAGES.notMultipart);
    if (Number(ctx.get('Content-Length') || 0) > maxBytes + FORM_ALLOWANCE) throw tooLarge(maxBytes);
    const folder = await area.folderForRequest();
    try {
      const parse = koaBody({
        multipart: true,
        json: false,
        urlencoded: false,
        text: false,
        formidable: {
          uploadDir: folder,
          maxFiles: 1,
          maxFileSize: maxBytes,
          maxTotalFileSize: maxBytes,
          allowEmptyFiles: true,
          minFileSize: 0,
          maxFields: 10,
          maxFieldsSize: FORM_ALLOWANCE,
        },
      });
      await parse(ctx, () => Promise.resolve()).catch((error: unknown) => {
        throw refusalOf(error, maxBytes);
      });
      await next();
    } finally {
      await area.release(folder);
    }
  };
}

/** The file part named `field`, or null when none was sent; the form's other file parts are refused. */
export function receivedFile(ctx: Ctx, field: string): ReceivedFile | null {
  const files = ctx.request.files ?? {};
  const others = Object.keys(files).filter((name) => name !== field);
  if (others.length > 0)
    throw new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.invalidRequest, { [others[0]]: 'Champ inconnu' });
  const part = files[field];
  if (!part) return null;
  const file = Array.isArray(part) ? part[0] : part;
  return { originalName: file.originalFilename ?? '', size: file.size, path: file.filepath };
}

/** The bytes of a received file, read where they lie (never loaded whole). */
export async function receivedBytes(file: ReceivedFile): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(file.path, 'r');
  return {
    size: file.size,
    async read(offset, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, file.size - offset)));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
      return buffer.subarray(0, bytesRead);
    },
    chunks: () => createReadStream(file.path),
    close: () => handle.close(),
  };
}
