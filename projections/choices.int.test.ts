import { describe, expect, it } from 'vitest';
import type { ChoiceEvent } from '@domain/choices/choices';
import { choiceLabels, choicesProjection, findChoice, listChoices } from './choices';
import { givenEvents, on } from './testing/projectionSpec';

const choice = (id: string, event: ChoiceEvent, at = '2026-11-01T10:00:00.000Z') => on(`choice-${id}`, event, { at });
const created = (id: string, label: string, type: 'country' | 'nationality' = 'country') =>
  choice(id, { type: 'ChoiceCreated', data: { type, label } });

const countries = [
  created('pays-france', 'France'),
  created('pays-egypte', 'Égypte'),
  created('pays-algerie', 'algérie'),
  created('pays-maroc', 'Maroc'),
  created('nat-marocaine', 'Marocaine', 'nationality'),
];

describe('choices projection', () => {
  it('lists the entries of one list alphabetically, accents and case aside', async () => {
    await givenEvents(choicesProjection, countries).then(async (docs) => {
      expect(await listChoices(docs, 'country')).toEqual([
        { _id: 'pays-algerie', label: 'algérie', last_update: '2026-11-01T10:00:00.000Z' },
        { _id: 'pays-egypte', label: 'Égypte', last_update: '2026-11-01T10:00:00.000Z' },
        { _id: 'pays-france', label: 'France', last_update: '2026-11-01T10:00:00.000Z' },
        { _id: 'pays-maroc', label: 'Maroc', last_update: '2026-11-01T10:00:00.000Z' },
      ]);
    });
  });

  it('shows a relabelled entry in its new place, with the date of the change', async () => {
    await givenEvents(choicesProjection, countries)
      .when([
        choice(
          'pays-france',
          { type: 'ChoiceChanged', data: { changes: { label: { from: 'France', to: 'République française' } } } },
          '2026-11-20T10:00:00.000Z',
        ),
      ])
      .then(async (docs) => {
        expect((await listChoices(docs, 'country')).map((c) => c.label)).toEqual(['algérie', 'Égypte', 'Maroc', 'République française']);
        expect(await findChoice(docs, 'pays-france')).toMatchObject({
          label: 'République française',
          last_update: '2026-11-20T10:00:00.000Z',
        });
        expect((await choiceLabels(docs, ['pays-france'])).get('pays-france')).toBe('République française');
      });
  });

  it('hides a deleted entry from pickers but keeps its label for the records using it', async () => {
    await givenEvents(choicesProjection, countries)
      .when([choice('pays-egypte', { type: 'ChoiceDeleted', data: {} }, '2026-11-21T10:00:00.000Z')])
      .then(async (docs) => {
        expect((await listChoices(docs, 'country')).map((c) => c._id)).toEqual(['pays-algerie', 'pays-france', 'pays-maroc']);
        expect((await listChoices(docs, 'country', true)).find((c) => c._id === 'pays-egypte')).toEqual({
          _id: 'pays-egypte',
          label: 'Égypte',
          last_update: '2026-11-21T10:00:00.000Z',
          deleted: true,
        });
        expect(await choiceLabels(docs, ['pays-egypte', 'nat-marocaine', 'inconnu', null, undefined, ''])).toEqual(
          new Map([
            ['pays-egypte', 'Égypte'],
            ['nat-marocaine', 'Marocaine'],
          ]),
        );
      });
  });
});
