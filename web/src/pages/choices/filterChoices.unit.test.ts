import { describe, expect, it } from 'vitest';
import { filterChoices } from './filterChoices';

const item = (label: string) => ({ _id: label, label, last_update: '2026-01-02T10:00:00.000Z' });
const items = [item('Célibataire'), item('Marié(e)'), item('Pacsé(e)'), item('Pays-Bas')];

describe('filterChoices', () => {
  it('keeps every entry when the search is empty or blank', () => {
    expect(filterChoices(items, '')).toHaveLength(4);
    expect(filterChoices(items, '   ')).toHaveLength(4);
  });

  it('ignores case and accents', () => {
    expect(filterChoices(items, 'CELIB').map((i) => i.label)).toEqual(['Célibataire']);
    expect(filterChoices(items, 'marie').map((i) => i.label)).toEqual(['Marié(e)']);
  });

  it('needs every word, and reads punctuation as a space', () => {
    expect(filterChoices(items, 'pays-bas').map((i) => i.label)).toEqual(['Pays-Bas']);
    expect(filterChoices(items, 'bas pays').map((i) => i.label)).toEqual(['Pays-Bas']);
    expect(filterChoices(items, 'pays zzz')).toEqual([]);
  });
});
