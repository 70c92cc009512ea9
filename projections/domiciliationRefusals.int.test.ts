import { describe, expect, it } from 'vitest';
import { refusalKind } from '@domain/domiciliations/refusals';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import { domiciliationRefusalsProjection } from './domiciliationRefusals';
import { recipientsProjection } from './recipients';
import { recordCollection, recordsOfFile } from './records';
import { readAs } from './testing/readAs';
import { givenEvents, on } from './testing/projectionSpec';

const file = (id: string, event: object) => on(`recipient-${id}`, event as RecipientEvent);
const refusal = (id: string, date: string, reason: string) =>
  file('r1', { type: 'DomiciliationRefusalAdded', data: { record_id: id, record: { date, reason, comment: null } } });
const history = [
  file('r1', recipientCreated()),
  file('r2', recipientCreated()),
  refusal('f-1', '2026-03-10', 'Dossier incomplet'),
  refusal('f-2', '2026-09-01', "Capacité d'accueil atteinte"),
  file('r2', {
    type: 'DomiciliationRefusalAdded',
    data: { record_id: 'f-3', record: { date: '2026-05-05', reason: 'Autre', comment: 'x' } },
  }),
];

describe('domiciliation refusals projection', () => {
  it("keeps each file's refusals, latest date first, with their abilities", async () => {
    await givenEvents([domiciliationRefusalsProjection, recipientsProjection], history).then(async (docs) => {
      const rows = await recordsOfFile(readAs(docs), refusalKind, 'r1');
      expect(rows.map((row) => row._id)).toEqual(['f-2', 'f-1']);
      expect(rows[0]).toMatchObject({
        recipient_id: 'r1',
        date: '2026-09-01',
        reason: "Capacité d'accueil atteinte",
        comment: null,
        abilities: { edit: true, delete: true },
      });
    });
  });

  it('applies an edit, forgets a deleted refusal, and removes the refusals of a deleted file', async () => {
    await givenEvents([domiciliationRefusalsProjection, recipientsProjection], history)
      .when([
        file('r1', {
          type: 'DomiciliationRefusalChanged',
          data: { record_id: 'f-1', changes: { comment: { from: null, to: 'Sans pièce' } } },
        }),
        file('r1', { type: 'DomiciliationRefusalDeleted', data: { record_id: 'f-2' } }),
        file('r2', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect(await recordsOfFile(readAs(docs), refusalKind, 'r1')).toEqual([
          expect.objectContaining({ _id: 'f-1', comment: 'Sans pièce', reason: 'Dossier incomplet' }),
        ]);
        await expect(recordsOfFile(readAs(docs), refusalKind, 'r2')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect((await docs.collection(recordCollection(refusalKind)).find({ where: { recipient_id: 'r2' } })).items).toEqual([]);
      });
  });
});
