import { describe, expect, it } from 'vitest';
import type { DetentionFields, FollowFields } from '@domain/penal/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import type { DocStore } from '../docStore';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { penalFacts, STAT_DETENTIONS, STAT_FOLLOWS, type DetentionFact, type FollowFact } from './penalFacts';

const projection = composeFacts('statistics', 1, [fileFacts, penalFacts]);
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const follow = (recipientId: string, id: string, fields: Partial<FollowFields> = {}) =>
  file(recipientId, {
    type: 'FollowAdded',
    data: {
      follow_id: id,
      follow: { organism_id: 'spip-69', start_date: '2025-02-01', end_date: '2025-12-31', contact_ids: ['c-1'], ...fields },
    },
  });
const detention = (recipientId: string, id: string, fields: Partial<DetentionFields> = {}) =>
  file(recipientId, {
    type: 'DetentionAdded',
    data: {
      detention_id: id,
      detention: {
        place: 'place-fresnes',
        status: 'statut-prevenu',
        start_date: '2024-01-10',
        end_date: '2025-06-30',
        exit_date: '2025-05-15',
        detention_number: '42',
        ...fields,
      },
    },
  });
const all = async <T extends { _id: string }>(docs: DocStore, name: string) =>
  (await docs.collection<T>(name).find({ sort: [['_id', 1]] })).items;
const transfer = file('r1', {
  type: 'RecipientTransferred',
  data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2025-06-01' },
});

describe('penal facts', () => {
  it('records follow-ups and detentions with the antenna of their file when added, and only the fields counted', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      follow('r1', 'f1'),
      detention('r1', 'd1'),
      transfer,
      follow('r1', 'f2'),
    ]).then(async (docs) => {
      expect(await all<FollowFact>(docs, STAT_FOLLOWS)).toEqual([
        { _id: 'f1', recipient_id: 'r1', antenna_id: 'ant-nord', organism_id: 'spip-69', start_date: '2025-02-01', end_date: '2025-12-31' },
        { _id: 'f2', recipient_id: 'r1', antenna_id: 'ant-sud', organism_id: 'spip-69', start_date: '2025-02-01', end_date: '2025-12-31' },
      ]);
      expect(await all<DetentionFact>(docs, STAT_DETENTIONS)).toEqual([
        {
          _id: 'd1',
          recipient_id: 'r1',
          antenna_id: 'ant-nord',
          place: 'place-fresnes',
          status: 'statut-prevenu',
          start_date: '2024-01-10',
          end_date: '2025-06-30',
          exit_date: '2025-05-15',
        },
      ]);
    });
  });

  it('follows changes, and removes deleted follow-ups and detentions and every fact of a deleted file', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      follow('r1', 'f1'),
      follow('r1', 'f2'),
      detention('r1', 'd1'),
      detention('r1', 'd2'),
      follow('r2', 'g1'),
      detention('r2', 'e1'),
    ])
      .when([
        file('r1', { type: 'FollowChanged', data: { follow_id: 'f1', changes: { end_date: { from: '2025-12-31', to: '2025-09-30' } } } }),
        file('r1', { type: 'DetentionChanged', data: { detention_id: 'd1', changes: { exit_date: { from: '2025-05-15', to: null } } } }),
        file('r1', { type: 'FollowDeleted', data: { follow_id: 'f2' } }),
        file('r1', { type: 'DetentionDeleted', data: { detention_id: 'd2' } }),
      ])
      .then(async (docs) => {
        expect(await all<FollowFact>(docs, STAT_FOLLOWS)).toEqual([
          expect.objectContaining({ _id: 'f1', end_date: '2025-09-30' }),
          expect.objectContaining({ _id: 'g1' }),
        ]);
        expect(await all<DetentionFact>(docs, STAT_DETENTIONS)).toEqual([
          expect.objectContaining({ _id: 'd1', exit_date: null }),
          expect.objectContaining({ _id: 'e1' }),
        ]);
      });
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      follow('r1', 'f1'),
      detention('r1', 'd1'),
      follow('r2', 'g1'),
    ])
      .when([file('r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        expect((await all(docs, STAT_FOLLOWS)).map((f) => f._id)).toEqual(['g1']);
        expect(await all(docs, STAT_DETENTIONS)).toEqual([]);
      });
  });
});
