import type { ByteSource } from './content';

// Documents for tests: the first bytes of each accepted format, and zips built in memory (entries stored, CRCs left
// at 0: only the structure is read by the detection).

const encode = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const le = (value: number, bytes: 2 | 4) => Uint8Array.from({ length: bytes }, (_, i) => (value >>> (8 * i)) & 0xff);

/** A zip holding these entries, in this order, uncompressed. */
export function zipOf(entries: [name: string, content: string][]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const [nameBytes, data] = [encode(name), encode(content)];
    const sizes = concat(le(0, 4), le(data.length, 4), le(data.length, 4));
    const local = concat(
      encode('PK\x03\x04'),
      le(20, 2),
      le(0, 2),
      le(0, 2),
      le(0, 4),
      sizes,
      le(nameBytes.length, 2),
      le(0, 2),
      nameBytes,
      data,
    );
    const central = concat(
      encode('PK\x01\x02'),
      le(20, 2),
      le(20, 2),
      le(0, 2),
      le(0, 2),
      le(0, 4),
      sizes,
      le(nameBytes.length, 2),
      le(0, 2),
      le(0, 2),
      le(0, 2),
      le(0, 2),
      le(0, 4),
      le(offset, 4),
      nameBytes,
    );
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = concat(...centrals);
  const end = concat(
    encode('PK\x05\x06'),
    le(0, 4),
    le(entries.length, 2),
    le(entries.length, 2),
    le(directory.length, 4),
    le(offset, 4),
    le(0, 2),
  );
  return concat(...locals, directory, end);
}

/** Sample documents of each kind, as their bytes. */
export const SAMPLES = {
  pdf: encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  gif: encode('GIF89a\x01\x00\x01\x00'),
  webp: concat(encode('RIFF'), le(30, 4), encode('WEBPVP8 ')),
  docx: zipOf([
    ['[Content_Types].xml', '<Types/>'],
    ['_rels/.rels', '<Relationships/>'],
    ['word/document.xml', '<w:document/>'],
  ]),
  xlsx: zipOf([
    ['[Content_Types].xml', '<Types/>'],
    ['xl/workbook.xml', '<workbook/>'],
  ]),
  pptx: zipOf([
    ['[Content_Types].xml', '<Types/>'],
    ['ppt/presentation.xml', '<p:presentation/>'],
  ]),
  odt: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    ['content.xml', '<office:document-content/>'],
  ]),
  ods: zipOf([
    ['mimetype', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['content.xml', '<office:document-content/>'],
  ]),
  ole: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  text: encode('Nom;Prénom;Ville\nBenali;Karim;Lyon\n'),
  exe: concat(encode('MZ\x90\x00\x03\x00\x00\x00'), new Uint8Array(64), encode('This program cannot be run in DOS mode.')),
  zip: zipOf([['photo.txt', 'bonjour']]),
  latin1: Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x0a]),
} as const;

/** Bytes in memory as a ByteSource, handed out in chunks of `chunk` bytes. */
export function memorySource(bytes: Uint8Array, chunk = 7): ByteSource {
  return {
    size: bytes.length,
    read: (offset, length) => Promise.resolve(bytes.slice(offset, offset + length)),
    async *chunks() {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.slice(at, at + chunk);
    },
  };
}
