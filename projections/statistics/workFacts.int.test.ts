import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '@domain/recipients/events';
import { recipientCreated } from '@domain/testing/builders';
import { buildApplication, buildFormation } from '@domain/work/testing';
import type { DocStore } from '../docStore';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { STAT_APPLICATIONS, STAT_FORMATIONS, workFacts, type ApplicationFact, type FormationFact } from './workFacts';

const projection = composeFacts('statistics', 1, [fileFacts, workFacts]);
const file = (id: string, event: object, at = '2026-01-15T10:00:00.000Z') => on(`recipient-${id}`, event as RecipientEvent, { at });
const all = async <T extends { _id: string }>(docs: DocStore, name: string) =>
  (await docs.collection<T>(name).find({ sort: [['_id', 1]] })).items;

describe('work facts', () => {
  it('records a formation with its fields, the antenna of its file and the span it is active over', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', { type: 'FormationAdded', data: { record_id: 'f1', record: buildFormation({ comment: 'Bien', contact_ids: ['c-1'] }) } }),
    ]).then(async (docs) => {
      expect(await all<FormationFact>(docs, STAT_FORMATIONS)).toEqual([
        {
          _id: 'f1',
          recipient_id: 'r1',
          antenna_id: 'ant-nord',
          type: 'type-caces',
          domain: 'dom-batiment',
          name: 'CACES R489',
          status: 'Prévue',
          application_date: null,
          start_date: '2026-03-02',
          end_date: '2026-03-13',
          effective_end_date: null,
          participation: 150.5,
          terminated: false,
          in_detention: false,
          drive_license: false,
          recorded_on: '2026-01-15',
          terminated_on: null,
          active_from: '2026-03-02',
          active_to: '2026-03-13',
        },
      ]);
    });
  });

  it('starts a job without start date at its application, and leaves it open until it ends', async () => {
    const job = buildApplication({ status: 'En cours de candidature', start_date: null, application_date: '2026-01-10' });
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', { type: 'ApplicationAdded', data: { record_id: 'a1', record: job } }),
      file('r1', { type: 'ApplicationAdded', data: { record_id: 'a2', record: { ...job, application_date: null } } }),
    ]).then(async (docs) => {
      const facts = await all<ApplicationFact>(docs, STAT_APPLICATIONS);
      expect(facts.map((fact) => [fact._id, fact.active_from, fact.active_to])).toEqual([
        ['a1', '2026-01-10', null],
        ['a2', '2026-01-15', null],
      ]);
      expect(facts[0]).toMatchObject({ contract_type: 'CDDI (insertion)', company: 'Net Plus', city: 'Lille', salary: 1250 });
      expect(facts[0]).not.toHaveProperty('tel');
    });
  });

  it('ends an archived job on the day it was archived, and an edited one on its new effective end', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r1', { type: 'ApplicationAdded', data: { record_id: 'a1', record: buildApplication() } }),
      file('r1', { type: 'ApplicationAdded', data: { record_id: 'a2', record: buildApplication() } }),
    ])
      .when([
        file('r1', { type: 'ApplicationArchived', data: { record_id: 'a1' } }, '2026-05-31T22:30:00.000Z'),
        file('r1', {
          type: 'ApplicationChanged',
          data: {
            record_id: 'a2',
            changes: {
              status: { from: 'Embauché', to: 'Rupture' },
              effective_end_date: { from: null, to: '2026-04-30' },
              tel: { from: null, to: '01' },
            },
          },
        }),
      ])
      .then(async (docs) => {
        const [a1, a2] = await all<ApplicationFact>(docs, STAT_APPLICATIONS);
        expect([a1.terminated, a1.terminated_on, a1.active_to]).toEqual([true, '2026-06-01', '2026-06-01']);
        expect([a2.status, a2.active_from, a2.active_to]).toEqual(['Rupture', '2026-02-01', '2026-04-30']);
        expect(a2).not.toHaveProperty('tel');
      });
  });

  it('forgets deleted records and the records of a deleted file', async () => {
    await givenEvents(projection, [
      file('r1', recipientCreated()),
      file('r2', recipientCreated({}, 13)),
      file('r1', { type: 'FormationAdded', data: { record_id: 'f1', record: buildFormation() } }),
      file('r1', { type: 'FormationAdded', data: { record_id: 'f2', record: buildFormation() } }),
      file('r2', { type: 'ApplicationAdded', data: { record_id: 'a1', record: buildApplication() } }),
    ])
      .when([file('r1', { type: 'FormationDeleted', data: { record_id: 'f1' } }), file('r2', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        expect((await all<FormationFact>(docs, STAT_FORMATIONS)).map((fact) => fact._id)).toEqual(['f2']);
        expect(await all<ApplicationFact>(docs, STAT_APPLICATIONS)).toEqual([]);
      });
  });
});
