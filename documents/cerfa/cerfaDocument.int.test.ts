import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentFonts } from '../pdf/fonts';
import { pageText, pageTexts } from '../pdf/testing/pageText';
import { faceName, letters, NAMES_IN_SCRIPTS, valueOf } from '../pdf/testing/scripts';
import { lineWidth } from '../pdf/text';
import type { CerfaData } from '@domain/domiciliations/cerfa';
import { perform } from './cerfaDocument';
import { A4 } from './formWriter';

const data = (person: Partial<CerfaData['person']> = {}, changes: Partial<CerfaData> = {}): CerfaData => ({
  file_number: 42,
  organism: {
    name: 'Antenne de Lyon',
    address: '48 rue Sébastien Gryphe, 69007 Lyon',
    agreement: { number: 'DOM-69-2024-017', prefecture: 'Rhône', start: '2024-03-01', end: '2029-02-28' },
  },
  person: {
    civility: 'M.',
    name: 'Œillet',
    surnames: ['Jérôme', 'Ĳsbrand'],
    birth_date: '1988-04-12',
    birth_place: 'Köln, Allemagne',
    ...person,
  },
  domiciliation: { start_date: '2026-11-01', end_date: '2027-10-31' },
  referent: 'Hélène Moulin',
  signature: { place: 'Lyon', date: '2026-11-22' },
  ...changes,
});

describe('domiciliation attestation (Cerfa n°16030*01)', () => {
  it('makes a one-page A4 PDF naming the organism, the person, the dates and the signature', async () => {
    const { filename, pdf } = await perform(data());
    expect(filename).toBe('attestation-domicile-dossier-42-2026-11-01.pdf');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getPage(0).getSize()).toEqual({ width: A4[0], height: A4[1] });
    expect(parsed.getTitle()).toBe("Attestation d'élection de domicile — dossier n°42");

    const lines = (await pageText(pdf)).split('\n');
    for (const expected of [
      'N° 16030*01',
      "ATTESTATION D'ÉLECTION DE DOMICILE",
      'Antenne de Lyon',
      '48 rue Sébastien Gryphe, 69007 Lyon',
      'DOM-69-2024-017',
      'Rhône',
      '01/03/2024',
      '28/02/2029',
      'ŒILLET',
      'Jérôme, Ĳsbrand',
      'Jérôme Ĳsbrand ŒILLET',
      '12/04/1988',
      'Köln, Allemagne',
      '01/11/2026',
      '31/10/2027',
      'Hélène Moulin',
      'Lyon',
      '22/11/2026',
    ])
      expect(lines).toContain(expected);
  });

  it.each([
    { civility: 'Mme' as const, ticked: 'Madame', blank: 'Monsieur' },
    { civility: 'M.' as const, ticked: 'Monsieur', blank: 'Madame' },
  ])('ticks $ticked for $civility', async ({ civility, ticked, blank }) => {
    const { pdf } = await perform(data({ civility }));
    const texts = await pageTexts(pdf);
    // The ticked civility is written in bold: another font than the unticked one.
    const fontOf = (label: string) => texts.find((t) => t.text === label)?.font;
    expect(fontOf(ticked)).toMatch(/Bold/);
    expect(fontOf(blank)).not.toMatch(/Bold/);
  });

  it('leaves the lines of unknown values blank', async () => {
    const { pdf } = await perform(
      data(
        { birth_date: null, birth_place: null },
        { referent: null, organism: { ...data().organism, agreement: { number: null, prefecture: null, start: null, end: null } } },
      ),
    );
    const text = await pageText(pdf);
    expect(text).not.toContain('DOM-69-2024-017');
    expect(text).not.toContain('12/04/1988');
    expect(text).not.toMatch(/null|undefined|—/);
  });

  it('writes accents, ligatures and other alphabets as typed', async () => {
    const { pdf } = await perform(
      data({ name: 'Großmann-Ĳssel', surnames: ['Œdipe', 'Łukasz', 'Мария'], birth_place: 'Nguyễn, Việt Nam' }),
    );
    const lines = (await pageText(pdf)).split('\n');
    expect(lines).toContain('GROSSMANN-ĲSSEL');
    expect(lines).toContain('Œdipe, Łukasz, Мария');
    expect(lines).toContain('Nguyễn, Việt Nam');
  });

  it('keeps the longest names the forms accept on the page, shrunk or wrapped', async () => {
    const long = (word: string) =>
      `${word} `
        .repeat(Math.ceil(500 / (word.length + 1)))
        .slice(0, 500)
        .trim();
    const { pdf } = await perform(
      data(
        {
          name: long('Œillet-Vandenbroucke'),
          surnames: [long('Marie-Françoise'), long('Maßimiliana')],
          birth_place: long('Saint-Rémy-en-Bouzemont'),
        },
        {
          organism: {
            ...data().organism,
            name: long('Antenne'),
            address: long('rue'),
            agreement: { ...data().organism.agreement, prefecture: long('Rhône') },
          },
          referent: long('Hélène'),
        },
      ),
    );
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(1);
    const texts = await pageTexts(pdf);
    expect(texts.some((t) => t.text.startsWith('ŒILLET-VANDENBROUCKE'))).toBe(true);
    // Every line is measured again with the same faces: it must start and end within the page's 40 pt margins.
    const fonts = documentFonts(await PDFDocument.create());
    const outside: typeof texts = [];
    for (const text of texts) {
      const right = text.x + (await lineWidth(text.text, text.font === 'DejaVuSans-Bold' ? fonts.bold : fonts.regular, text.size));
      if (text.x < 40 || right > A4[0] - 40 + 0.01 || text.y < 40 || text.y > A4[1] - 40) outside.push(text);
    }
    expect(outside).toEqual([]);
  });

  describe('names in every script', () => {
    it.each(NAMES_IN_SCRIPTS)('writes a name in $script with $family', async ({ surnames, name, family }) => {
      const { pdf } = await perform(data({ name, surnames }));
      const texts = await pageTexts(pdf);
      // Glyph 0 is what a font draws for a character it lacks: nothing, or an empty box.
      expect(texts.flatMap((text) => text.glyphs)).not.toContain(0);
      // And every letter's glyph in the subset embedded has its outline.
      expect(texts.map((text) => text.inkless).join('')).toBe('');
      const written = (label: string) =>
        letters(
          valueOf(texts, label)
            .map((run) => run.text)
            .join(''),
        );
      expect(written('Nom(s) :')).toBe(letters(name.toUpperCase()));
      expect(written('Prénom(s) :')).toBe(letters(surnames.join(', ')));
      const fonts = [...valueOf(texts, 'Nom(s) :'), ...valueOf(texts, 'Prénom(s) :')].map((run) => run.font);
      expect(fonts).toContain(faceName(family, true));
    });

    it('writes a character no font has as its code point, the rest of the name as typed', async () => {
      // 𠮷 (U+20BB7), a variant of 吉 found in Japanese family names, is in none of the fonts.
      const { pdf } = await perform(data({ name: '𠮷田', surnames: ['\u200B'] }));
      const texts = await pageTexts(pdf);
      expect(valueOf(texts, 'Nom(s) :').map((run) => run.text)).toEqual(['[U+20BB7]', '田']);
      // A first name of nothing but a zero-width space would print blank.
      expect(valueOf(texts, 'Prénom(s) :').map((run) => run.text)).toEqual(['[U+200B]']);
    });

    it('embeds only the fonts a document shows: a French attestation carries DejaVu Sans alone', async () => {
      const fontsOf = async (pdf: Uint8Array) => [...new Set((await pageTexts(pdf)).map((text) => text.font))].sort();
      expect(await fontsOf((await perform(data())).pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
      const mixed = await perform(data({ name: '山田', surnames: ['प्रिया'] }));
      expect(await fontsOf(mixed.pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansDevanagari-Bold', 'NotoSansSC-Bold']);
      expect(
        (await PDFDocument.load(mixed.pdf)).context.enumerateIndirectObjects().filter(([, object]) => String(object).includes('/FontFile2'))
          .length,
      ).toBe(4);
    });
  });
});
