import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentFonts, type UnicodeFonts } from './fonts';
import { fitLines, lineWidth, wrapLines } from './text';

let fonts: UnicodeFonts;
beforeAll(async () => {
  fonts = documentFonts(await PDFDocument.create());
});

const widest = async (lines: string[], size: number) =>
  Math.max(...(await Promise.all(lines.map((line) => lineWidth(line, fonts.bold, size)))));

describe('wrapLines', () => {
  it('breaks between words, keeping every word', async () => {
    const lines = await wrapLines('Marie-Françoise Anne-Sophie Œillet de la Tour', fonts.bold, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Marie-Françoise Anne-Sophie Œillet de la Tour');
    expect(await widest(lines, 10)).toBeLessThanOrEqual(120);
  });

  it('cuts a word wider than the line between its letters', async () => {
    const word = 'Vandenbroucke-Ĳsselmeer-Großmann-Œillet-Lauraguais';
    const lines = await wrapLines(`M. ${word}`, fonts.bold, 10, 80);
    expect(lines.join('').replace(/\s/g, '')).toBe(`M.${word}`);
    expect(await widest(lines, 10)).toBeLessThanOrEqual(80);
  });
});

describe('fitLines', () => {
  const opts = { size: 10, minSize: 7, width: 200 };

  it('keeps a short value whole at its size', async () => {
    expect(await fitLines('Jérôme ŒILLET', fonts.bold, opts)).toEqual({ lines: ['Jérôme ŒILLET'], size: 10 });
  });

  it('shrinks a value that fits on one line at a smaller size', async () => {
    const text = 'Marie-Françoise ŒILLET-GROSSMANN';
    const { lines, size } = await fitLines(text, fonts.bold, opts);
    expect(lines).toEqual([text]);
    expect(size).toBeLessThan(10);
    expect(size).toBeGreaterThanOrEqual(7);
    expect(await lineWidth(text, fonts.bold, size)).toBeLessThanOrEqual(200);
  });

  it('wraps at the smallest size a value too long for one line', async () => {
    const { lines, size } = await fitLines('Saint-Rémy-en-Bouzemont-Saint-Genest-et-Isson, Marne, France métropolitaine', fonts.bold, opts);
    expect(size).toBe(7);
    expect(lines.length).toBe(2);
    expect(await widest(lines, size)).toBeLessThanOrEqual(200);
  });

  it('keeps within maxLines, smaller then cut with an ellipsis, whatever the length', async () => {
    const medium = await fitLines('Œillet '.repeat(20).trim(), fonts.bold, { ...opts, maxLines: 2 });
    expect(medium.lines.length).toBeLessThanOrEqual(2);
    expect(medium.size).toBeLessThan(7);
    expect(medium.lines.join(' ')).toBe('Œillet '.repeat(20).trim());

    const huge = await fitLines('Ĳsselmeer '.repeat(200), fonts.bold, { ...opts, maxLines: 2 });
    expect(huge.lines.length).toBe(2);
    expect(huge.size).toBe(4);
    expect(huge.lines[1].endsWith('…')).toBe(true);
    expect(await widest(huge.lines, huge.size)).toBeLessThanOrEqual(200);
  });
});

describe('lines in several fonts', () => {
  it('measures each run with the font that draws it', async () => {
    // Chinese characters are as wide as the font's em square: 10 pt each at 10 pt.
    expect(await lineWidth('山田', fonts.regular, 10)).toBeCloseTo(20, 5);
    const latin = await lineWidth('M. ', fonts.regular, 10);
    expect(await lineWidth('M. 山田', fonts.regular, 10)).toBeCloseTo(latin + 20, 5);
  });

  it('cuts a name in Chinese, which has no spaces, within the width', async () => {
    const name = '欧阳'.repeat(40);
    const lines = await wrapLines(`M. ${name} Jean`, fonts.bold, 10, 120);
    expect(lines.join('').replace(/\s/g, '')).toBe(`M.${name}Jean`);
    expect(await widest(lines, 10)).toBeLessThanOrEqual(120);
    // Twelve characters of 10 pt fill a line of 120 pt.
    expect(lines).toContain('欧阳'.repeat(6));
  });

  it('cuts a long Devanagari word between syllables, never before a vowel sign', async () => {
    const word = 'प्रियाशर्मा'.repeat(12);
    const { lines, size } = await fitLines(word, fonts.bold, { size: 10, minSize: 7, width: 150, maxLines: 3 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line).toMatch(/^\P{M}/u);
    expect(await widest(lines, size)).toBeLessThanOrEqual(150);
  });
});
