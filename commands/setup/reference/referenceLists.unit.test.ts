import { describe, expect, it } from 'vitest';
import { normalizeText } from '@domain/shared/text';
import * as contacts from './contacts';
import * as countries from './countries';
import * as documents from './documents';
import * as housing from './housing';
import * as justice from './justice';
import * as nationalities from './nationalities';
import * as personal from './personal';
import * as work from './work';

// Every list exported by the reference files, by export name.
const lists: [string, string[]][] = Object.entries({
  ...contacts,
  ...countries,
  ...documents,
  ...housing,
  ...justice,
  ...nationalities,
  ...personal,
  ...work,
});

// Lists kept in a natural order rather than alphabetically (see their doc comments).
const naturalOrder = new Set(['nationalityStatuses', 'detentionStatuses']);

/** The key a label is unique under in a list: case, accents, spaces and punctuation aside. */
const key = (label: string) => normalizeText(label).replace(/ /g, '');

describe('reference lists', () => {
  it('are all found', () => {
    expect(lists.map(([name]) => name).sort()).toEqual(
      [
        'antennaAttachmentTypes',
        'contactFunctions',
        'contactStatuses',
        'countries',
        'detentionPlaces',
        'detentionStatuses',
        'familyStatuses',
        'formationTypes',
        'housingLeaveMotives',
        'housingNatures',
        'nationalities',
        'nationalityStatuses',
        'organismDomains',
        'qualificationDomains',
        'radiationReasons',
        'radiationStatuses',
        'recipientAttachmentTypes',
      ].sort(),
    );
  });

  it.each(lists)('%s is not empty', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
  });

  it.each(lists)('%s has no labels that are the same once case, accents and spaces are aside', (_name, list) => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const label of list) {
      const previous = seen.get(key(label));
      if (previous !== undefined) duplicates.push(`${previous} / ${label}`);
      seen.set(key(label), label);
    }
    expect(duplicates).toEqual([]);
  });

  it.each(lists)('%s has no empty labels and no leading or trailing spaces', (_name, list) => {
    for (const label of list) {
      expect(label.trim()).toBe(label);
      expect(key(label)).not.toBe('');
    }
  });

  it.each(lists.filter(([name]) => !naturalOrder.has(name)))('%s is in French alphabetical order, « Autre » last', (_name, list) => {
    const body = list.at(-1) === 'Autre' ? list.slice(0, -1) : list;
    expect(body).toEqual([...body].sort(new Intl.Collator('fr').compare));
  });
});

describe('defaults and fixed lists', () => {
  it('has « Français », the default nationality, and « Apatride »', () => {
    expect(nationalities.nationalities).toContain('Français');
    expect(nationalities.nationalities).toContain('Apatride');
  });

  it('has « Célibataire », the default family status', () => {
    expect(personal.familyStatuses).toContain('Célibataire');
  });

  it('has exactly the nine nationality statuses of docs/screens.md, in order', () => {
    expect(personal.nationalityStatuses).toEqual([
      'Nationalité Fr',
      "Demandeur d'asile",
      "En attente d'autorisation",
      'Européen',
      'Résident',
      'Titre provisoire',
      'Réfugié politique',
      'Sans titre de séjour',
      'Titre de séjour',
    ]);
  });
});
