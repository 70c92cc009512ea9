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
  let x = opts.x;
  for (const run of scriptRuns(text)) {
    page.drawText(run, { ...opts, x });
    x += opts.font.widthOfTextAtSize(run, opts.size);
  }
}
