import type fontkit from '@pdf-lib/fontkit';
// fontkit's shapers for Indic and South-East Asian scripts (Devanagari, Bengali, Tamil, Sinhala, Khmer, Myanmar,
// Tibetan…) run generators compiled for regenerator's runtime, which its bundle expects as a global.
import 'regenerator-runtime';
import type { Coverage, Run } from './runs';

/** A font file, read and parsed once per process. */
export interface LoadedFont {
  bytes: Uint8Array;
  font: fontkit.Font;
}

// Joiners, variation selectors and other characters that lay out as nothing: fontkit draws them as a zero-width space,
// so no font needs a glyph of its own for them.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/**
 * A main font and its fallbacks, in the order they are tried. They are read only when a character needs them, in that
 * order, so that documents in the main font's scripts never read the others (the Chinese font alone is 10 MB).
 */
export class FontChain implements Coverage {
  private readonly loaded: LoadedFont[] = [];
  // The first font that has each character met so far; null when none has it.
  private readonly firsts = new Map<number, number | null>();
  private loading: Promise<void> | undefined;

  constructor(
    readonly files: readonly string[],
    private readonly load: (file: string) => Promise<LoadedFont>,
  ) {}

  /** Reads, in order, the fonts needed to know which one draws each character of text. */
  async prepare(text: string): Promise<void> {
    // The main font is always read: it writes the spaces and the placeholders of characters no font has.
    if (this.loaded.length === 0) await this.loadNext();
    for (const ch of text) {
      const codePoint = ch.codePointAt(0) ?? 0;
      // One font at a time, each waited for before looking again: they are tried in their order.
      while (!IGNORABLE.test(ch) && this.firstFor(codePoint) === undefined) await this.loadNext();
    }
  }

  /** The file and parsed font at that place in the chain, once read. */
  font(index: number): LoadedFont {
    const loaded = this.loaded[index];
    if (!loaded) throw new Error(`FontChain: font ${index} used before prepare()`);
    return loaded;
  }

  first(text: string): number | undefined {
    let last = 0;
    for (const ch of text) {
      if (IGNORABLE.test(ch)) continue;
      const first = this.firstFor(ch.codePointAt(0) ?? 0);
      if (first === undefined) throw new Error('FontChain: text measured before prepare()');
      if (first === null) return undefined;
      last = Math.max(last, first);
    }
    // The main font has every character whose first font it is: the common case, answered without looking again.
    if (last === 0) return 0;
    // Only fonts up to the last one a character needs are candidates: the answer never depends on which fonts other
    // documents happened to read before.
    for (let font = 0; font <= last; font += 1) if (this.has(font, text)) return font;
    return undefined;
  }

  /** Width of a run at a size, in points, as pdf-lib draws it: the sum of its glyphs' advances. */
  width(run: Run, size: number): number {
    const { font } = this.font(run.font);
    const { glyphs } = font.layout(run.text);
    let units = 0;
    for (const glyph of glyphs) units += glyph.advanceWidth;
    return (units * size) / font.unitsPerEm;
  }

  private has(font: number, text: string): boolean {
    const { font: face } = this.font(font);
    for (const ch of text) if (!IGNORABLE.test(ch) && !face.hasGlyphForCodePoint(ch.codePointAt(0) ?? 0)) return false;
    return true;
  }

  // undefined while the fonts that could have it are not read yet.
  private firstFor(codePoint: number): number | null | undefined {
    const known = this.firsts.get(codePoint);
    if (known !== undefined) return known;
    const index = this.loaded.findIndex(({ font }) => font.hasGlyphForCodePoint(codePoint));
    if (index < 0 && this.loaded.length < this.files.length) return undefined;
    const first = index < 0 ? null : index;
    this.firsts.set(codePoint, first);
    return first;
  }

  // Documents made at the same time share the reading of the next font; a failed read is tried again next time.
  private loadNext(): Promise<void> {
    this.loading ??= this.load(this.files[this.loaded.length])
      .then((loaded) => {
        this.loaded.push(loaded);
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
