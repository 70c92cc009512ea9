import { describe, expect, it } from 'vitest';
import { justiceText } from './RecipientHeader';

describe('justiceText', () => {
  it('tells the period and the organism that follows it, an unknown date as ???', () => {
    expect(justiceText({ justice_start_date: '2026-01-10', justice_end_date: '2027-01-09', justice_organism: 'SPIP du Rhône' })).toBe(
      'Sous main de justice du : 10/01/2026 au 09/01/2027 (SPIP du Rhône)',
    );
    expect(justiceText({ justice_start_date: '2026-01-10', justice_end_date: null, justice_organism: null })).toBe(
      'Sous main de justice du : 10/01/2026 au ???',
    );
  });

  it('says nothing when no period is known (the header then reads "Pas de suivi en cours")', () => {
    expect(justiceText({ justice_start_date: null, justice_end_date: null, justice_organism: 'SPIP du Rhône' })).toBeNull();
  });
});
