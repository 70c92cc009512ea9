import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HousingFields } from '@domain/housings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildStay, recipientCreated } from '@domain/testing/builders';
import { SqliteDocStore } from '../../infra/docstore/sqliteDocStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import type { DocStore } from '../docStore';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { eachStayInRooms, eachStayOfAntenna, housingFacts, OPEN_END, STAT_HOUSINGS, type StayFact } from './housingFacts';
import { eachPage } from './windows';

const projection = composeFacts('statistics', 1, [fileFacts, housingFacts]);
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields> = {}) =>
  file(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay(fields) } });
const facts = async (docs: DocStore) => (await docs.collection<StayFact>(STAT_HOUSINGS).find({ sort: [['_id', 1]] })).items;
const transfer = (id: string) =>
  file(id, { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-06-01' } });

describe('housing facts', () => {
  it('records a stay with the antenna of its file when added, its room, price, payments and the morning it leaves', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      stay('r1', 'h1'),
      transfer('r1'),
      stay('r1', 'h2', { housing_type: 'urgence', hotel_id: null, room_id: null, hotel_info: 'Hôtel Bleu', free_end_date: '2026-11-18' }),
    ]).then(async (docs) => {
      expect(await facts(docs)).toEqual([
        {
          _id: 'h1',
          recipient_id: 'r1',
          antenna_id: 'ant-nord',
          housing_type: 'hebergement',
          hotel_id: 'hotel-1',
          room_id: 'room-7',
          founding: null,
          price: 12.5,
          payments: [{ amount: 50, date: '2026-11-10' }],
          start_date: '2026-11-10',
          end_date: '2026-11-20',
          free_end_date: null,
          until: '2026-11-20',
        },
        expect.objectContaining({ _id: 'h2', antenna_id: 'ant-sud', housing_type: 'urgence', room_id: null, until: '2026-11-18' }),
      ]);
    });
  });

  it('follows the changes of a stay (its antenna stays that of its time) and keeps only the counted fields', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      stay('r1', 'h1', { end_date: null, housing_type: 'hors' }),
      transfer('r1'),
    ])
      .when([
        file('r1', {
          type: 'HousingChanged',
          data: {
            housing_id: 'h1',
            changes: {
              free_end_date: { from: null, to: '2026-12-02' },
              payments: { from: [], to: [{ amount: 20, date: '2026-11-30' }] },
              hotel_info: { from: null, to: 'Chez sa sœur' },
            },
          },
        }),
      ])
      .then(async (docs) => {
        const [fact] = await facts(docs);
        expect(fact).toMatchObject({ antenna_id: 'ant-nord', free_end_date: '2026-12-02', until: '2026-12-02' });
        expect(fact.payments).toEqual([{ amount: 20, date: '2026-11-30' }]);
        expect(fact).not.toHaveProperty('hotel_info');
      });
  });

  it('marks a stay with no end as open', async () => {
    await givenEvents(projection, [file('r1', recipientCreated()), stay('r1', 'h1', { housing_type: 'hors', end_date: null })]).then(
      async (docs) => expect((await facts(docs))[0].until).toBe(OPEN_END),
    );
  });

  it('removes a deleted stay, and every stay of a deleted file', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
      stay('r1', 'h1'),
      stay('r1', 'h2'),
      stay('r2', 'h3'),
    ])
      .when([file('r1', { type: 'HousingDeleted', data: { housing_id: 'h1' } }), file('r2', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => expect((await facts(docs)).map((f) => f._id)).toEqual(['h2']));
  });

  it('ignores a stay of a file it does not know', async () => {
    await givenEvents(projection, [stay('ghost', 'h1')]).then(async (docs) => expect(await facts(docs)).toEqual([]));
  });

  it('finds the stays whose nights meet some days, by antenna or by room', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({ antenna_id: 'ant-sud' }, 13)),
      stay('r1', 'left-on-first', { start_date: '2026-10-01', end_date: '2026-11-01' }),
      stay('r1', 'from-last', { start_date: '2026-11-30', end_date: '2026-12-05' }),
      stay('r1', 'after', { start_date: '2026-12-01', end_date: '2026-12-05' }),
      stay('r1', 'open', { housing_type: 'hors', start_date: '2026-01-01', end_date: null, room_id: null }),
      stay('r2', 'sud', { room_id: 'room-9', start_date: '2026-11-05', end_date: '2026-11-06' }),
    ]).then(async (docs) => {
      const november = { first: '2026-11-01', last: '2026-11-30' };
      const found = async (visit: (fn: (s: StayFact) => void) => Promise<void>) => {
        const ids: string[] = [];
        await visit((s) => void ids.push(s._id));
        return ids.sort();
      };
      expect(await found((fn) => eachStayOfAntenna(docs, 'ant-nord', november, fn))).toEqual(['from-last', 'open']);
      expect(await found((fn) => eachStayOfAntenna(docs, null, november, fn))).toEqual(['from-last', 'open', 'sud']);
      expect(await found((fn) => eachStayInRooms(docs, ['room-9', 'room-7'], november, fn))).toEqual(['from-last', 'sud']);
    });
  });
});

describe('eachPage', () => {
  it('visits every document of a range once, over several pages', async () => {
    const dir = tempDataDir();
    const docs = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    try {
      await docs.ensure([{ name: 'pages', indexes: ['n'] }]);
      const pages = docs.collection<{ _id: string; n: number }>('pages');
      for (let n = 0; n < 1203; n++) await pages.put({ _id: `d${String(n).padStart(4, '0')}`, n });
      const seen: number[] = [];
      await eachPage(pages, { where: { n: { $gte: 2 } } }, (doc) => void seen.push(doc.n));
      expect(seen.length).toBe(1201);
      expect(new Set(seen).size).toBe(1201);
      expect([seen.includes(1), seen.includes(2), seen.includes(1202)]).toEqual([false, true, true]);
    } finally {
      await docs.close();
      dir.remove();
    }
  });
});
