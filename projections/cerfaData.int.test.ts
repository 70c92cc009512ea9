import { describe, expect, it } from 'vitest';
import type { ChoiceEvent } from '@domain/choices/choices';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import { SIEGE_ID } from '@domain/siege/siege';
import { antennaCreated, buildRecipientCivil, recipientCreated, userCreated } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import { cerfaData } from './cerfaData';
import { choicesProjection } from './choices';
import { openedDomiciliation } from './domiciliationQueries';
import { domiciliationsProjection } from './domiciliations';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

// The attestation names the antenna, the referent and the country of birth from their read models.
const projections = [antennasProjection, usersProjection, choicesProjection, domiciliationsProjection, recipientsProjection];
const TODAY = '2026-11-22';
const person = { ...buildRecipientCivil({ civility: 'Mme', surname: 'Awa', surname2: 'Mariama', name: 'Diallo' }), file_number: 12 };
const own: DomiciliationFields = {
  kind: 'own',
  user_id: 'u-nord',
  paper: 'CNI',
  start_date: '2026-11-01',
  last_meeting: '2026-10-28',
  duration: 12,
  end_date: '2027-10-31',
};
const domiciled = (id: string, domiciliation: DomiciliationFields) =>
  on('recipient-r1', { type: 'DomiciliationAdded', data: { domiciliation_id: id, domiciliation } });
const world = [
  on(
    'antenna-ant-nord',
    antennaCreated({
      agreement_num: 'DOM-59-2024-003',
      agreement_pref: 'Préfecture du Nord',
      agreement_start: '2024-03-01',
      agreement_end: '2029-02-28',
    }),
  ),
  on('user-u-nord', userCreated()),
  on<ChoiceEvent>('choice-pays-maroc', { type: 'ChoiceCreated', data: { type: 'country', label: 'Maroc' } }),
  on('recipient-r1', recipientCreated({ civility: 'Mme', surname: 'Awa', surname2: 'Mariama', name: 'Diallo' })),
  domiciled('d-1', own),
  domiciled('d-ext', { kind: 'external', name_dom: 'CCAS de Lille', start_date: '2025-01-01', end_date: '2025-12-31' }),
];

describe('cerfaData', () => {
  it("gathers the antenna's agreement, the person, the period, the referent, and the antenna's city and today to sign", async () => {
    await givenEvents(projections, world).then(async (docs) => {
      expect(await cerfaData(docs, person, await openedDomiciliation(readAs(docs), 'd-1'), TODAY)).toEqual({
        file_number: 12,
        organism: {
          name: 'Antenne Nord',
          address: '12 rue des Lilas, 59000 Lille',
          agreement: { number: 'DOM-59-2024-003', prefecture: 'Préfecture du Nord', start: '2024-03-01', end: '2029-02-28' },
        },
        person: {
          civility: 'Mme',
          name: 'Diallo',
          surnames: ['Awa', 'Mariama'],
          birth_date: '1988-04-12',
          birth_place: 'Oran, Maroc',
        },
        domiciliation: { start_date: '2026-11-01', end_date: '2027-10-31' },
        referent: 'Camille Moreau',
        signature: { place: 'Lille', date: TODAY },
      });
    });
  });

  it("reads today's data: a renamed referent, an edited agreement and a moved period show on the next attestation", async () => {
    await givenEvents(projections, world)
      .when([
        on('user-u-nord', { type: 'UserChanged', data: { changes: { name: { from: 'Moreau', to: 'Moreau-Petit' } } } }),
        on('antenna-ant-nord', { type: 'AntennaChanged', data: { changes: { agreement_end: { from: '2029-02-28', to: '2030-02-28' } } } }),
        on('recipient-r1', {
          type: 'DomiciliationChanged',
          data: {
            domiciliation_id: 'd-1',
            changes: { start_date: { from: '2026-11-01', to: '2026-12-01' }, end_date: { from: '2027-10-31', to: '2027-11-30' } },
          },
        }),
      ])
      .then(async (docs) => {
        const data = await cerfaData(docs, { ...person, surname2: null }, await openedDomiciliation(readAs(docs), 'd-1'), '2026-12-01');
        expect(data).toMatchObject({
          organism: { agreement: { end: '2030-02-28' } },
          person: { surnames: ['Awa'] },
          domiciliation: { start_date: '2026-12-01', end_date: '2027-11-30' },
          referent: 'Camille Moreau-Petit',
          signature: { date: '2026-12-01' },
        });
      });
  });

  it('refuses an external domiciliation with 409: the other organism signs its attestation', async () => {
    await givenEvents(projections, world).then(async (docs) => {
      await expect(cerfaData(docs, person, await openedDomiciliation(readAs(docs), 'd-ext'), TODAY)).rejects.toMatchObject({
        code: 'EXTERNAL_DOMICILIATION',
        message: "Une domiciliation extérieure n'a pas d'attestation : elle est délivrée par l'organisme domiciliataire.",
      });
    });
  });

  it('names the head office for a file it holds, its address left blank when never filled in', async () => {
    const siege = on('siege', { type: 'SiegeChanged', data: { changes: { long_name: { from: null, to: 'Association Accueil' } } } });
    await givenEvents(projections, [...world, siege]).then(async (docs) => {
      const data = await cerfaData(docs, { ...person, antenna_id: SIEGE_ID }, await openedDomiciliation(readAs(docs), 'd-1'), TODAY);
      expect(data.organism).toEqual({
        name: 'Association Accueil',
        address: '',
        agreement: { number: null, prefecture: null, start: null, end: null },
      });
      expect(data.signature).toEqual({ place: '', date: TODAY });
    });
  });
});
