import type { PageText } from './pageText';

/**
 * People named in the scripts the documents cover (docs/architecture.md, 'Documents in every script'), each with the
 * family of the font that must draw the name: DejaVu Sans, or the Noto font of its script.
 */
export const NAMES_IN_SCRIPTS = [
  { script: 'Chinese', surnames: ['秀英'], name: '王', family: 'NotoSansSC' },
  { script: 'Japanese', surnames: ['はなこ'], name: '山田', family: 'NotoSansSC' },
  { script: 'Korean', surnames: ['민준'], name: '김', family: 'NotoSansKR' },
  { script: 'Devanagari', surnames: ['प्रिया'], name: 'शर्मा', family: 'NotoSansDevanagari' },
  // Pashto: DejaVu Sans lacks its letter ۍ, so both words are drawn with Noto Sans Arabic, joined.
  { script: 'Arabic', surnames: ['ملالۍ'], name: 'یوسفزۍ', family: 'NotoSansArabic' },
  { script: 'Hebrew', surnames: ['דוד'], name: 'כהן', family: 'DejaVuSans' },
  { script: 'Greek', surnames: ['Αλέξανδρος'], name: 'Παπαδόπουλος', family: 'DejaVuSans' },
  { script: 'Cyrillic', surnames: ['Мария'], name: 'Иванова', family: 'DejaVuSans' },
  { script: 'Ethiopic', surnames: ['ተስፋዬ'], name: 'ሃብተ', family: 'NotoSansEthiopic' },
  // Upper-cased, a Georgian name takes the capitals (Mtavruli) that DejaVu Sans lacks.
  { script: 'Georgian', surnames: ['ნინო'], name: 'ბერიძე', family: 'NotoSansGeorgian' },
  { script: 'emoji', surnames: ['Marie 🌻'], name: 'Dupont', family: 'NotoEmoji' },
];

/**
 * A text's letters, sorted, spaces left out: a name drawn right to left, or in Devanagari (whose vowel signs are drawn
 * before the consonant they follow), reads back in drawing order, but with the same letters.
 */
export const letters = (text: string): string => Array.from(text.replace(/\s/gu, '')).sort().join('');

/** The runs drawn on the line of a field's label, right of it, from left to right. */
export function valueOf(texts: PageText[], label: string): PageText[] {
  const labelText = texts.find((text) => text.text === label);
  if (!labelText) throw new Error(`no label ${label} on the page`);
  return texts.filter((text) => text.y === labelText.y && text.x > labelText.x).sort((a, b) => a.x - b.x);
}

/** Whether text has every letter of part, as many times (spaces left out), in whatever order they were drawn. */
export function containsLetters(text: string, part: string): boolean {
  const pool = Array.from(text);
  return Array.from(part.replace(/\s/gu, '')).every((letter) => {
    const at = pool.indexOf(letter);
    if (at >= 0) pool.splice(at, 1);
    return at >= 0;
  });
}

/** The PostScript name of a family's face, as a page's fonts read back (DejaVu Sans names its regular face alone). */
export const faceName = (family: string, bold: boolean): string =>
  family === 'DejaVuSans' && !bold ? family : `${family}-${bold ? 'Bold' : 'Regular'}`;
