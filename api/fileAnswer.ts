import type { Readable } from 'node:stream';
import type { Ctx } from './context';

/** An ASCII stand-in for a name (RFC 6266 `filename`): accents dropped, anything else outside printable ASCII, quotes and backslashes made `_`. */
function asciiFileName(name: string, fallback: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii.trim() || fallback;
}

// encodeURIComponent leaves these as they are, but RFC 5987's attr-char does not allow them.
const encodeRfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A stored file answered as a download: its bytes, name, type and size. */
export interface FileAnswer {
  name: string;
  /** The name when nothing of it is ASCII. */
  fallbackName: string;
  contentType: string;
  size: number;
  content: Readable;
}

/**
 * Answers a file as a download under its name: `attachment` with an ASCII `filename` and the original UTF-8 name in
 * `filename*` (RFC 6266, RFC 5987), the ASCII name again in a `filename` header (clients read it: docs/api.md, 'Domiciliations'), never
 * sniffed by the browser (nosniff).
 */
export function answerFile(ctx: Ctx, file: FileAnswer): void {
  const ascii = asciiFileName(file.name, file.fallbackName);
  ctx.status = 200;
  ctx.set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(file.name)}`);
  ctx.set('filename', ascii);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = file.contentType;
  ctx.length = file.size;
  ctx.body = file.content;
}
