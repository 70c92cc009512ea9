import { describe, expect, it } from 'vitest';
import type { HousingFields } from '@domain/housings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import type { RecipientCivil } from '@domain/recipients/fields';
import type { UserEvent } from '@domain/users/events';
import { antennaCreated, buildActor, buildStay, recipientCreated, userCreated } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import { listRecipients, type RecipientFilter } from './recipientList';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';

const TODAY = '2026-11-22';
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
// The list names antennas and referents from their own read models, so those projections run too.
const projections = [recipientsProjection, antennasProjection, usersProjection];

const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const filed = (id: string, number: number, civil: Partial<RecipientCivil> = {}) => file(id, recipientCreated(civil, number));
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields>) =>
  file(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay(fields) } });
const userEvent = (id: string, event: UserEvent) => on(`user-${id}`, event);

const world = [
  on('antenna-ant-nord', antennaCreated()),
  on('antenna-ant-sud', antennaCreated({ name: 'Antenne Sud' })),
  userEvent('u-nord', userCreated()),
];

/** The rows of the list, as [id, field] pairs, for one filter. */
async function rowsOf<K extends string>(
  docs: Parameters<typeof listRecipients>[0],
  filter: RecipientFilter,
  field: K,
  today = TODAY,
  actor = admin,
) {
  const { rows } = await listRecipients(docs, actor, filter, 0, 50, today);
  return rows.map((row) => [row._id, (row as unknown as Record<K, unknown>)[field]]);
}

describe('recipients projection', () => {
  it('lists files newest number first, with their antenna and referent names', async () => {
    const events = [
      ...world,
      filed('r1', 12, { user_ref: 'u-nord' }),
      filed('r2', 13, { surname: 'Awa', name: 'Diallo', antenna_id: 'ant-sud' }),
    ];
    await givenEvents(projections, events).then(async (docs) => {
      const { rows, total } = await listRecipients(docs, admin, {}, 0, 50, TODAY);
      expect(total).toBe(2);
      expect(rows).toEqual([
        {
          _id: 'r2',
          file_number: 13,
          file_id: 13,
          civility: 'M.',
          name: 'Diallo',
          surname: 'Awa',
          surname2: null,
          birth_date: '1988-04-12',
          antenna_id: 'ant-sud',
          antenna_name: 'Antenne Sud',
          user_ref: null,
          referent: null,
          actif: true,
          radiated: false,
          first_meeting: '2026-11-02',
          last_meeting: null,
          help_total: 0,
          help_total_high: false,
          dom: false,
          housed: false,
        },
        {
          _id: 'r1',
          file_number: 12,
          file_id: 12,
          civility: 'M.',
          name: 'Benali',
          surname: 'Karim',
          surname2: null,
          birth_date: '1988-04-12',
          antenna_id: 'ant-nord',
          antenna_name: 'Antenne Nord',
          user_ref: 'u-nord',
          referent: { surname: 'Camille', name: 'Moreau' },
          actif: true,
          radiated: false,
          first_meeting: '2026-11-02',
          last_meeting: null,
          help_total: 0,
          help_total_high: false,
          dom: false,
          housed: false,
        },
      ]);
    });
  });

  it('shows a renamed recipient, found by the new name and no longer by the old one', async () => {
    await givenEvents(projections, [...world, filed('r1', 12), filed('r2', 13, { surname: 'Awa', name: 'Diallo' })])
      .when([file('r1', { type: 'RecipientCivilDataChanged', data: { changes: { name: { from: 'Benali', to: 'Élie' } } } })])
      .then(async (docs) => {
        expect(await rowsOf(docs, {}, 'name')).toEqual([
          ['r2', 'Diallo'],
          ['r1', 'Élie'],
        ]);
        // Accents and case aside, and from the start of the name.
        expect(await rowsOf(docs, { name: 'eli' }, 'name')).toEqual([['r1', 'Élie']]);
        expect(await rowsOf(docs, { name: 'Benali' }, 'name')).toEqual([]);
        expect(await rowsOf(docs, { sortBy: 'name' }, 'name')).toEqual([
          ['r2', 'Diallo'],
          ['r1', 'Élie'],
        ]);
      });
  });

  it('names a renamed referent, and still names them once deleted', async () => {
    const events = [...world, filed('r1', 12, { user_ref: 'u-nord' })];
    await givenEvents(projections, events)
      .when([userEvent('u-nord', { type: 'UserChanged', data: { changes: { surname: { from: 'Camille', to: 'Camilla' } } } })])
      .then(async (docs) => {
        expect(await rowsOf(docs, { user: 'u-nord' }, 'referent')).toEqual([['r1', { surname: 'Camilla', name: 'Moreau' }]]);
      });
    await givenEvents(projections, events)
      .when([userEvent('u-nord', { type: 'UserDeleted', data: {} })])
      .then(async (docs) => {
        expect(await rowsOf(docs, {}, 'referent')).toEqual([['r1', { surname: 'Camille', name: 'Moreau' }]]);
      });
  });

  it('follows a change of referent made on the civil tab', async () => {
    await givenEvents(projections, [
      ...world,
      userEvent('u-nord-2', userCreated({ surname: 'Paul', name: 'Roux' })),
      filed('r1', 12, { user_ref: 'u-nord' }),
    ])
      .when([file('r1', { type: 'RecipientCivilDataChanged', data: { changes: { user_ref: { from: 'u-nord', to: 'u-nord-2' } } } })])
      .then(async (docs) => {
        expect(await rowsOf(docs, { user: 'u-nord' }, 'referent')).toEqual([]);
        expect(await rowsOf(docs, { user: 'u-nord-2' }, 'referent')).toEqual([['r1', { surname: 'Paul', name: 'Roux' }]]);
      });
  });

  describe('housed on a day', () => {
    const files = [
      ...world,
      filed('current', 1),
      stay('current', 'h-current', { start_date: '2026-11-15', end_date: '2026-11-30' }),
      filed('ended-yesterday', 2),
      stay('ended-yesterday', 'h-ended', { start_date: '2026-11-01', end_date: '2026-11-21' }),
      filed('freed', 3),
      stay('freed', 'h-freed', { start_date: '2026-11-15', end_date: '2026-11-30', free_end_date: '2026-11-20' }),
      filed('not-begun', 4),
      stay('not-begun', 'h-later', { start_date: '2026-11-23', end_date: '2026-11-30' }),
      filed('emergency', 5),
      stay('emergency', 'h-urgence', {
        housing_type: 'urgence',
        hotel_id: null,
        room_id: null,
        hotel_info: 'Ibis Budget',
        start_date: '2026-11-20',
        end_date: '2026-11-24',
      }),
      filed('outside', 6),
      stay('outside', 'h-hors', {
        housing_type: 'hors',
        hotel_id: null,
        room_id: null,
        nature: 'nat-famille',
        start_date: '2026-11-01',
        end_date: null,
      }),
      filed('never', 7),
      // A later stay planned: the one running today still counts.
      filed('planned-next', 8),
      stay('planned-next', 'h-now', { start_date: '2026-11-01', end_date: '2026-11-30' }),
      stay('planned-next', 'h-next', { start_date: '2026-12-05', end_date: '2026-12-20' }),
      // Their last day is today: still housed today, as the housings list counts them current.
      filed('ends-today', 9),
      stay('ends-today', 'h-ends', { start_date: '2026-11-01', end_date: TODAY }),
      filed('freed-today', 10),
      stay('freed-today', 'h-freed-today', { start_date: '2026-11-01', end_date: '2026-11-30', free_end_date: TODAY }),
    ];

    it('finds those with a stay (own room or emergency hotel) current on the day, last day included, and the others', async () => {
      await givenEvents(projections, files).then(async (docs) => {
        const ids = async (filter: RecipientFilter, today = TODAY) =>
          (await rowsOf(docs, { ...filter, sortBy: 'file_number' }, 'housed', today)).map(([id]) => id);
        expect(await ids({ housed: 'Oui' })).toEqual(['current', 'emergency', 'planned-next', 'ends-today', 'freed-today']);
        expect(await ids({ housed: 'Non' })).toEqual(['ended-yesterday', 'freed', 'not-begun', 'outside', 'never']);
        expect(await ids({ housed: 'Oui' }, '2026-11-19')).toEqual([
          'current',
          'ended-yesterday',
          'freed',
          'planned-next',
          'ends-today',
          'freed-today',
        ]);
        expect(await ids({ housed: 'Oui' }, '2026-11-23')).toEqual(['current', 'not-begun', 'emergency', 'planned-next']);
        expect(await ids({ housed: 'Oui' }, '2026-12-10')).toEqual(['planned-next']);
      });
    });

    it('flags each row housed or not on the day, as the filter judges', async () => {
      await givenEvents(projections, files).then(async (docs) => {
        expect(Object.fromEntries(await rowsOf(docs, {}, 'housed'))).toEqual({
          current: true,
          'ended-yesterday': false,
          freed: false,
          'not-begun': false,
          emergency: true,
          outside: false,
          never: false,
          'planned-next': true,
          'ends-today': true,
          'freed-today': true,
        });
        // The flag follows the domain's rule of a current stay on each boundary.
        expect(Object.fromEntries(await rowsOf(docs, {}, 'housed', '2026-11-21'))['ended-yesterday']).toBe(true);
        expect(Object.fromEntries(await rowsOf(docs, {}, 'housed', '2026-11-21')).freed).toBe(false);
      });
    });

    it('follows a stay freed, moved or deleted', async () => {
      await givenEvents(projections, files)
        .when([
          file('current', {
            type: 'HousingChanged',
            data: { housing_id: 'h-current', changes: { free_end_date: { from: null, to: '2026-11-21' } } },
          }),
          file('ended-yesterday', {
            type: 'HousingChanged',
            data: { housing_id: 'h-ended', changes: { end_date: { from: '2026-11-21', to: '2026-11-28' } } },
          }),
          // The stay that was the latest goes: the earlier one tells again.
          stay('freed', 'h-freed-2', { start_date: '2026-11-21', end_date: '2026-11-25' }),
          file('emergency', { type: 'HousingDeleted', data: { housing_id: 'h-urgence' } }),
        ])
        .then(async (docs) => {
          const ids = async (filter: RecipientFilter) =>
            (await rowsOf(docs, { ...filter, sortBy: 'file_number' }, 'housed')).map(([id]) => id);
          expect(await ids({ housed: 'Oui' })).toEqual(['ended-yesterday', 'freed', 'planned-next', 'ends-today', 'freed-today']);
          // Each row's flag, kept on the row itself, follows the same changes as the filter.
          const flagged = (await rowsOf(docs, { sortBy: 'file_number' }, 'housed')).filter(([, housed]) => housed).map(([id]) => id);
          expect(flagged).toEqual(await ids({ housed: 'Oui' }));
        });
      await givenEvents(projections, [...files, stay('freed', 'h-freed-2', { start_date: '2026-11-21', end_date: '2026-11-25' })])
        .when([file('freed', { type: 'HousingDeleted', data: { housing_id: 'h-freed-2' } })])
        .then(async (docs) => {
          expect(Object.fromEntries(await rowsOf(docs, {}, 'housed')).freed).toBe(false);
        });
    });
  });

  it('flags radiation and its lifting, and moves a transferred file to its new antenna', async () => {
    const sudVolunteer = buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' });
    await givenEvents(projections, [...world, filed('r1', 12), filed('r2', 13)])
      .when([
        file('r1', {
          type: 'RecipientRadiated',
          data: { on: TODAY, radiation_reason: 'motif-demenagement', radiation_status: 'radiation-definitive' },
        }),
        file('r2', { type: 'RecipientRadiated', data: { on: '2026-11-01', radiation_reason: null, radiation_status: null } }),
        file('r2', { type: 'RecipientUnradiated', data: { on: TODAY } }),
        file('r2', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } }),
      ])
      .then(async (docs) => {
        expect(await rowsOf(docs, {}, 'radiated')).toEqual([
          ['r2', false],
          ['r1', true],
        ]);
        expect(await rowsOf(docs, {}, 'antenna_name', TODAY, sudVolunteer)).toEqual([['r2', 'Antenne Sud']]);
        expect(await rowsOf(docs, { antenna_id: 'ant-nord' }, 'antenna_name')).toEqual([['r1', 'Antenne Nord']]);
      });
  });

  it('drops a deleted file from the list', async () => {
    await givenEvents(projections, [...world, filed('r1', 12), filed('r2', 13)])
      .when([file('r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        const { rows, total } = await listRecipients(docs, admin, {}, 0, 50, TODAY);
        expect(total).toBe(1);
        expect(rows.map((row) => row._id)).toEqual(['r2']);
        expect(await rowsOf(docs, { file_number: '69.12' }, 'file_number')).toEqual([]);
        expect(await rowsOf(docs, { file_number: '69.13' }, 'file_number')).toEqual([['r2', 13]]);
      });
  });

  it('answers the totals of an antenna and of all files from counts kept through creations, transfers and deletions', async () => {
    const sudVolunteer = buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' });
    await givenEvents(projections, [
      ...world,
      filed('r1', 12),
      filed('r2', 13),
      filed('r3', 14),
      filed('r4', 15, { antenna_id: 'ant-sud' }),
    ])
      .when([
        file('r2', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } }),
        file('r3', { type: 'RecipientDeleted', data: {} }),
        file('r4', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        const total = async (filter: RecipientFilter, actor = admin) => (await listRecipients(docs, actor, filter, 0, 1, TODAY)).total;
        expect(await total({})).toBe(2);
        expect(await total({ antenna_id: 'ant-nord' })).toBe(1);
        expect(await total({ antenna_id: 'ant-sud' })).toBe(1);
        expect(await total({}, sudVolunteer)).toBe(1);
        expect(await total({ antenna_id: 'ant-autre' })).toBe(0);
        // Any other filter counts the rows it matches.
        expect(await total({ file_number: '69.12' })).toBe(1);
      });
  });
  it('counts a name search from the names kept through creations, renames, transfers and deletions', async () => {
    const sudVolunteer = buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' });
    await givenEvents(projections, [
      ...world,
      filed('r1', 12, { name: 'Martin', surname: 'Awa' }),
      filed('r2', 13, { name: 'Martinez', surname: 'Marc' }),
      filed('r3', 14, { name: 'Marchand' }),
      filed('r4', 15, { name: 'Dubois', surname: 'Marie', antenna_id: 'ant-sud' }),
    ])
      .when([
        file('r1', { type: 'RecipientCivilDataChanged', data: { changes: { name: { from: 'Martin', to: 'Bernard' } } } }),
        file('r2', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } }),
        file('r3', { type: 'RecipientDeleted', data: {} }),
      ])
      .then(async (docs) => {
        const total = async (filter: RecipientFilter, actor = admin) => (await listRecipients(docs, actor, filter, 0, 1, TODAY)).total;
        expect(await total({ name: 'MAR' })).toBe(1);
        expect(await total({ name: 'ber' })).toBe(1);
        expect(await total({ name: 'ber', antenna_id: 'ant-nord' })).toBe(1);
        expect(await total({ name: 'mar', antenna_id: 'ant-nord' })).toBe(0);
        expect(await total({ surname: 'mar' })).toBe(2);
        expect(await total({ surname: 'mar' }, sudVolunteer)).toBe(2);
        expect(await total({ surname: 'Marie' })).toBe(1);
        expect(await total({ surname: 'marc', antenna_id: 'ant-nord' })).toBe(0);
        // Name and surname together: the rows are counted.
        expect(await total({ name: 'dub', surname: 'mar' })).toBe(1);
      });
  });

  it('pages a search matching most files by walking the files in number order, as it pages a rare one', async () => {
    const names = ['Martin', 'Marty', 'Durand', 'Martinez', 'Maréchal', 'Petit'];
    const events = [...world, ...Array.from({ length: 60 }, (_, i) => filed(`r${i}`, 100 + i, { name: names[i % names.length] }))];
    await givenEvents(projections, events).then(async (docs) => {
      const page = async (filter: RecipientFilter, n: number) => {
        const found = await listRecipients(docs, admin, filter, n, 7, TODAY);
        return { numbers: found.rows.map((row) => row.file_number), total: found.total };
      };
      // Four names in six start with 'mar': numbers ending in 0, 1, 3 and 4, from the highest down.
      const expected = Array.from({ length: 60 }, (_, i) => 159 - i).filter((n) => [0, 1, 3, 4].includes((n - 100) % 6));
      for (let n = 0; n < 6; n += 1)
        expect(await page({ name: 'mar' }, n)).toEqual({ numbers: expected.slice(n * 7, n * 7 + 7), total: 40 });
      expect(await page({ name: 'pet' }, 0)).toEqual({ numbers: [159, 153, 147, 141, 135, 129, 123], total: 10 });
      expect(await page({ name: 'mar', antenna_id: 'ant-nord' }, 5)).toEqual({ numbers: expected.slice(35, 42), total: 40 });
      // Sorted by name, the files of one name follow by number, in the same direction.
      expect((await page({ sortBy: 'name' }, 0)).numbers).toEqual([102, 108, 114, 120, 126, 132, 138]);
      expect((await page({ sortBy: 'name', sortDesc: true }, 0)).numbers).toEqual([159, 153, 147, 141, 135, 129, 123]);
    });
  });
});
