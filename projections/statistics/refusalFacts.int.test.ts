import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { refusalFacts, STAT_DOMICILIATION_REFUSALS, type RefusalFact } from './refusalFacts';

const projection = composeFacts('statistics', 1, [fileFacts, refusalFacts]);
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
// Record events are typed by template literal types, which an object literal cannot pick among.
const refused = (id: string, date: string, reason: string) =>
  ({ type: 'DomiciliationRefusalAdded', data: { record_id: id, record: { date, reason, comment: null } } }) as RecipientEvent;
const transfer: RecipientEvent = {
  type: 'RecipientTransferred',
  data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-06-01', user_ref: 'u-sud' },
};

describe('refusal facts', () => {
  it('records each refusal with the antenna of its file at the time, follows its edits and forgets deleted ones', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', refused('f1', '2026-03-02', 'Absence de lien avec la commune')),
      file('r1', transfer),
      file('r1', refused('f2', '2026-07-10', 'Autre')),
      file('r1', refused('f3', '2026-08-01', 'Dossier incomplet')),
    ])
      .when([
        file('r1', {
          type: 'DomiciliationRefusalChanged',
          data: { record_id: 'f2', changes: { reason: { from: 'Autre', to: "Capacité d'accueil atteinte" } } },
        }),
        file('r1', { type: 'DomiciliationRefusalDeleted', data: { record_id: 'f3' } }),
      ])
      .then(async (docs) => {
        const { items } = await docs.collection<RefusalFact>(STAT_DOMICILIATION_REFUSALS).find({ sort: [['date', 1]] });
        expect(items).toEqual([
          { _id: 'f1', recipient_id: 'r1', antenna_id: 'ant-nord', date: '2026-03-02', reason: 'Absence de lien avec la commune' },
          { _id: 'f2', recipient_id: 'r1', antenna_id: 'ant-sud', date: '2026-07-10', reason: "Capacité d'accueil atteinte" },
        ]);
      });
  });

  it("removes a deleted file's refusals", async () => {
    await givenEvents(projection, [file('r1', recipientCreated()), file('r1', refused('f1', '2026-03-02', 'Autre'))])
      .when([file('r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        expect((await docs.collection(STAT_DOMICILIATION_REFUSALS).find()).items).toEqual([]);
      });
  });
});
