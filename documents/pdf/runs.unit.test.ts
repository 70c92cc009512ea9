import { describe, expect, it } from 'vitest';
import { fontRuns, placeholder, type Coverage } from './runs';

// Fonts as the characters they have; default-ignorable characters need no glyph, as in the real chain.
const fonts = (...has: RegExp[]): Coverage => {
  const covers = (font: number, text: string) =>
    Array.from(text).every((ch) => /\p{Default_Ignorable_Code_Point}/u.test(ch) || has[font].test(ch));
  return {
    first: (text) => {
      const font = has.findIndex((_, index) => covers(index, text));
      return font < 0 ? undefined : font;
    },
  };
};
// Like DejaVu Sans: ASCII, Latin, Cyrillic and Arabic, less a Pashto letter.
const MAIN = /(?!ۍ)[\x20-\x7E\p{scx=Latin}\p{scx=Cyrillic}\p{scx=Arabic}\p{White_Space}\p{P}\p{Sc}\p{N}«»]/u;
const ARABIC = /[\p{scx=Arabic}\p{White_Space}]/u;
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{White_Space},.]/u;
const DEVANAGARI = /[\p{scx=Devanagari}\p{White_Space}]/u;
const face = fonts(MAIN, ARABIC, CJK, DEVANAGARI);

describe('fontRuns', () => {
  it('keeps a line the main font has whole, but for its right-to-left pieces', () => {
    expect(fontRuns('Entre M. Łukasz NGUYỄN et « l’association » : 3,50 €', face)).toEqual([
      { text: 'Entre M. Łukasz NGUYỄN et « l’association » : 3,50 €', font: 0 },
    ]);
    expect(fontRuns('', face)).toEqual([{ text: '', font: 0 }]);
    expect(fontRuns('et M. محمد علي Мария, né(e)', face)).toEqual([
      { text: 'et M. ', font: 0 },
      { text: 'محمد علي', font: 0 },
      { text: ' Мария, né(e)', font: 0 },
    ]);
  });

  it('composes decomposed accents', () => {
    expect(fontRuns('Nguye\u0302\u0303n', face)).toEqual([{ text: 'Nguyễn', font: 0 }]);
  });

  it('gives each word, and each blank between words, the first font that has all its characters', () => {
    expect(fontRuns('Nom : 山田 太郎, né le', face)).toEqual([
      { text: 'Nom : ', font: 0 },
      { text: '山田', font: 2 },
      { text: ' ', font: 0 },
      { text: '太郎,', font: 2 },
      { text: ' né le', font: 0 },
    ]);
    expect(fontRuns('नमस्ते Priya', face)).toEqual([
      { text: 'नमस्ते', font: 3 },
      { text: ' Priya', font: 0 },
    ]);
  });

  it('draws a word with one font when the main font lacks one of its letters, so that Arabic stays joined', () => {
    expect(fontRuns('M. ښکلۍ', face)).toEqual([
      { text: 'M. ', font: 0 },
      { text: 'ښکلۍ', font: 1 },
    ]);
  });

  it('cuts a word no font has whole between its letters, each with the first font that has it', () => {
    expect(fontRuns('Jérôme山田', face)).toEqual([
      { text: 'Jérôme', font: 0 },
      { text: '山田', font: 2 },
    ]);
  });

  it('puts the runs of a right-to-left piece in visual order', () => {
    expect(fontRuns('محمد ۍ', face)).toEqual([
      { text: 'ۍ', font: 1 },
      { text: 'محمد ', font: 0 },
    ]);
  });

  it('writes a character no font has as its code points, in the main font, never leaving a name blank', () => {
    expect(fontRuns('Marie \uE000', face)).toEqual([{ text: 'Marie [U+E000]', font: 0 }]);
    expect(fontRuns('\u{1F9D1}\u200D\u{1F9D2}', face)).toEqual([{ text: '[U+1F9D1 U+200D U+1F9D2]', font: 0 }]);
    expect(fontRuns('山田\u0378', face)).toEqual([
      { text: '山田', font: 2 },
      { text: '[U+0378]', font: 0 },
    ]);
  });

  it('shows a line of nothing but invisible characters as their code points, and leaves spaces as they are', () => {
    expect(fontRuns('\u200B', face)).toEqual([{ text: '[U+200B]', font: 0 }]);
    expect(fontRuns(' \u2060 ', face)).toEqual([{ text: '[U+2060]', font: 0 }]);
    expect(fontRuns('   ', face)).toEqual([{ text: '   ', font: 0 }]);
  });

  it('writes a space no font has as an ordinary space', () => {
    expect(fontRuns('Ana\tMaria 山田', fonts(/[A-Za-z ]/u, /\p{scx=Han}/u))).toEqual([
      { text: 'Ana Maria ', font: 0 },
      { text: '山田', font: 1 },
    ]);
  });
});

describe('placeholder', () => {
  it('writes each code point in four hexadecimal digits at least', () => {
    expect(placeholder('\u0378')).toBe('[U+0378]');
    expect(placeholder('\u{1F600}')).toBe('[U+1F600]');
  });
});
