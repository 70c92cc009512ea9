import { describe, expect, it } from 'vitest';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { MailFields } from '@domain/mails/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import type { DocStore } from '../docStore';
import { givenEvents, on } from '../testing/projectionSpec';
import { domiciliationFacts, STAT_DOMICILIATIONS, STAT_MAILS, type DomiciliationFact, type MailFact } from './domiciliationFacts';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';

const projection = composeFacts('statistics', 1, [fileFacts, domiciliationFacts]);
const file = (id: string, event: RecipientEvent, at?: string) => on(`recipient-${id}`, event, at ? { at } : {});
const own = (fields: Partial<DomiciliationFields> = {}): DomiciliationFields => ({
  kind: 'own',
  user_id: 'u-nord',
  paper: 'CNI',
  start_date: '2025-03-01',
  duration: 12,
  end_date: '2026-02-28',
  last_meeting: '2025-03-01',
  ...fields,
});
const dom = (recipientId: string, id: string, fields: Partial<DomiciliationFields> = {}) =>
  file(recipientId, { type: 'DomiciliationAdded', data: { domiciliation_id: id, domiciliation: own(fields) } });
const attestation = (recipientId: string, id: string, at: string) =>
  file(
    recipientId,
    {
      type: 'DomiciliationAttestationGenerated',
      data: {
        domiciliation_id: id,
        file_id: 'f1',
        sha256: 'f1'.repeat(32),
        size: 10,
        filename: 'a.pdf',
        start_date: '2025-03-01',
        end_date: '2026-02-28',
      },
    },
    at,
  );
const mail = (fields: Partial<MailFields> = {}): MailFields => ({
  user_id: 'u-nord',
  number: 1,
  date: '2026-11-20',
  kind: 'Courrier',
  ...fields,
});
const domFacts = async (docs: DocStore) =>
  (await docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS).find({ sort: [['_id', 1]] })).items;
const mailFacts = async (docs: DocStore) => (await docs.collection<MailFact>(STAT_MAILS).find({ sort: [['_id', 1]] })).items;
const renewals = async (docs: DocStore) => Object.fromEntries((await domFacts(docs)).map((d) => [d._id, d.renewal]));

describe('domiciliation facts', () => {
  it('records a domiciliation with the antenna of its file, its dates, proof, referent, and the day of its first attestation', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      dom('r1', 'd1'),
      // 23:30 UTC on 1 March is already 2 March in Paris: the day is the French one.
      attestation('r1', 'd1', '2025-03-01T23:30:00.000Z'),
      attestation('r1', 'd1', '2025-06-10T10:00:00.000Z'),
      file('r1', {
        type: 'DomiciliationAdded',
        data: {
          domiciliation_id: 'x1',
          domiciliation: { kind: 'external', name_dom: 'CCAS', start_date: '2025-01-01', end_date: '2025-12-31' },
        },
      }),
    ]).then(async (docs) => {
      const [d1, x1] = await domFacts(docs);
      expect(d1).toEqual({
        _id: 'd1',
        recipient_id: 'r1',
        antenna_id: 'ant-nord',
        kind: 'own',
        start_date: '2025-03-01',
        end_date: '2026-02-28',
        paper: 'CNI',
        user_id: 'u-nord',
        renewal: false,
        attestation_date: '2025-03-02',
        seq: expect.any(Number),
      });
      expect(x1).toMatchObject({ kind: 'external', renewal: false, paper: null, user_id: null, start_date: '2025-01-01' });
    });
  });

  it('flags as renewals the own domiciliations after the first by start date, as they are added, moved or deleted', async () => {
    const given = [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      dom('r1', 'd2', { start_date: '2026-03-01', end_date: '2027-02-28' }),
      dom('r1', 'd1'),
      dom('r2', 'e1'),
    ];
    await givenEvents(projection, given).then(async (docs) => expect(await renewals(docs)).toEqual({ d1: false, d2: true, e1: false }));
    await givenEvents(projection, given)
      .when([
        file('r1', {
          type: 'DomiciliationChanged',
          data: { domiciliation_id: 'd1', changes: { start_date: { from: '2025-03-01', to: '2026-04-01' } } },
        }),
      ])
      .then(async (docs) => expect(await renewals(docs)).toEqual({ d1: true, d2: false, e1: false }));
    await givenEvents(projection, given)
      .when([file('r1', { type: 'DomiciliationDeleted', data: { domiciliation_id: 'd1' } })])
      .then(async (docs) => expect(await renewals(docs)).toEqual({ d2: false, e1: false }));
  });

  it('records mails with the antenna of their time, who received them, and how and when they left', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', { type: 'MailAdded', data: { mail_id: 'm1', mail: mail({ number: 3, kind: 'Colis' }) } }),
      file('r1', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-11-21' } }),
      file('r1', { type: 'MailAdded', data: { mail_id: 'm2', mail: mail({ date: '2026-11-22' }) } }),
    ])
      .when([
        file('r1', {
          type: 'MailHandedOver',
          data: { mail_id: 'm1', received_date: '2026-11-23', handed_to: 'proxy', handed_by: 'u-sud', proxy_id: 'p1' },
        }),
        file('r1', {
          type: 'MailChanged',
          data: { mail_id: 'm2', changes: { number: { from: 1, to: 2 }, comment: { from: null, to: 'CAF' } } },
        }),
      ])
      .then(async (docs) => {
        expect(await mailFacts(docs)).toEqual([
          {
            _id: 'm1',
            recipient_id: 'r1',
            antenna_id: 'ant-nord',
            user_id: 'u-nord',
            date: '2026-11-20',
            number: 3,
            kind: 'Colis',
            received_date: '2026-11-23',
            handed_to: 'proxy',
          },
          {
            _id: 'm2',
            recipient_id: 'r1',
            antenna_id: 'ant-sud',
            user_id: 'u-nord',
            date: '2026-11-22',
            number: 2,
            kind: 'Courrier',
            received_date: null,
            handed_to: null,
          },
        ]);
      });
  });

  it('removes a deleted mail, and every fact of a deleted file (refusals included)', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      dom('r1', 'd1'),
      dom('r2', 'e1'),
      file('r1', { type: 'MailAdded', data: { mail_id: 'm1', mail: mail() } }),
      file('r2', { type: 'MailAdded', data: { mail_id: 'm2', mail: mail() } }),
      file('r2', { type: 'MailAdded', data: { mail_id: 'm3', mail: mail() } }),
    ])
      .when([file('r2', { type: 'MailDeleted', data: { mail_id: 'm3' } }), file('r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        expect((await domFacts(docs)).map((d) => d._id)).toEqual(['e1']);
        expect((await mailFacts(docs)).map((m) => m._id)).toEqual(['m2']);
      });
  });
});
