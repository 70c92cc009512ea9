import { describe, expect, it } from 'vitest';
import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import {
  domiciliationDashboard as domiciliationDashboardJson,
  domiciliationsOfFile,
  type DomiciliationDashboardRow,
} from './domiciliationQueries';
import { DOMICILIATIONS, domiciliationsProjection, type DomiciliationDoc } from './domiciliations';
import type { DocStore } from './docStore';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { parsedRows } from './testing/parsedRows';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

// The home table answers its rows as JSON text, as the API sends them: read here parsed.
const domiciliationDashboard = async (...args: Parameters<typeof domiciliationDashboardJson>) =>
  parsedRows<DomiciliationDashboardRow>(await domiciliationDashboardJson(...args));

const TODAY = '2026-11-22';
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const referent = buildActor('volunteer', { id: 'u-nord' });
// The rows name referents from the users read model, so both projections run.
const projections = [domiciliationsProjection, usersProjection, recipientsProjection];
/** A domiciliation as its projection stored it. */
const storedDomiciliation = (docs: DocStore, id: string) => docs.collection<DomiciliationDoc>(DOMICILIATIONS).get(id);

const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const own = (start: string, end: string, overrides: Partial<DomiciliationFields> = {}): DomiciliationFields => ({
  kind: 'own',
  user_id: 'u-nord',
  paper: 'CNI',
  start_date: start,
  last_meeting: start,
  duration: 12,
  end_date: end,
  ...overrides,
});
const domiciled = (recipientId: string, id: string, dom: DomiciliationFields) =>
  file(recipientId, { type: 'DomiciliationAdded', data: { domiciliation_id: id, domiciliation: dom } });

const world = [
  on('user-u-nord', userCreated()),
  on('user-u-sud', userCreated({ surname: 'Lucie', name: 'Girard', antenna_id: 'ant-sud', initials: 'LG' })),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
  file('r3', recipientCreated({ surname: 'Paul', name: 'Roux', antenna_id: 'ant-sud' }, 14)),
];
/** r1 was domiciled a year, then renewed; r2's runs out in a week; r3 (Sud) ended a month ago, referent u-sud. */
const history = [
  ...world,
  domiciled('r1', 'd-old', own('2025-10-01', '2026-09-30')),
  domiciled('r1', 'd-new', own('2026-10-01', '2027-09-30')),
  domiciled('r2', 'd-soon', own('2025-11-30', '2026-11-29')),
  domiciled('r3', 'd-ended', own('2025-10-20', '2026-10-19', { user_id: 'u-sud' })),
  domiciled('r2', 'd-ext', { kind: 'external', name_dom: 'CCAS de Lille', start_date: '2024-01-01', end_date: '2024-12-31' }),
];

describe('domiciliations projection', () => {
  it('stores a domiciliation with its file: names, number and antenna', async () => {
    await givenEvents(projections, history).then(async (docs) => {
      expect(await storedDomiciliation(docs, 'd-soon'))?.toEqual({
        ...own('2025-11-30', '2026-11-29'),
        _id: 'd-soon',
        recipient_id: 'r2',
        recipient: { surname: 'Awa', name: 'Diallo' },
        file_number: 13,
        antenna_id: 'ant-nord',
        next: false,
      });
    });
  });

  it('keeps whether another domiciliation of the file starts later as they are added, moved and deleted', async () => {
    const nextOf = async (docs: DocStore, ids: string[]) =>
      Object.fromEntries(await Promise.all(ids.map(async (id) => [id, (await storedDomiciliation(docs, id))?.next] as const)));
    const moved = (id: string, from: string, to: string) =>
      file('r1', { type: 'DomiciliationChanged', data: { domiciliation_id: id, changes: { start_date: { from, to } } } });
    await givenEvents(projections, history).then(async (docs) =>
      expect(await nextOf(docs, ['d-old', 'd-new', 'd-soon', 'd-ext'])).toEqual({
        'd-old': true,
        'd-new': false,
        'd-soon': false,
        'd-ext': true,
      }),
    );
    await givenEvents(projections, history)
      .when([moved('d-new', '2026-10-01', '2025-01-01')])
      .then(async (docs) =>
        expect(await nextOf(docs, ['d-old', 'd-new', 'd-soon'])).toEqual({ 'd-old': false, 'd-new': true, 'd-soon': false }),
      );
    await givenEvents(projections, history)
      .when([file('r1', { type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-new' } }), moved('d-old', '2025-10-01', '2025-11-01')])
      .then(async (docs) => {
        expect(await nextOf(docs, ['d-old', 'd-ext'])).toEqual({ 'd-old': false, 'd-ext': true });
        expect(
          (await domiciliationDashboard(docs, referent, { page: 0, perPage: 20, today: TODAY })).rows.map((row) => [row._id, row.next]),
        ).toEqual([
          ['d-old', false],
          ['d-soon', false],
        ]);
      });
  });

  it('lists a file latest first, valid and followed judged on the day, with referent initials and abilities', async () => {
    await givenEvents(projections, history).then(async (docs) => {
      const rows = await domiciliationsOfFile(readAs(docs, referent, TODAY), 'r1');
      expect(rows.map(({ _id, valid, next, colour }) => ({ _id, valid, next, colour }))).toEqual([
        { _id: 'd-new', valid: true, next: false, colour: 'warning' },
        { _id: 'd-old', valid: false, next: true, colour: 'green' },
      ]);
      expect(rows[0]).toMatchObject({
        user: { surname: 'Camille', name: 'Moreau', initials: 'CM' },
        abilities: { edit: true, delete: false },
      });
      const later = await domiciliationsOfFile(readAs(docs, buildActor('antenna_admin'), '2027-10-01'), 'r1');
      expect(later.map(({ valid, abilities }) => ({ valid, abilities }))).toEqual([
        { valid: false, abilities: { edit: true, delete: true } },
        { valid: false, abilities: { edit: true, delete: true } },
      ]);
    });
  });

  it("shows the reader's domiciliations on the home table, soonest end first, ended ones red until 90 days after", async () => {
    await givenEvents(projections, history).then(async (docs) => {
      const mine = await domiciliationDashboard(docs, referent, { page: 0, perPage: 10, today: TODAY });
      expect(mine.total).toBe(3);
      expect(mine.rows.map(({ _id, next, colour }) => ({ _id, next, colour }))).toEqual([
        { _id: 'd-old', next: true, colour: 'green' },
        { _id: 'd-soon', next: false, colour: 'warning' },
        { _id: 'd-new', next: false, colour: 'warning' },
      ]);
      const afterSoon = await domiciliationDashboard(docs, referent, { page: 0, perPage: 10, today: '2026-12-29' });
      expect(afterSoon.rows.find((row) => row._id === 'd-soon')?.colour).toBe('red');
      const longAfter = await domiciliationDashboard(docs, referent, { page: 0, perPage: 10, today: '2027-01-01' });
      expect(longAfter.rows.map((row) => row._id)).toEqual(['d-soon', 'd-new']);
    });
  });

  it("filters by referent, within the reader's antenna when limited to it, and pages by 10", async () => {
    await givenEvents(projections, history).then(async (docs) => {
      const sud = await domiciliationDashboard(docs, admin, { userId: 'u-sud', page: 0, perPage: 10, today: TODAY });
      expect(sud.rows.map(({ _id, colour, user }) => ({ _id, colour, user }))).toEqual([
        { _id: 'd-ended', colour: 'red', user: { surname: 'Lucie', name: 'Girard', initials: 'LG' } },
      ]);
      expect((await domiciliationDashboard(docs, referent, { userId: 'u-sud', page: 0, perPage: 10, today: TODAY })).total).toBe(0);
      const second = await domiciliationDashboard(docs, referent, { page: 1, perPage: 2, today: TODAY });
      expect({ ids: second.rows.map((row) => row._id), total: second.total }).toEqual({ ids: ['d-new'], total: 3 });
    });
  });

  it('follows edits, name changes, transfers, deletions of domiciliations and of files', async () => {
    await givenEvents(projections, history)
      .when([
        file('r2', {
          type: 'DomiciliationChanged',
          data: { domiciliation_id: 'd-soon', changes: { end_date: { from: '2026-11-29', to: '2026-12-31' } } },
        }),
        file('r2', { type: 'RecipientCivilDataChanged', data: { changes: { name: { from: 'Diallo', to: 'Diallo-Sy' } } } }),
        file('r2', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } }),
        file('r1', { type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-old' } }),
        file('r3', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect(await storedDomiciliation(docs, 'd-soon'))?.toMatchObject({
          end_date: '2026-12-31',
          recipient: { surname: 'Awa', name: 'Diallo-Sy' },
          antenna_id: 'ant-sud',
        });
        expect(await storedDomiciliation(docs, 'd-old')).toBeNull();
        expect(await storedDomiciliation(docs, 'd-ended')).toBeNull();
        expect((await domiciliationsOfFile(readAs(docs, referent, TODAY), 'r1')).map((row) => row.next)).toEqual([false]);
      });
  });

  it("keeps the home table's total, summed from the referents' end dates, equal to its rows through every change", async () => {
    // Every row on one page, so that the total summed can be set beside the rows found.
    const shown = async (docs: DocStore, actor: typeof admin, opts: { userId?: string; search?: string } = {}) => {
      const { rows, total } = await domiciliationDashboard(docs, actor, { ...opts, page: 0, perPage: 100, today: TODAY });
      return { ids: rows.map((row) => row._id), total };
    };
    const changed = (recipientId: string, id: string, changes: Record<string, { from: unknown; to: unknown }>) =>
      file(recipientId, { type: 'DomiciliationChanged', data: { domiciliation_id: id, changes } });
    await givenEvents(projections, history)
      .when([
        changed('r2', 'd-soon', { user_id: { from: 'u-nord', to: 'u-sud' } }),
        changed('r1', 'd-old', { end_date: { from: '2026-09-30', to: '2026-08-01' } }),
        file('r1', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } }),
      ])
      .then(async (docs) => {
        expect(await shown(docs, referent)).toEqual({ ids: [], total: 0 });
        expect(await shown(docs, admin, { userId: 'u-nord' })).toEqual({ ids: ['d-new'], total: 1 });
        expect(await shown(docs, admin, { userId: 'u-sud' })).toEqual({ ids: ['d-ended', 'd-soon'], total: 2 });
        expect(await shown(docs, admin, { userId: 'u-sud', search: 'Diallo' })).toEqual({ ids: ['d-soon'], total: 1 });
      });
    await givenEvents(projections, history)
      .when([
        file('r1', { type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-new' } }),
        file('r3', { type: 'RecipientDeleted', data: {} }),
        domiciled('r2', 'd-late', own('2026-11-01', '2027-10-31', { user_id: 'u-sud' })),
      ])
      .then(async (docs) => {
        expect(await shown(docs, referent)).toEqual({ ids: ['d-old', 'd-soon'], total: 2 });
        expect(await shown(docs, admin, { userId: 'u-sud' })).toEqual({ ids: ['d-late'], total: 1 });
      });
  });

  it('answers next: false on the home table for a domiciliation stored without it (a file this projection never saw)', async () => {
    await givenEvents(projections, [...world, domiciled('r-unseen', 'd-unseen', own('2026-10-01', '2027-09-30'))]).then(async (docs) => {
      expect((await storedDomiciliation(docs, 'd-unseen'))?.next).toBeUndefined();
      const { rows } = await domiciliationDashboard(docs, admin, { userId: 'u-nord', page: 0, perPage: 10, today: TODAY });
      expect(rows.map(({ _id, next, colour }) => ({ _id, next, colour }))).toEqual([{ _id: 'd-unseen', next: false, colour: 'warning' }]);
    });
  });

  it('keeps the latest attestation of a domiciliation through edits of what it does not print', async () => {
    const generated = (id: string, fileId: string, at: string) =>
      on(
        'recipient-r2',
        {
          type: 'DomiciliationAttestationGenerated',
          data: {
            domiciliation_id: id,
            file_id: fileId,
            sha256: fileId.repeat(16),
            size: 4096,
            filename: `attestation-${fileId}.pdf`,
            start_date: '2025-11-30',
            end_date: '2026-11-29',
          },
        },
        { at },
      );
    await givenEvents(projections, [...history, generated('d-soon', 'f1', '2026-11-20T09:00:00.000Z')])
      .when([
        generated('d-soon', 'f2', '2026-11-21T09:00:00.000Z'),
        file('r2', {
          type: 'DomiciliationChanged',
          data: { domiciliation_id: 'd-soon', changes: { remarque: { from: null, to: 'Renouvellement à prévoir' } } },
        }),
        file('r2', { type: 'RecipientCivilDataChanged', data: { changes: { tel: { from: null, to: '0600000001' } } } }),
        generated('d-gone', 'f3', '2026-11-21T10:00:00.000Z'),
      ])
      .then(async (docs) => {
        expect((await storedDomiciliation(docs, 'd-soon'))?.attestation).toEqual({
          file_id: 'f2',
          sha256: 'f2'.repeat(16),
          size: 4096,
          filename: 'attestation-f2.pdf',
          generated_at: '2026-11-21T09:00:00.000Z',
        });
        expect((await storedDomiciliation(docs, 'd-new'))?.attestation).toBeUndefined();
        expect(await storedDomiciliation(docs, 'd-gone')).toBeNull();
      });
  });

  const attested = (at: string) =>
    on(
      'recipient-r2',
      {
        type: 'DomiciliationAttestationGenerated',
        data: {
          domiciliation_id: 'd-soon',
          file_id: 'f1',
          sha256: 'f1'.repeat(16),
          size: 4096,
          filename: 'attestation-f1.pdf',
          start_date: '2025-11-30',
          end_date: '2026-11-29',
        },
      },
      { at },
    );
  const printedEdits: [string, RecipientEvent][] = [
    [
      'its period',
      {
        type: 'DomiciliationChanged',
        data: { domiciliation_id: 'd-soon', changes: { end_date: { from: '2026-11-29', to: '2026-12-31' } } },
      },
    ],
    [
      'its referent',
      { type: 'DomiciliationChanged', data: { domiciliation_id: 'd-soon', changes: { user_id: { from: 'u-nord', to: 'u-sud' } } } },
    ],
    ["the person's name", { type: 'RecipientCivilDataChanged', data: { changes: { name: { from: 'Diallo', to: 'Diallo-Sy' } } } }],
    [
      "the person's birth place",
      { type: 'RecipientCivilDataChanged', data: { changes: { 'birth_place.city': { from: 'Dakar', to: 'Thiès' } } } },
    ],
    [
      'the antenna (a transfer)',
      { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } },
    ],
  ];
  for (const [what, edit] of printedEdits)
    it(`drops the attestation when ${what} changes, so the next download prints a new one`, async () => {
      await givenEvents(projections, [...history, attested('2026-11-20T09:00:00.000Z')])
        .when([file('r2', edit)])
        .then(async (docs) => {
          expect((await storedDomiciliation(docs, 'd-soon'))?.attestation).toBeUndefined();
        });
    });
});
