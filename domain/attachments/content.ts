import type { DetectedContent } from './rules';

// What a document is, told from its bytes (magic numbers and, for zip-based formats, the parts inside), never from
// its name or the browser's say. A pure reading of a ByteSource: the server gives one over an upload on disk.

/** Random access to the bytes being judged. */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `offset` (fewer at the end). */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** Every byte, in order. */
  chunks(): AsyncIterable<Uint8Array>;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const u16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

const only = (label: string, contentType: DetectedContent['candidates'][number]): DetectedContent => ({ label, candidates: [contentType] });

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Formats told by their first bytes alone. */
function byMagicNumber(head: Uint8Array): DetectedContent | null {
  if (ascii(head, 0, 5) === '%PDF-') return only('PDF', 'application/pdf');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return only('Image PNG', 'image/png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return only('Image JPEG', 'image/jpeg');
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return only('Image GIF', 'image/gif');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return only('Image WebP', 'image/webp');
  if (startsWith(head, OLE))
    return {
      label: 'Document Office 97-2003',
      candidates: ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'],
    };
  return null;
}

const OPEN_DOCUMENT = {
  'application/vnd.oasis.opendocument.text': 'Texte OpenDocument',
  'application/vnd.oasis.opendocument.spreadsheet': 'Classeur OpenDocument',
  'application/vnd.oasis.opendocument.presentation': 'Présentation OpenDocument',
} as const;

/** OpenDocument: the zip's first entry is `mimetype`, stored uncompressed, holding the document's type. */
function openDocument(head: Uint8Array): DetectedContent | null {
  const nameLength = u16(head, 26);
  if (u16(head, 8) !== 0 || nameLength !== 8 || ascii(head, 30, 38) !== 'mimetype') return null;
  const start = 38 + u16(head, 28);
  const declared = ascii(head, start, start + Math.min(u32(head, 18), 100));
  const found = Object.entries(OPEN_DOCUMENT).find(([contentType]) => contentType === declared);
  return found ? only(found[1], found[0] as keyof typeof OPEN_DOCUMENT) : null;
}

const OFFICE_OPEN_XML = [
  { part: 'word/document.xml', content: only('Document Word', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') },
  { part: 'xl/workbook.xml', content: only('Classeur Excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
  {
    part: 'ppt/presentation.xml',
    content: only('Présentation PowerPoint', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  },
] as const;

// The end-of-central-directory record: 22 bytes, then a comment of at most 65,535 bytes.
const END_OF_DIRECTORY = [0x50, 0x4b, 0x05, 0x06];
const LONGEST_END = 22 + 0xffff;
// A directory larger than this is not an office document's (they hold tens of parts, not tens of thousands).
const LARGEST_DIRECTORY = 4 * 1024 * 1024;

/** The names of a zip's entries, from its central directory; null when the zip is malformed. */
async function zipEntryNames(source: ByteSource): Promise<string[] | null> {
  const tailStart = Math.max(0, source.size - LONGEST_END);
  const tail = await source.read(tailStart, source.size - tailStart);
  let end = tail.length - 22;
  while (end >= 0 && !startsWith(tail, END_OF_DIRECTORY, end)) end -= 1;
  if (end < 0) return null;
  const [size, offset] = [u32(tail, end + 12), u32(tail, end + 16)];
  if (size > LARGEST_DIRECTORY || offset + size > tailStart + end) return null;
  const directory = await source.read(offset, size);
  const names: string[] = [];
  for (let at = 0; at + 46 <= directory.length && startsWith(directory, [0x50, 0x4b, 0x01, 0x02], at);) {
    const nameLength = u16(directory, at + 28);
    names.push(new TextDecoder().decode(directory.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + u16(directory, at + 30) + u16(directory, at + 32);
  }
  return names;
}

/** Office Open XML: a zip holding `[Content_Types].xml` and the format's main part. */
async function officeOpenXml(source: ByteSource): Promise<DetectedContent | null> {
  const names = await zipEntryNames(source);
  if (!names?.includes('[Content_Types].xml')) return null;
  return OFFICE_OPEN_XML.find(({ part }) => names.includes(part))?.content ?? null;
}

/** Text: valid UTF-8 throughout, without NUL (a binary file is rarely valid UTF-8, and never without NUL for long). */
async function utf8Text(source: ByteSource): Promise<DetectedContent | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source.chunks()) {
      if (chunk.includes(0)) return null;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    return null;
  }
  return { label: 'Texte', candidates: ['text/plain', 'text/csv'] };
}

/** What the bytes are, among the accepted contents; null for anything else (an executable, an archive, an empty file). */
export async function detectContent(source: ByteSource): Promise<DetectedContent | null> {
  if (source.size === 0) return null;
  const head = await source.read(0, 512);
  const known = byMagicNumber(head);
  if (known) return known;
  if (startsWith(head, ZIP)) return openDocument(head) ?? (await officeOpenXml(source));
  return utf8Text(source);
}
