import { describe, expect, it } from 'vitest';
import { ageBand, ageOn, genderOf } from './people';

describe('ageOn', () => {
  it('counts full years, a birthday reached on the day itself', () => {
    expect(ageOn('1988-04-12', '2025-04-11')).toBe(36);
    expect(ageOn('1988-04-12', '2025-04-12')).toBe(37);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('gives no age without a birth date, or with one after the day', () => {
    expect(ageOn(null, '2025-01-01')).toBeNull();
    expect(ageOn('', '2025-01-01')).toBeNull();
    expect(ageOn('2025-06-01', '2025-01-01')).toBeNull();
  });
});

describe('ageBand', () => {
  it('puts each age in its band, bounds included', () => {
    expect([17, 18, 25, 26, 65, 66, null].map(ageBand)).toEqual([
      'Moins de 18 ans',
      '18 à 25 ans',
      '18 à 25 ans',
      '26 à 35 ans',
      '56 à 65 ans',
      'Plus de 65 ans',
      'Non renseigné',
    ]);
  });
});

describe('genderOf', () => {
  it('reads the civility', () => {
    expect([genderOf('M.'), genderOf('Mme'), genderOf(null)]).toEqual(['Homme', 'Femme', 'Non renseigné']);
  });
});
