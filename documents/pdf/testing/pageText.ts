import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

// Tests read a document back the way a PDF reader copies its text: the page's content streams show glyph ids, and each
// embedded font's ToUnicode map (which pdf-lib writes as one bfchar per glyph) turns them back into letters. A glyph
// that stands for no letter of its own (the dots Noto Sans Arabic draws apart from a letter's body) maps to nothing.

// A loaded document's streams are raw (still encoded); anything else here means a document pdf-lib did not write.
function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) throw new Error('pageTexts: expected an encoded stream');
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function toUnicodeMap(font: PDFDict): Map<string, string> {
  const cmap = streamText(font.lookup(PDFName.of('ToUnicode')));
  const map = new Map<string, string>();
  for (const [, glyph, utf16] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]*)>/gi)) {
    const units = (utf16.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16));
    map.set(glyph.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

/** One text object of a page: what it shows, where its baseline starts (points from the bottom left), in which font. */
export interface PageText {
  text: string;
  x: number;
  y: number;
  /** The font's name, less the number pdf-lib appends to a subset's name. */
  font: string;
  size: number;
  /** The glyph ids shown: 0 is a font's missing glyph (.notdef), drawn when the font lacks a character. */
  glyphs: number[];
  /** The letters shown whose glyph, in the font program embedded, has no outline: a reader draws them as nothing. */
  inkless: string;
}

interface Font {
  name: string;
  glyphs: Map<string, string>;
  inked: (glyph: number) => boolean;
}

// Whether the embedded font program (a subset) draws anything for a glyph; a glyph it cannot even read draws nothing.
function inkOf(font: PDFDict): (glyph: number) => boolean {
  const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
  const file = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).lookup(PDFName.of('FontFile2'));
  if (!(file instanceof PDFRawStream)) throw new Error('pageTexts: expected an embedded TrueType font');
  const program = fontkit.create(decodePDFRawStream(file).decode());
  return (glyph) => {
    try {
      return program.getGlyph(glyph).path.toSVG() !== '';
    } catch {
      return false;
    }
  };
}

/** The text objects drawn on a page, in drawing order, each read back to Unicode. */
export async function pageTexts(pdf: Uint8Array, pageIndex = 0): Promise<PageText[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(pageIndex).node;
  const fonts = new Map<string, Font>();
  const resources = page.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of resources?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const name = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText().replace(/-\d+$/, '');
    fonts.set(key.decodeText(), { name, glyphs: toUnicodeMap(font), inked: inkOf(font) });
  }

  const contents = page.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const operators = streams.map(streamText).join('\n');

  const texts: PageText[] = [];
  const blank: PageText = { text: '', x: 0, y: 0, font: '', size: 0, glyphs: [], inkless: '' };
  let font: Font | undefined;
  let current = blank;
  const operator = /\/(\S+)\s+([-\d.]+)\s+Tf|([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9a-f]*)>\s*Tj|\bET\b/gi;
  for (const [, fontKey, size, x, y, shown] of operators.matchAll(operator)) {
    if (fontKey !== undefined) {
      font = fonts.get(fontKey);
      current = { ...current, font: font?.name ?? fontKey, size: Number(size) };
    } else if (x !== undefined) current = { ...current, x: Number(x), y: Number(y) };
    else if (shown !== undefined) {
      const ids = (shown.match(/.{4}/g) ?? []).map((glyph) => Number.parseInt(glyph, 16));
      const letters = ids.map((glyph) => font?.glyphs.get(glyph.toString(16).padStart(4, '0')) ?? '\ufffd');
      current = {
        ...current,
        text: current.text + letters.join(''),
        glyphs: [...current.glyphs, ...ids],
        // Spaces have no outline, rightly.
        inkless: current.inkless + letters.filter((letter, i) => /\S/u.test(letter) && !font?.inked(ids[i])).join(''),
      };
    } else {
      texts.push(current);
      current = blank;
    }
  }
  return texts;
}

/** The page's text, one text object a line. */
export async function pageText(pdf: Uint8Array, pageIndex = 0): Promise<string> {
  return (await pageTexts(pdf, pageIndex)).map((t) => t.text).join('\n');
}
