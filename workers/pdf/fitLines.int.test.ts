import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedUnicodeFonts, type UnicodeFonts } from './fonts';
import { fitLines, lineWidth, wrapLines } from './text';

let fonts: UnicodeFonts;
beforeAll(async () => {
  fonts = await embedUnicodeFonts(await PDFDocument.create());
});

const widest = (lines: string[], size: number) => Math.max(...lines.map((line) => lineWidth(line, fonts.bold, size)));

describe('wrapLines', () => {
  it('breaks between words, keeping every word', () => {
    const lines = wrapLines('Marie-Françoise Anne-Sophie Œillet de la Tour', fonts.bold, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Marie-Françoise Anne-Sophie Œillet de la Tour');
    expect(widest(lines, 10)).toBeLessThanOrEqual(120);
  });

  it('cuts a word wider than the line between its letters', () => {
    const word = 'Vandenbroucke-Ĳsselmeer-Großmann-Œillet-Lauraguais';
    const lines = wrapLines(`M. ${word}`, fonts.bold, 10, 80);
    expect(lines.join('').replace(/\s/g, '')).toBe(`M.${word}`);
    expect(widest(lines, 10)).toBeLessThanOrEqual(80);
  });
});

describe('fitLines', () => {
  const opts = { size: 10, minSize: 7, width: 200 };

  it('keeps a short value whole at its size', () => {
    expect(fitLines('Jérôme ŒILLET', fonts.bold, opts)).toEqual({ lines: ['Jérôme ŒILLET'], size: 10 });
  });

  it('shrinks a value that fits on one line at a smaller size', () => {
    const text = 'Marie-Françoise ŒILLET-GROSSMANN';
    const { lines, size } = fitLines(text, fonts.bold, opts);
    expect(lines).toEqual([text]);
    expect(size).toBeLessThan(10);
    expect(size).toBeGreaterThanOrEqual(7);
    expect(lineWidth(text, fonts.bold, size)).toBeLessThanOrEqual(200);
  });

  it('wraps at the smallest size a value too long for one line', () => {
    const { lines, size } = fitLines('Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson, Marne, France métropolitaine', fonts.bold, opts);
    expect(size).toBe(7);
    expect(lines.length).toBe(2);
    expect(widest(lines, size)).toBeLessThanOrEqual(200);
  });

  it('keeps within maxLines, smaller then cut with an ellipsis, whatever the length', () => {
    const medium = fitLines('Œillet '.repeat(20).trim(), fonts.bold, { ...opts, maxLines: 2 });
    expect(medium.lines.length).toBeLessThanOrEqual(2);
    expect(medium.size).toBeLessThan(7);
    expect(medium.lines.join(' ')).toBe('Œillet '.repeat(20).trim());

    const huge = fitLines('Ĳsselmeer '.repeat(200), fonts.bold, { ...opts, maxLines: 2 });
    expect(huge.lines.length).toBe(2);
    expect(huge.size).toBe(4);
    expect(huge.lines[1].endsWith('…')).toBe(true);
    expect(widest(huge.lines, huge.size)).toBeLessThanOrEqual(200);
  });
});
