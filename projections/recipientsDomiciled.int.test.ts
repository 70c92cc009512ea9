import { describe, expect, it } from 'vitest';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, buildStay, recipientCreated } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import { listRecipients, type RecipientFilter } from './recipientList';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

// The recipients list's filter domiciliation Oui/Non: judged on the day from the own domiciliations' periods.

const TODAY = '2026-11-22';
// The list names antennas and referents from their own read models, so those projections run too.
const projections = [recipientsProjection, antennasProjection, usersProjection];
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const filed = (id: string, number: number) => file(id, recipientCreated({}, number));
const dom = (recipientId: string, id: string, fields: Partial<DomiciliationFields>) =>
  file(recipientId, {
    type: 'DomiciliationAdded',
    data: { domiciliation_id: id, domiciliation: { kind: 'own', user_id: 'u-nord', paper: 'CNI', duration: 12, ...fields } },
  });

const files = [
  filed('current', 1),
  dom('current', 'd-current', { start_date: '2026-01-01', end_date: '2026-12-31' }),
  filed('ends-today', 2),
  dom('ends-today', 'd-today', { start_date: '2025-11-23', end_date: TODAY }),
  filed('ended', 3),
  dom('ended', 'd-ended', { start_date: '2025-11-22', end_date: '2026-11-21' }),
  filed('not-begun', 4),
  dom('not-begun', 'd-later', { start_date: '2026-11-23', end_date: '2027-11-22' }),
  // Domiciled elsewhere: the antenna does not domicile them.
  filed('external', 5),
  file('external', {
    type: 'DomiciliationAdded',
    data: {
      domiciliation_id: 'd-ext',
      domiciliation: { kind: 'external', name_dom: 'CCAS', start_date: '2026-01-01', end_date: '2026-12-31' },
    },
  }),
  filed('housed-only', 6),
  file('housed-only', {
    type: 'HousingAdded',
    data: { housing_id: 'h-1', housing: buildStay({ start_date: '2026-11-01', end_date: '2026-11-30' }) },
  }),
];

async function ids(docs: Parameters<typeof listRecipients>[0], filter: RecipientFilter, today = TODAY) {
  const { rows } = await listRecipients(docs, admin, { ...filter, sortBy: 'file_number' }, 0, 50, today);
  return rows.map((row) => row._id);
}

describe('recipients list: domiciled on a day', () => {
  it('filters the files with an own domiciliation valid on the day, first and last days included', async () => {
    await givenEvents(projections, files).then(async (docs) => {
      expect(await ids(docs, { domiciliation: 'Oui' })).toEqual(['current', 'ends-today']);
      expect(await ids(docs, { domiciliation: 'Non' })).toEqual(['ended', 'not-begun', 'external', 'housed-only']);
      expect(await ids(docs, { domiciliation: 'Oui' }, '2026-11-23')).toEqual(['current', 'not-begun']);
    });
  });

  it('flags each row as the filter judges, and combines with the housed filter', async () => {
    await givenEvents(projections, files).then(async (docs) => {
      const { rows } = await listRecipients(docs, admin, { sortBy: 'file_number' }, 0, 50, TODAY);
      expect(Object.fromEntries(rows.map((row) => [row._id, row.dom]))).toEqual({
        current: true,
        'ends-today': true,
        ended: false,
        'not-begun': false,
        external: false,
        'housed-only': false,
      });
      expect(await ids(docs, { domiciliation: 'Non', housed: 'Oui' })).toEqual(['housed-only']);
      expect(await ids(docs, { domiciliation: 'Oui', housed: 'Oui' })).toEqual([]);
    });
  });

  it('follows a changed period, a deleted domiciliation and a deleted file', async () => {
    await givenEvents(projections, files)
      .when([
        file('ended', {
          type: 'DomiciliationChanged',
          data: { domiciliation_id: 'd-ended', changes: { end_date: { from: '2026-11-21', to: '2026-12-21' } } },
        }),
        file('current', { type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-current' } }),
        file('ends-today', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect(await ids(docs, { domiciliation: 'Oui' })).toEqual(['ended']);
        // Each row's flag, kept on the row itself, follows the same changes as the filter.
        const { rows } = await listRecipients(docs, admin, { sortBy: 'file_number' }, 0, 50, TODAY);
        expect(rows.filter((row) => row.dom).map((row) => row._id)).toEqual(['ended']);
      });
  });
});
