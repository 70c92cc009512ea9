import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ConventionInput } from '@domain/housings/convention';
import { perform } from './conventionDocument';
import { pageTexts } from './pdf/testing/pageText';
import { containsLetters, faceName, NAMES_IN_SCRIPTS } from './pdf/testing/scripts';

const input = (recipient: Partial<ConventionInput['recipient']> = {}): ConventionInput => ({
  charity: { name: 'Association Passerelles Solidaires', address: '12 rue de la Roquette, 75011 Paris', siret: '41235678900027' },
  antenna: { name: 'Antenne de Lyon', address: '48 rue Sébastien Gryphe, 69007 Lyon' },
  recipient: { civility: 'M.', surname: 'Jérôme', name: 'Œillet', birth_date: '12/04/1988', file_number: 42, ...recipient },
  hotel: { name: 'Hôtel du Rhône', address: '3 quai Perrache, 69002 Lyon' },
  room: { number: '12', type: 'CH1' },
  stay: {
    start: '01/11/2026',
    end: '01/12/2026',
    nights: 30,
    price_per_night: '3,50 €',
    total: '105,00 €',
    caution: 'Payée',
    type: 'Classique',
    founding: 'SPIP',
  },
  made_on: '22/11/2026',
});

// The BaseFont of each font in the page's resources, less the number pdf-lib appends to a subset's name.
const pageFontNames = (doc: PDFDocument): string[] => {
  const fonts = doc.getPage(0).node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  return [
    ...new Set(
      (fonts?.values() ?? []).map((ref) =>
        doc.context.lookup(ref, PDFDict).lookup(PDFName.of('BaseFont'), PDFName).decodeText().replace(/-\d+$/, ''),
      ),
    ),
  ];
};

describe('occupancy agreement', () => {
  it('makes a one-page French PDF naming the person, the room and the stay', async () => {
    const { filename, pdf } = await perform(input());
    expect(filename).toBe('convention-dossier-42-chambre-12.pdf');
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(1);
    expect(parsed.getTitle()).toBe("Convention d'occupation — dossier n°42");
  });

  it.each([
    { civility: 'M.', surname: 'Łukasz', name: 'Nguyễn' },
    { civility: 'Мме', surname: 'Мария', name: 'Иванова' },
    { civility: 'السيد', surname: 'محمد', name: 'علي' },
    // Decomposed accents, as some keyboards type them.
    { civility: null, surname: 'Nguye\u0302\u0303n', name: 'Łukasz محمد Мария' },
  ])('writes names in any alphabet with embedded Unicode fonts: $surname $name', async (recipient) => {
    const { pdf } = await perform(input(recipient));
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(1);
    expect(pageFontNames(parsed).sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it.each(NAMES_IN_SCRIPTS)('writes a name in $script with $family', async ({ surnames, name, family }) => {
    const { pdf } = await perform(input({ civility: null, surname: surnames[0], name }));
    const texts = await pageTexts(pdf);
    // Glyph 0 is what a font draws for a character it lacks: nothing, or an empty box.
    expect(texts.flatMap((text) => text.glyphs)).not.toContain(0);
    // And every letter's glyph in the subset embedded has its outline.
    expect(texts.map((text) => text.inkless).join('')).toBe('');
    const drawn = texts.map((text) => text.text).join('');
    expect(containsLetters(drawn, `${surnames[0]} ${name.toUpperCase()}`)).toBe(true);
    expect(texts.map((text) => text.font)).toContain(faceName(family, false));
  });
});
