import { describe, expect, it } from 'vitest';
import { normalizeText, searchWords } from './text';

describe('normalizeText', () => {
  it('removes accents and lowers the case', () => {
    expect(normalizeText('Élodie GÉRARD-Ça')).toBe('elodie gerard ca');
  });

  it('collapses runs of spaces and punctuation into one space and trims', () => {
    expect(normalizeText("  L'Étoile ,  du   Nord !  ")).toBe('l etoile du nord');
  });

  it('keeps the @ and the dots of an email', () => {
    expect(normalizeText('Jean.Dupont@Exemple.fr')).toBe('jean.dupont@exemple.fr');
  });

  it('spells out ligatures and keeps letters of other alphabets', () => {
    expect(normalizeText('Sœur Cœur Ætna Straße')).toBe('soeur coeur aetna strasse');
    expect(normalizeText('Lœuillet')).toBe('loeuillet');
    expect(normalizeText('Ολγα Сергей')).toBe('ολγα сергеи');
  });

  it('keeps digits', () => {
    expect(normalizeText('Antenne 59-Nord')).toBe('antenne 59 nord');
  });
});

describe('searchWords', () => {
  it('splits a query into normalised words', () => {
    expect(searchWords('  Élodie   DUPONT-Martin, ')).toEqual(['elodie', 'dupont', 'martin']);
  });

  it('finds no word in blanks and punctuation', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' , ; - ')).toEqual([]);
  });
});
