import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** The faces a document writes with. */
export interface UnicodeFonts {
  regular: PDFFont;
  bold: PDFFont;
}

// The standard PDF fonts only know WinAnsi, so names such as Łukasz, Nguyễn, Мария or محمد cannot be written with them.
// Both DejaVu Sans faces cover Latin Extended, Vietnamese, Cyrillic and Arabic (with its joining forms), and ship in an npm package.
const FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };

const require = createRequire(import.meta.url);
let bytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

// Read once per process; forgotten on failure so that the next document tries again.
function fontBytes(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  bytes ??= Promise.all([readFile(require.resolve(FILES.regular)), readFile(require.resolve(FILES.bold))])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      bytes = undefined;
      throw error;
    });
  return bytes;
}

// fontkit parses a font's tables lazily and keeps them; parsing them again for every document was most of its cost.
// Each document still takes its own subset of the shared font.
const parsed = new WeakMap<Uint8Array, fontkit.Font>();
const sharedFontkit = {
  create(buffer: Uint8Array): fontkit.Font {
    const font = parsed.get(buffer) ?? fontkit.create(buffer);
    parsed.set(buffer, font);
    return font;
  },
};

/** Embeds the regular and bold Unicode faces in a document, subset to the glyphs it uses. */
export async function embedUnicodeFonts(doc: PDFDocument): Promise<UnicodeFonts> {
  const { regular, bold } = await fontBytes();
  doc.registerFontkit(sharedFontkit);
  return { regular: await doc.embedFont(regular, { subset: true }), bold: await doc.embedFont(bold, { subset: true }) };
}
