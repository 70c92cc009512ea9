// How a line is cut into the pieces drawn one after the other: each with the one font of the face that has its glyphs,
// right-to-left pieces apart. The rules are written down in docs/architecture.md ('Documents in every script').

/** A piece of a line drawn with one font, in drawing order. */
export interface Run {
  text: string;
  /** The font's place in the face: 0 is the main font (which has ASCII), then the fallbacks in order. */
  font: number;
}

/** What the cutting asks of a face's fonts; default-ignorable characters (joiners, selectors) need no glyph. */
export interface Coverage {
  /** The first font that has a glyph for every character of text, if one does. */
  first(text: string): number | undefined;
}

// pdf-lib lays a whole string out with fontkit, which picks one script from the string's first letter: in a French
// sentence an Arabic name would then be neither joined nor put right to left. Laying each right-to-left run out on its
// own lets fontkit shape and reverse it. Lines are left to right (the documents are in French), so the runs keep their
// order on the line; this is all the bidirectional algorithm that names and addresses need.
const RTL_LETTER = String.raw`[\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\p{scx=Adlam}]`;
const RTL_RUN = new RegExp(String.raw`${RTL_LETTER}(?:[^\p{L}\p{N}]*${RTL_LETTER})*`, 'gu');
// Spaces, and characters that show nothing (zero-width space, joiners), between words.
const BLANK = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u;
const SPACE = /\p{White_Space}/gu;
// Letters with their accents and marks stay together: a font is chosen for a whole cluster, never half of one.
const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' });

/** The letter clusters of a text, as readers see them (a letter and its accents, a Devanagari syllable, an emoji). */
export function clusters(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

/**
 * How characters that no font can draw are written: their code points, '[U+1F600]', so that a name never prints blank
 * and what was typed can still be read back from the document.
 */
export function placeholder(text: string): string {
  const points = Array.from(text, (ch) => `U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
  return `[${points.join(' ')}]`;
}

// A line of nothing but invisible characters (a zero-width space typed alone) would print blank: their code points show
// instead. A line of plain spaces stays as it is.
function visible(line: string): string {
  const invisible = line.replace(SPACE, '');
  return invisible && BLANK.test(line) ? placeholder(invisible) : line;
}

function directionPieces(line: string): { text: string; rtl: boolean }[] {
  const pieces: { text: string; rtl: boolean }[] = [];
  let start = 0;
  for (const match of line.matchAll(RTL_RUN)) {
    if (match.index > start) pieces.push({ text: line.slice(start, match.index), rtl: false });
    pieces.push({ text: match[0], rtl: true });
    start = match.index + match[0].length;
  }
  if (start < line.length || pieces.length === 0) pieces.push({ text: line.slice(start), rtl: false });
  return pieces;
}

// Words and the blanks between them, whole clusters each.
function words(text: string): { text: string; blank: boolean }[] {
  const parts: { text: string; blank: boolean }[] = [];
  for (const cluster of clusters(text)) {
    const blank = BLANK.test(cluster);
    const last = parts.at(-1);
    if (last?.blank === blank) last.text += cluster;
    else parts.push({ text: cluster, blank });
  }
  return parts;
}

// A word is drawn with one font when one has all its letters: Arabic letters are joined, and an Indic syllable shaped,
// only within one font. Otherwise each cluster takes the first font that has it. Blanks too: an emoji font's or a
// Chinese font's space is wider than the main font's.
function pieceRuns(text: string, fonts: Coverage): Run[] {
  const runs: Run[] = [];
  const add = (piece: string, font: number) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += piece;
    else runs.push({ text: piece, font });
  };
  for (const word of words(text)) {
    const whole = fonts.first(word.text);
    if (whole !== undefined) add(word.text, whole);
    // A space no font has (a tab): an ordinary space.
    else if (word.blank) add(word.text.replace(SPACE, ' '), 0);
    else
      for (const cluster of clusters(word.text)) {
        const font = fonts.first(cluster);
        if (font === undefined) add(placeholder(cluster), 0);
        else add(cluster, font);
      }
  }
  return runs;
}

/**
 * Cuts a line into the runs drawn one after the other: each with the first font that has its glyphs, each
 * right-to-left piece apart with its runs in visual order, and characters no font has written as their code points.
 */
export function fontRuns(text: string, fonts: Coverage): Run[] {
  // Composed, so that a name typed with combining accents finds the fonts' precomposed glyphs.
  const line = visible(text.normalize('NFC'));
  const pieces = directionPieces(line);
  // Most lines are all in the main font: only the right-to-left pieces are set apart.
  if (fonts.first(line) === 0) return pieces.map((piece) => ({ text: piece.text, font: 0 }));
  return pieces.flatMap((piece) => {
    const runs = pieceRuns(piece.text, fonts);
    return piece.rtl ? runs.reverse() : runs;
  });
}
