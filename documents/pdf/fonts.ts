import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { FontChain, type LoadedFont } from './fontChain';
import { fontRuns, type Run } from './runs';
import { keepSubsetGlyphsWhole } from './subsetGlyphs';

// The standard PDF fonts only know WinAnsi, so names such as Łukasz, Nguyễn, Мария, محمد or 山田 cannot be written with
// them. DejaVu Sans comes first: it covers Latin Extended, Vietnamese, Greek, Cyrillic, Armenian, Georgian, Hebrew and
// Arabic (with its joining forms). The Noto fonts of Google Fonts, one npm package each (TrueType, regular and bold),
// cover the other scripts of the people the charity receives, tried in this order. Noto Sans SC also has the Japanese
// kana and the traditional characters; Noto Sans KR adds Hangul. docs/architecture.md lists them.
const DEJAVU = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };
const NOTO = [
  ['noto-sans-arabic', 'NotoSansArabic'], // Urdu and Pashto letters that DejaVu lacks
  ['noto-sans-devanagari', 'NotoSansDevanagari'],
  ['noto-sans-bengali', 'NotoSansBengali'],
  ['noto-sans-gurmukhi', 'NotoSansGurmukhi'],
  ['noto-sans-gujarati', 'NotoSansGujarati'],
  ['noto-sans-tamil', 'NotoSansTamil'],
  ['noto-sans-telugu', 'NotoSansTelugu'],
  ['noto-sans-kannada', 'NotoSansKannada'],
  ['noto-sans-malayalam', 'NotoSansMalayalam'],
  ['noto-sans-sinhala', 'NotoSansSinhala'],
  ['noto-sans-thai', 'NotoSansThai'],
  ['noto-sans-khmer', 'NotoSansKhmer'],
  ['noto-sans-myanmar', 'NotoSansMyanmar'],
  ['noto-serif-tibetan', 'NotoSerifTibetan'], // Google Fonts has no sans serif Tibetan
  ['noto-sans-ethiopic', 'NotoSansEthiopic'],
  ['noto-sans-georgian', 'NotoSansGeorgian'], // the capitals (Mtavruli) that upper-cased names take
  ['noto-sans-adlam', 'NotoSansAdlam'],
  ['noto-emoji', 'NotoEmoji'], // in outline, before the large fonts: an emoji never reads them
  ['noto-sans-sc', 'NotoSansSC'],
  ['noto-sans-kr', 'NotoSansKR'],
] as const;
const noto = (weight: '400Regular' | '700Bold') => NOTO.map(([pkg, file]) => `@expo-google-fonts/${pkg}/${weight}/${file}_${weight}.ttf`);
const FILES = { regular: [DEJAVU.regular, ...noto('400Regular')], bold: [DEJAVU.bold, ...noto('700Bold')] };

const require = createRequire(import.meta.url);

// fontkit parses a font's tables lazily and keeps them; parsing them again for every document was most of its cost.
// Each document still takes its own subset of the shared font.
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
const sharedFontkit = {
  create(buffer: Uint8Array): fontkit.Font {
    const font = parsed.get(buffer) ?? fontkit.create(buffer);
    parsed.set(buffer, font);
    keepSubsetGlyphsWhole(font);
    return font;
  },
};

// Read once per process; forgotten on failure so that the next document tries again.
const reads = new Map<string, Promise<LoadedFont>>();
function loadFont(file: string): Promise<LoadedFont> {
  let read = reads.get(file);
  if (!read) {
    read = readFile(require.resolve(file)).then((bytes) => ({ bytes, font: sharedFontkit.create(bytes) }));
    read.catch(() => reads.delete(file));
    reads.set(file, read);
  }
  return read;
}

const chains = { regular: new FontChain(FILES.regular, loadFont), bold: new FontChain(FILES.bold, loadFont) };

/**
 * A typeface as one document writes with it: its main font and fallbacks, each embedded in the document (subset to
 * the glyphs drawn) only when a run first needs it, so that a document carries no font it does not show.
 */
export class Face {
  constructor(
    private readonly doc: PDFDocument,
    private readonly chain: FontChain,
    private readonly embedded: Map<string, Promise<PDFFont>>,
  ) {}

  /** Reads the fonts the text needs; every other method expects it done for the texts it is given. */
  prepare(text: string): Promise<void> {
    return this.chain.prepare(text.normalize('NFC'));
  }

  /** The runs a line is drawn in, in drawing order. */
  runs(line: string): Run[] {
    return fontRuns(line, this.chain);
  }

  /** Width of a run at a size, in points. */
  runWidth(run: Run, size: number): number {
    return this.chain.width(run, size);
  }

  /** Width of a line at a size, in points, as its runs are drawn. */
  width(line: string, size: number): number {
    return this.runs(line).reduce((width, run) => width + this.chain.width(run, size), 0);
  }

  /** The document's font for a run, embedded at its first use. */
  font(run: Run): Promise<PDFFont> {
    const file = this.chain.files[run.font];
    let font = this.embedded.get(file);
    if (!font) {
      font = this.doc.embedFont(this.chain.font(run.font).bytes, { subset: true });
      this.embedded.set(file, font);
    }
    return font;
  }
}

/** The faces a document writes with. */
export interface UnicodeFonts {
  regular: Face;
  bold: Face;
}

/** The regular and bold faces of a document, which embed their fonts as its text needs them. */
export function documentFonts(doc: PDFDocument): UnicodeFonts {
  doc.registerFontkit(sharedFontkit);
  const embedded = new Map<string, Promise<PDFFont>>();
  return { regular: new Face(doc, chains.regular, embedded), bold: new Face(doc, chains.bold, embedded) };
}
