import type { Color, PDFFont, PDFPage } from 'pdf-lib';

// pdf-lib lays a whole string out with fontkit, which picks one script from the string's first letter: in a French
// sentence an Arabic name would then be neither joined nor put right to left. Laying each right-to-left run out on its
// own lets fontkit shape and reverse it. Lines are left to right (the documents are in French), so the runs keep their
// order on the line; this is all the bidirectional algorithm that names and addresses need.
const RTL_LETTER = String.raw`[\p{scx=Arabic}\p{scx=Hebrew}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}]`;
const RTL_RUN = new RegExp(String.raw`${RTL_LETTER}(?:[^\p{L}\p{N}]*${RTL_LETTER})*`, 'gu');

/** Splits a line into the pieces laid out on their own, in drawing order, right-to-left runs apart. */
export function scriptRuns(text: string): string[] {
  // Composed, so that a name typed with combining accents finds the font's precomposed glyphs.
  const line = text.normalize('NFC');
  const runs: string[] = [];
  let start = 0;
  for (const match of line.matchAll(RTL_RUN)) {
    if (match.index > start) runs.push(line.slice(start, match.index));
    runs.push(match[0]);
    start = match.index + match[0].length;
  }
  if (start < line.length || runs.length === 0) runs.push(line.slice(start));
  return runs;
}

/** Width of a line as drawLine draws it. */
export function lineWidth(text: string, font: PDFFont, size: number): number {
  return scriptRuns(text).reduce((width, run) => width + font.widthOfTextAtSize(run, size), 0);
}

/** Draws one line from x, each right-to-left run shaped and reversed. */
export function drawLine(page: PDFPage, text: string, opts: { x: number; y: number; size: number; font: PDFFont; color: Color }): void {
  const runs = scriptRuns(text);
  let x = opts.x;
  runs.forEach((run, i) => {
    page.drawText(run, { ...opts, x });
    // Measuring lays the run out again: only done when another run follows.
    if (i < runs.length - 1) x += opts.font.widthOfTextAtSize(run, opts.size);
  });
}

// A word wider than the whole line (a long compound name with no space) is cut between letters rather than left to
// run past the margin.
function cutWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const letter of Array.from(word)) {
    if (piece && lineWidth(piece + letter, font, size) > width) {
      pieces.push(piece);
      piece = letter;
    } else piece += letter;
  }
  return [...pieces, piece];
}

/** Breaks text into lines no wider than width, between words, and inside a word only when it alone is too wide. */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  // Each word is measured once, with the space before it, rather than the whole candidate line again: laying text out
  // with a TrueType font costs enough that re-measuring every candidate line made up most of a document's time.
  for (const word of text.split(' ')) {
    const added = lineWidth(current ? ` ${word}` : word, font, size);
    if (!current || used + added > width) {
      if (current) lines.push(current);
      const pieces = lineWidth(word, font, size) > width ? cutWord(word, font, size, width) : [word];
      lines.push(...pieces.slice(0, -1));
      current = pieces[pieces.length - 1];
      used = lineWidth(current, font, size);
    } else {
      current = `${current} ${word}`;
      used += added;
    }
  }
  lines.push(current);
  return lines;
}

const SMALLEST = 4;

// The last line kept of a text too long for its block, shortened until it ends with '…' within the width.
function withEllipsis(line: string, font: PDFFont, size: number, width: number): string {
  const letters = Array.from(line);
  while (letters.length > 0 && lineWidth(`${letters.join('')}…`, font, size) > width) letters.pop();
  return `${letters.join('').trimEnd()}…`;
}

/**
 * Fits text into a width: on one line at the largest size from size down to minSize, else wrapped at minSize. With
 * maxLines, text that would still take more lines is written smaller (down to 4 pt), and only past that cut with '…',
 * so that whatever was typed, the block keeps a known height.
 */
export function fitLines(
  text: string,
  font: PDFFont,
  opts: { size: number; minSize: number; width: number; maxLines?: number },
): { lines: string[]; size: number } {
  const natural = lineWidth(text, font, opts.size);
  if (natural <= opts.width) return { lines: [text], size: opts.size };
  // Width grows linearly with size, so the size that fits is computed rather than searched for.
  const fitting = Math.floor(((opts.size * opts.width) / natural) * 10) / 10;
  if (fitting >= opts.minSize) return { lines: [text], size: fitting };
  const maxLines = opts.maxLines ?? Infinity;
  let size = opts.minSize;
  let lines = wrapLines(text, font, size, opts.width);
  while (lines.length > maxLines && size > SMALLEST) {
    size = Math.max(SMALLEST, Math.floor(size * 9) / 10);
    lines = wrapLines(text, font, size, opts.width);
  }
  if (lines.length <= maxLines) return { lines, size };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], font, size, opts.width);
  return { lines: kept, size };
}
