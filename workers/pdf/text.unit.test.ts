import { describe, expect, it } from 'vitest';
import { scriptRuns } from './text';

describe('scriptRuns', () => {
  it('keeps a line without right-to-left letters whole', () => {
    expect(scriptRuns('Entre M. Łukasz NGUYỄN et « l’association » : 3,50 €')).toEqual([
      'Entre M. Łukasz NGUYỄN et « l’association » : 3,50 €',
    ]);
    expect(scriptRuns('')).toEqual(['']);
  });

  it('sets apart each right-to-left run, with the spaces between its words', () => {
    expect(scriptRuns('et M. محمد علي Мария, né(e)')).toEqual(['et M. ', 'محمد علي', ' Мария, né(e)']);
    expect(scriptRuns('محمد')).toEqual(['محمد']);
    expect(scriptRuns('שלום et محمد')).toEqual(['שלום', ' et ', 'محمد']);
  });

  it('composes decomposed accents', () => {
    expect(scriptRuns('Nguye\u0302\u0303n')).toEqual(['Nguyễn']);
  });
});
