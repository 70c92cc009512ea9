import type { Color, PDFPage } from 'pdf-lib';
import type { Face } from './fonts';
import { clusters } from './runs';

// Each function first has the face read the fonts its text needs (once per process), then measures synchronously.

/** Width of a line as drawLine draws it. */
export async function lineWidth(text: string, face: Face, size: number): Promise<number> {
  await face.prepare(text);
  return face.width(text, size);
}

/** Draws one line from x, run after run, each in the font that has its glyphs and each right-to-left run shaped. */
export async function drawLine(
  page: PDFPage,
  text: string,
  opts: { x: number; y: number; size: number; face: Face; color: Color },
): Promise<void> {
  await opts.face.prepare(text);
  const runs = opts.face.runs(text);
  const fonts = await Promise.all(runs.map((run) => opts.face.font(run)));
  let x = opts.x;
  runs.forEach((run, i) => {
    page.drawText(run.text, { x, y: opts.y, size: opts.size, font: fonts[i], color: opts.color });
    // Measuring lays the run out again: only done when another run follows.
    if (i < runs.length - 1) x += opts.face.runWidth(run, opts.size);
  });
}

// The most letters from `from` on that fit in width (at least one), followed by suffix. Laying a run out costs about
// 0.3 ms a letter in Devanagari (fontkit's Indic shaper), so rather than measuring the piece again letter after letter,
// the cut is guessed from the letters' own widths, then checked and moved as the whole piece measures.
function fitting(letters: string[], from: number, face: Face, size: number, width: number, suffix = ''): number {
  const own = new Map<string, number>();
  const ownWidth = (letter: string) => {
    let measured = own.get(letter);
    if (measured === undefined) own.set(letter, (measured = face.width(letter, size)));
    return measured;
  };
  const fits = (end: number) => face.width(letters.slice(from, end).join('') + suffix, size) <= width;
  let end = from;
  let used = suffix ? face.width(suffix, size) : 0;
  while (end < letters.length && used + ownWidth(letters[end]) <= width) used += ownWidth(letters[end++]);
  while (end > from && !fits(end)) end -= 1;
  while (end < letters.length && fits(end + 1)) end += 1;
  return end;
}

// A word wider than the whole line (a long compound name with no space, a name in Chinese) is cut between letters
// (whole clusters: a letter with its accents, a Devanagari syllable) rather than left to run past the margin.
function cutWord(word: string, face: Face, size: number, width: number): string[] {
  const letters = clusters(word);
  const pieces: string[] = [];
  for (let start = 0; start < letters.length;) {
    const end = Math.max(start + 1, fitting(letters, start, face, size, width));
    pieces.push(letters.slice(start, end).join(''));
    start = end;
  }
  return pieces;
}

function wrap(text: string, face: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  // Each word is measured once, with the space before it, rather than the whole candidate line again: laying text out
  // with a TrueType font costs enough that re-measuring every candidate line made up most of a document's time.
  for (const word of text.split(' ')) {
    const added = face.width(current ? ` ${word}` : word, size);
    if (!current || used + added > width) {
      if (current) lines.push(current);
      const pieces = face.width(word, size) > width ? cutWord(word, face, size, width) : [word];
      lines.push(...pieces.slice(0, -1));
      current = pieces[pieces.length - 1];
      used = face.width(current, size);
    } else {
      current = `${current} ${word}`;
      used += added;
    }
  }
  lines.push(current);
  return lines;
}

/** Breaks text into lines no wider than width, between words, and inside a word only when it alone is too wide. */
export async function wrapLines(text: string, face: Face, size: number, width: number): Promise<string[]> {
  await face.prepare(text);
  return wrap(text, face, size, width);
}

const SMALLEST = 4;

// The last line kept of a text too long for its block, shortened until it ends with '…' within the width.
function withEllipsis(line: string, face: Face, size: number, width: number): string {
  const letters = clusters(line);
  return `${letters
    .slice(0, fitting(letters, 0, face, size, width, '…'))
    .join('')
    .trimEnd()}…`;
}

/**
 * Fits text into a width: on one line at the largest size from size down to minSize, else wrapped at minSize. With
 * maxLines, text that would still take more lines is written smaller (down to 4 pt), and only past that cut with '…',
 * so that whatever was typed, the block keeps a known height.
 */
export async function fitLines(
  text: string,
  face: Face,
  opts: { size: number; minSize: number; width: number; maxLines?: number },
): Promise<{ lines: string[]; size: number }> {
  await face.prepare(`${text}…`);
  const natural = face.width(text, opts.size);
  if (natural <= opts.width) return { lines: [text], size: opts.size };
  // Width grows linearly with size, so the size that fits is computed rather than searched for.
  const fitting = Math.floor(((opts.size * opts.width) / natural) * 10) / 10;
  if (fitting >= opts.minSize) return { lines: [text], size: fitting };
  const maxLines = opts.maxLines ?? Infinity;
  let size = opts.minSize;
  let lines = wrap(text, face, size, opts.width);
  while (lines.length > maxLines && size > SMALLEST) {
    size = Math.max(SMALLEST, Math.floor(size * 9) / 10);
    lines = wrap(text, face, size, opts.width);
  }
  if (lines.length <= maxLines) return { lines, size };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1], face, size, opts.width);
  return { lines: kept, size };
}
