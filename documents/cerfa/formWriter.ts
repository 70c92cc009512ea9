import { rgb, type Color, type PDFPage } from 'pdf-lib';
import type { Face, UnicodeFonts } from '../pdf/fonts';
import { drawLine, fitLines, lineWidth, wrapLines } from '../pdf/text';

/** A4 portrait, in points. */
export const A4: [number, number] = [595.28, 841.89];

const MARGIN = 40;
const PADDING = 10;
const LEFT = MARGIN + PADDING;
const INNER_WIDTH = A4[0] - 2 * LEFT;
const INK = rgb(0.1, 0.1, 0.15);
const LABEL = rgb(0.33, 0.33, 0.4);
const RULE = rgb(0.55, 0.57, 0.62);
const BAND = rgb(0.86, 0.89, 0.94);
const LABEL_SIZE = 8.5;
// Values are written at 10 pt and shrink down to 7 pt before wrapping, so that a long name stays on its line if it can;
// two lines at most keep the page's height whatever was typed.
const VALUE = { size: 10, minSize: 7, maxLines: 2 };
// Below this width left beside its label, a value goes on the line under the label rather than being squeezed.
const MIN_VALUE_WIDTH = 110;

/** One labelled line of the form; a null value leaves the line blank, to be filled in by hand. */
export interface Field {
  label: string;
  value: string | null;
}

/**
 * Draws a form from the top of the page down, in framed sections of labelled fields, the way paper Cerfa forms are
 * laid out. Every value is fitted to the width its field has: it shrinks, then wraps, and never runs past the frame.
 */
export class FormWriter {
  private y = A4[1] - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: UnicodeFonts,
  ) {}

  /** Lines centred across the page, shrunk then wrapped if too wide. */
  async centered(text: string, opts: { size: number; bold?: boolean; gap?: number }): Promise<void> {
    const face = opts.bold ? this.fonts.bold : this.fonts.regular;
    const { lines, size } = await fitLines(text, face, { size: opts.size, minSize: opts.size * 0.75, width: A4[0] - 2 * MARGIN });
    for (const line of lines) {
      this.y -= size;
      await this.text(line, (A4[0] - face.width(line, size)) / 2, { size, face });
      this.y -= 3;
    }
    this.y -= opts.gap ?? 0;
  }

  /** The page's top line: text at the left and a framed form number at the right. */
  async heading(left: string, formName: string, formNumber: string): Promise<void> {
    const box = { width: 96, height: 34 };
    const top = this.y;
    await this.text(left, MARGIN, { size: 9, face: this.fonts.bold, y: top - 12 });
    const x = A4[0] - MARGIN - box.width;
    this.page.drawRectangle({ x, y: top - box.height, ...box, borderColor: INK, borderWidth: 1 });
    await this.text(formName, x + 8, { size: 14, face: this.fonts.bold, y: top - 15 });
    await this.text(formNumber, x + 8, { size: 8.5, face: this.fonts.regular, y: top - 28 });
    this.y = top - box.height - 14;
  }

  /** A numbered section: a shaded title band, its content, and a frame around both. */
  async section(title: string, content: () => Promise<void>): Promise<void> {
    const top = this.y;
    this.page.drawRectangle({ x: MARGIN, y: top - 18, width: A4[0] - 2 * MARGIN, height: 18, color: BAND });
    await this.text(title.toUpperCase(), MARGIN + 6, { size: 9.5, face: this.fonts.bold, y: top - 13 });
    this.y = top - 18 - 6;
    await content();
    this.y -= 4;
    this.page.drawRectangle({ x: MARGIN, y: this.y, width: A4[0] - 2 * MARGIN, height: top - this.y, borderColor: RULE, borderWidth: 0.8 });
    this.y -= 10;
  }

  /** Fields side by side, sharing the width (or the given width from the left edge) equally. */
  async row(fields: Field[], width = INNER_WIDTH): Promise<void> {
    const gap = 14;
    const columnWidth = (width - gap * (fields.length - 1)) / fields.length;
    const heights: number[] = [];
    // One field after the other, so that the page's drawing order (and so its bytes) is always the same.
    for (const [i, field] of fields.entries()) heights.push(await this.field(field, LEFT + i * (columnWidth + gap), columnWidth));
    this.y -= Math.max(...heights) + 5;
  }

  /** A label followed by boxes to tick, the chosen ones ticked. */
  async checkboxes(label: string, options: { label: string; checked: boolean }[]): Promise<void> {
    const baseline = this.y - 11;
    let x = LEFT;
    await this.text(`${label} :`, x, { size: LABEL_SIZE, face: this.fonts.regular, y: baseline, color: LABEL });
    x += (await lineWidth(`${label} :`, this.fonts.regular, LABEL_SIZE)) + 12;
    for (const option of options) {
      this.page.drawRectangle({ x, y: baseline - 1, width: 9, height: 9, borderColor: INK, borderWidth: 0.8 });
      if (option.checked) {
        this.page.drawLine({
          start: { x: x + 1.5, y: baseline + 0.5 },
          end: { x: x + 7.5, y: baseline + 6.5 },
          thickness: 1.2,
          color: INK,
        });
        this.page.drawLine({
          start: { x: x + 1.5, y: baseline + 6.5 },
          end: { x: x + 7.5, y: baseline + 0.5 },
          thickness: 1.2,
          color: INK,
        });
      }
      await this.text(option.label, x + 14, { size: 10, face: option.checked ? this.fonts.bold : this.fonts.regular, y: baseline });
      x += 14 + (await lineWidth(option.label, this.fonts.bold, 10)) + 24;
    }
    this.y = baseline - 4 - 5;
  }

  /** Running text, wrapped to the section's width (or the page's, outside sections). */
  async paragraph(text: string, opts: { size?: number; bold?: boolean; muted?: boolean; page?: boolean } = {}): Promise<void> {
    const size = opts.size ?? 9.5;
    const face = opts.bold ? this.fonts.bold : this.fonts.regular;
    const x = opts.page ? MARGIN : LEFT;
    for (const line of await wrapLines(text, face, size, A4[0] - 2 * x)) {
      this.y -= size;
      await this.text(line, x, { size, face, color: opts.muted ? LABEL : INK });
      this.y -= 3;
    }
    this.y -= 4;
  }

  /** Fields stacked on the left, beside a frame left blank on the right (a signature, a stamp). */
  async beside(fields: Field[], frame: { label: string; width: number; height: number }): Promise<void> {
    const top = this.y;
    const x = LEFT + INNER_WIDTH - frame.width;
    this.page.drawRectangle({ x, y: top - frame.height, width: frame.width, height: frame.height, borderColor: RULE, borderWidth: 0.8 });
    await this.text(frame.label, x + 6, { size: LABEL_SIZE, face: this.fonts.regular, y: top - 11, color: LABEL });
    for (const field of fields) await this.row([field], INNER_WIDTH - frame.width - 16);
    this.y = Math.min(this.y, top - frame.height - 2);
  }

  /** Draws one field from the current line; answers the height it takes. */
  private async field(field: Field, x: number, width: number): Promise<number> {
    const label = `${field.label} :`;
    const labelWidth = (await lineWidth(label, this.fonts.regular, LABEL_SIZE)) + 5;
    const below = width - labelWidth < MIN_VALUE_WIDTH;
    let baseline = this.y - 11;
    await this.text(label, x, { size: LABEL_SIZE, face: this.fonts.regular, y: baseline, color: LABEL });
    if (below) baseline -= 13;
    const valueX = below ? x : x + labelWidth;
    const valueWidth = x + width - valueX;
    const { lines, size } = await fitLines(field.value ?? '', this.fonts.bold, { ...VALUE, width: valueWidth });
    for (const [i, line] of lines.entries()) {
      const lineY = baseline - i * (size + 3);
      await this.text(line, valueX, { size, face: this.fonts.bold, y: lineY });
      this.page.drawLine({
        start: { x: valueX, y: lineY - 3 },
        end: { x: x + width, y: lineY - 3 },
        thickness: 0.4,
        color: RULE,
        dashArray: [1, 1.5],
      });
    }
    return this.y - (baseline - (lines.length - 1) * (size + 3)) + 4;
  }

  private text(text: string, x: number, opts: { size: number; face: Face; y?: number; color?: Color }): Promise<void> {
    return drawLine(this.page, text, { x, y: opts.y ?? this.y, size: opts.size, face: opts.face, color: opts.color ?? INK });
  }
}
