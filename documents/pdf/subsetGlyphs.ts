import type fontkit from '@pdf-lib/fontkit';

// What a TrueType subset of @pdf-lib/fontkit 1.1.1 holds while it is written: the glyphs' bytes, and where the next goes.
interface TrueTypeSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

let done = false;

/**
 * Makes the subsets that fontkit writes keep every glyph. A subset's glyph offsets are written in the short format
 * (halved) whenever they fit, which needs every glyph's bytes to be of even length, but each glyph is copied as the font
 * has it. Fonts whose offsets are in the long format may have glyphs of odd length (Noto Sans SC, KR and Emoji do):
 * every glyph after one of them was read a byte off, and drawn as nothing. Padded to an even length, as the TrueType
 * format asks, they stay whole. fontkit's subset class is not exported: it is reached through a subset of a font.
 */
export function keepSubsetGlyphsWhole(font: fontkit.Font): void {
  if (done) return;
  const subset = Object.getPrototypeOf(font.createSubset()) as TrueTypeSubset;
  const addGlyph = subset._addGlyph;
  if (typeof addGlyph !== 'function') return;
  subset._addGlyph = function (this: TrueTypeSubset, glyphId: number): number {
    const index = addGlyph.call(this, glyphId);
    const bytes = this.glyf[index];
    if (bytes.length % 2 === 1) {
      // Of the class fontkit copied the glyph into: its bundle writes only its own kind of buffer.
      const even = (bytes.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(bytes.length + 1);
      even.set(bytes);
      this.glyf[index] = even;
      this.offset += 1;
    }
    return index;
  };
  done = true;
}
