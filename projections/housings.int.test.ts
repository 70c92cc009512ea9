import { describe, expect, it } from 'vitest';
import type { HotelEvent } from '@domain/hotels/hotels';
import type { RoomEvent } from '@domain/hotels/rooms';
import type { HousingFields, HousingHelpFields } from '@domain/housings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import type { FieldChanges } from '@domain/shared/changes';
import type { UserEvent } from '@domain/users/events';
import type { ChoiceEvent } from '@domain/choices/choices';
import { buildActor, buildHotel, buildRoom, buildStay, recipientCreated, userCreated } from '@domain/testing/builders';
import {
  fileOfHousingHelp,
  housingDashboard as housingDashboardJson,
  housingHelpsOfFile,
  housingsOfFile,
  listHousings as listHousingsJson,
  type HousingFilter,
  type HousingRow,
} from './housingQueries';
import { choicesProjection } from './choices';
import { HOUSINGS, housingsProjection, type HousingDoc } from './housings';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { parsedRows } from './testing/parsedRows';
import { givenEvents, on } from './testing/projectionSpec';
import { usersProjection } from './users';
import type { DocStore } from './docStore';

const TODAY = '2026-11-22';
// Both lists answer their rows as JSON text, as the API sends them: read here parsed.
const listHousings = async (...args: Parameters<typeof listHousingsJson>) => parsedRows<HousingRow>(await listHousingsJson(...args));
const housingDashboard = async (...args: Parameters<typeof housingDashboardJson>) =>
  parsedRows<HousingRow>(await housingDashboardJson(...args));
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });
const page = { page: 0, perPage: 50, today: TODAY };
// The lists name referents from the users read model and natures from the reference lists, and a file's stays are read
// by whoever may open the file (the recipients list), so these projections run.
const projections = [housingsProjection, usersProjection, choicesProjection, recipientsProjection];
/** A stay as its projection stored it. */
const storedHousing = async (docs: DocStore, id: string) => docs.collection<HousingDoc>(HOUSINGS).get(id);

const hotel = (id: string, fields: Parameters<typeof buildHotel>[0] = {}) =>
  on<HotelEvent>(`hotel-${id}`, { type: 'HotelCreated', data: { hotel: buildHotel(fields) } });
const hotelChanged = (id: string, changes: FieldChanges) => on<HotelEvent>(`hotel-${id}`, { type: 'HotelChanged', data: { changes } });
const room = (id: string, fields: Parameters<typeof buildRoom>[0] = {}) =>
  on<RoomEvent>(`room-${id}`, { type: 'RoomCreated', data: { room: buildRoom(fields) } });
const roomChanged = (id: string, changes: FieldChanges) => on<RoomEvent>(`room-${id}`, { type: 'RoomChanged', data: { changes } });
const user = (id: string, profile: Parameters<typeof userCreated>[0] = {}) => on(`user-${id}`, userCreated(profile));
const userEvent = (id: string, event: UserEvent) => on(`user-${id}`, event);
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields> = {}) =>
  file(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay(fields) } });
const help = (recipientId: string, helpId: string, fields: Partial<HousingHelpFields> = {}) =>
  file(recipientId, {
    type: 'HousingHelpAdded',
    data: { help_id: helpId, help: { type: 'SIAO', status: 'En cours', ask_date: '2026-11-01', ...fields } },
  });

/** Two referents, two hotels with a room each, two files. */
const world = [
  user('u-nord'),
  user('u-sud', { surname: 'Lucie', name: 'Girard', antenna_id: 'ant-sud' }),
  hotel('hotel-1'),
  hotel('hotel-2', { name: 'Hôtel du Parc', address: { street: '3 rue du Parc', postal_code: '69002', city: 'Lyon' } }),
  room('room-7'),
  room('room-3', { number: '3', hotel_id: 'hotel-2' }),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
];
/** Camille Moreau (u-nord) refers Karim Benali (r1) in room 7 of the Hôtel du Nord, and Awa Diallo (r2) in room 3 of the Hôtel du Parc. */
const housed = [...world, stay('r1', 'h1'), stay('r2', 'h2', { hotel_id: 'hotel-2', room_id: 'room-3' })];

describe('housings projection', () => {
  it('stores a stay with its figures and the names of its person, hotel and room', async () => {
    await givenEvents(projections, housed).then(async (docs) => {
      expect(await storedHousing(docs, 'h1'))?.toEqual({
        ...buildStay(),
        _id: 'h1',
        recipient_id: 'r1',
        recipient: { surname: 'Karim', name: 'Benali' },
        antenna_id: 'ant-nord',
        hotel: { name: 'Hôtel du Nord', postal_code: '75010' },
        room: { number: '7' },
        occupancy_end: '2026-11-20',
        nights: 10,
        total_price: 125,
        total_payment: 50,
        solde: -75,
        out_contract_cost: 0,
      });
    });
  });

  it('recomputes figures and the day the room is freed when a stay changes', async () => {
    const changes = {
      end_date: { from: '2026-11-20', to: '2026-11-26' },
      free_end_date: { from: null, to: '2026-11-24' },
      nights_out_contracts: { from: null, to: 2 },
    };
    await givenEvents(projections, housed)
      .when([file('r1', { type: 'HousingChanged', data: { housing_id: 'h1', changes } })])
      .then(async (docs) => {
        expect(await storedHousing(docs, 'h1'))?.toMatchObject({
          end_date: '2026-11-26',
          free_end_date: '2026-11-24',
          occupancy_end: '2026-11-24',
          nights: 16,
          total_price: 200,
          solde: -150,
          out_contract_cost: 25,
        });
      });
  });

  describe('names follow their records', () => {
    it('shows a renamed hotel (and its new postal code) on its stays only', async () => {
      const changes = { name: { from: 'Hôtel du Nord', to: 'Hôtel des Canaux' }, 'address.postal_code': { from: '75010', to: '75019' } };
      await givenEvents(projections, housed)
        .when([hotelChanged('hotel-1', changes)])
        .then(async (docs) => {
          const { rows } = await listHousings(docs, admin, page);
          expect(rows.map((row) => [row._id, row.hotel])).toEqual([
            ['h2', { name: 'Hôtel du Parc', postal_code: '69002' }],
            ['h1', { name: 'Hôtel des Canaux', postal_code: '75019' }],
          ]);
        });
    });

    it('shows a renumbered room on its stays only', async () => {
      await givenEvents(projections, housed)
        .when([roomChanged('room-7', { number: { from: '7', to: '7 bis' } })])
        .then(async (docs) => {
          expect((await storedHousing(docs, 'h1'))?.room).toEqual({ number: '7 bis' });
          expect((await storedHousing(docs, 'h2'))?.room).toEqual({ number: '3' });
        });
    });

    it('shows a renamed recipient on their stays only', async () => {
      await givenEvents(projections, housed)
        .when([
          file('r1', {
            type: 'RecipientCivilDataChanged',
            data: { changes: { name: { from: 'Benali', to: 'Benali-Haddad' }, surname: { from: 'Karim', to: 'Karima' } } },
          }),
        ])
        .then(async (docs) => {
          const { rows } = await listHousings(docs, admin, page);
          expect(rows.map((row) => [row._id, row.recipient])).toEqual([
            ['h2', { surname: 'Awa', name: 'Diallo' }],
            ['h1', { surname: 'Karima', name: 'Benali-Haddad' }],
          ]);
        });
    });

    it("names an outside housing's nature from the reference list, renamed with it, in the file's tab and the lists", async () => {
      const outside = [
        ...world,
        on<ChoiceEvent>('choice-nat-foyer', { type: 'ChoiceCreated', data: { type: 'housing_nature', label: 'Foyer' } }),
        stay('r1', 'h-out', { housing_type: 'hors', hotel_id: null, room_id: null, nature: 'nat-foyer', payments: [] }),
        stay('r1', 'h-own'),
      ];
      await givenEvents(projections, outside)
        .when([
          on<ChoiceEvent>('choice-nat-foyer', {
            type: 'ChoiceChanged',
            data: { changes: { label: { from: 'Foyer', to: 'Foyer ADOMA' } } },
          }),
        ])
        .then(async (docs) => {
          const tab = await housingsOfFile(readAs(docs, admin, TODAY), 'r1');
          expect(tab.map((row) => [row._id, row.nature_label])).toEqual([
            ['h-out', 'Foyer ADOMA'],
            ['h-own', null],
          ]);
          const { rows } = await listHousings(docs, admin, page);
          expect(rows.find((row) => row._id === 'h-out')?.nature_label).toBe('Foyer ADOMA');
        });
    });

    it('leaves stays alone when a civil change touches no name', async () => {
      await givenEvents(projections, housed)
        .when([file('r1', { type: 'RecipientCivilDataChanged', data: { changes: { tel: { from: '0601020304', to: '0700000000' } } } })])
        .then(async (docs) => {
          expect((await storedHousing(docs, 'h1'))?.recipient).toEqual({ surname: 'Karim', name: 'Benali' });
        });
    });

    it('names a renamed referent in the lists, and still names them once deleted', async () => {
      await givenEvents(projections, housed)
        .when([userEvent('u-nord', { type: 'UserChanged', data: { changes: { name: { from: 'Moreau', to: 'Moreau-Petit' } } } })])
        .then(async (docs) => {
          const { rows } = await listHousings(docs, admin, page);
          expect(rows.map((row) => row.user)).toEqual([
            { surname: 'Camille', name: 'Moreau-Petit' },
            { surname: 'Camille', name: 'Moreau-Petit' },
          ]);
        });
      await givenEvents(projections, housed)
        .when([userEvent('u-nord', { type: 'UserDeleted', data: {} })])
        .then(async (docs) => {
          const rows = await housingsOfFile(readAs(docs, admin, TODAY), 'r1');
          expect(rows.map((row) => row.user)).toEqual([{ surname: 'Camille', name: 'Moreau' }]);
        });
    });

    it('moves stays to the antenna a file is transferred to', async () => {
      const nordVolunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
      const sudVolunteer = buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' });
      await givenEvents(projections, housed)
        .when([file('r1', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY } })])
        .then(async (docs) => {
          expect((await storedHousing(docs, 'h1'))?.antenna_id).toBe('ant-sud');
          expect((await listHousings(docs, nordVolunteer, page)).rows.map((row) => row._id)).toEqual(['h2']);
          expect((await listHousings(docs, sudVolunteer, page)).rows.map((row) => row._id)).toEqual(['h1']);
          // The totals follow the stays from one antenna to the other.
          expect((await listHousings(docs, nordVolunteer, page)).total).toBe(1);
          expect((await listHousings(docs, sudVolunteer, page)).total).toBe(1);
          expect((await listHousings(docs, admin, page)).total).toBe(2);
        });
    });
  });

  describe('flags of the day', () => {
    const stays = [
      ...world,
      stay('r1', 'ended-yesterday', { start_date: '2026-11-01', end_date: '2026-11-21' }),
      stay('r1', 'ends-today', { start_date: '2026-11-12', end_date: TODAY, room_id: 'room-3', hotel_id: 'hotel-2' }),
      stay('r2', 'running', { start_date: '2026-11-15', end_date: '2026-11-30' }),
      stay('r2', 'freed', {
        start_date: '2026-11-16',
        end_date: '2026-11-30',
        free_end_date: '2026-11-20',
        room_id: 'room-3',
        hotel_id: 'hotel-2',
      }),
      stay('r2', 'not-begun', { start_date: '2026-11-23', end_date: '2026-11-30', room_id: 'room-3', hotel_id: 'hotel-2' }),
    ];

    it('marks overdue a stay ended yesterday and never freed, current a running one, neither a freed one', async () => {
      await givenEvents(projections, stays).then(async (docs) => {
        const { rows } = await listHousings(docs, admin, page);
        const flags = Object.fromEntries(rows.map((row) => [row._id, { current: row.current, overdue: row.overdue }]));
        expect(flags).toEqual({
          'ended-yesterday': { current: false, overdue: true },
          'ends-today': { current: true, overdue: false },
          running: { current: true, overdue: false },
          freed: { current: false, overdue: false },
          'not-begun': { current: false, overdue: false },
        });
      });
    });

    it('judges the flags on the day asked, not on the day the stay was recorded; the release day is the last one', async () => {
      await givenEvents(projections, stays).then(async (docs) => {
        const flagsOn = async (today: string) =>
          Object.fromEntries(
            (await listHousings(docs, admin, { ...page, today })).rows.map((row) => [
              row._id,
              { current: row.current, overdue: row.overdue },
            ]),
          );
        expect((await flagsOn('2026-11-20'))['ended-yesterday']).toEqual({ current: true, overdue: false });
        expect((await flagsOn('2026-11-20')).freed).toEqual({ current: true, overdue: false });
        expect((await flagsOn('2026-11-21')).freed).toEqual({ current: false, overdue: false });
      });
    });
  });

  describe('lists', () => {
    it('lists stays of every kind, newest first, filtered by kind and referent, and paged', async () => {
      const events = [
        ...housed,
        stay('r1', 'emergency', {
          housing_type: 'urgence',
          hotel_id: null,
          room_id: null,
          hotel_info: 'Ibis Budget',
          start_date: '2026-11-21',
          end_date: '2026-11-23',
        }),
        stay('r2', 'elsewhere', { housing_type: 'hors', hotel_id: null, room_id: null, nature: 'nat-famille', start_date: '2026-11-21' }),
        stay('r2', 'by-sud', { user_id: 'u-sud', start_date: '2026-11-01', end_date: '2026-11-05' }),
      ];
      await givenEvents(projections, events).then(async (docs) => {
        const ids = async (filter: HousingFilter) => (await listHousings(docs, admin, { ...page, ...filter })).rows.map((row) => row._id);
        // Same start: by id, in the list's direction.
        expect(await ids({})).toEqual(['emergency', 'elsewhere', 'h2', 'h1', 'by-sud']);
        expect(await ids({ kind: 'hebergement' })).toEqual(['h2', 'h1', 'by-sud']);
        expect(await ids({ kind: 'urgence' })).toEqual(['emergency']);
        expect(await ids({ kind: 'hors' })).toEqual(['elsewhere']);
        expect(await ids({ user: 'u-sud' })).toEqual(['by-sud']);
        const first = await listHousings(docs, admin, { ...page, perPage: 1, sortBy: 'end_date', sortDesc: false });
        expect(first).toMatchObject({ total: 5, rows: [{ _id: 'by-sud' }] });
        expect((await housingsOfFile(readAs(docs, admin, TODAY), 'r1', 'urgence')).map((row) => [row._id, row.hotel, row.room])).toEqual([
          ['emergency', null, null],
        ]);
      });
    });

    it('searches the person and where the stay is: hotel, emergency hotel or address, accents and case aside', async () => {
      const events = [
        ...housed,
        stay('r1', 'emergency', { housing_type: 'urgence', hotel_id: null, room_id: null, hotel_info: 'Ibis Budget Gerland' }),
        stay('r2', 'elsewhere', {
          housing_type: 'hors',
          hotel_id: null,
          room_id: null,
          nature: 'nat-famille',
          address_street: '4 rue Sala',
          address_postal_code: '69002',
          address_city: 'Lyon',
        }),
      ];
      await givenEvents(projections, events).then(async (docs) => {
        const found = async (search: string) => (await listHousings(docs, admin, { ...page, search })).rows.map((row) => row._id).sort();
        expect(await found('diallo')).toEqual(['elsewhere', 'h2']);
        expect(await found('hotel du parc')).toEqual(['h2']);
        expect(await found('gerland')).toEqual(['emergency']);
        expect(await found('rue sala')).toEqual(['elsewhere']);
        expect(await found('69002')).toEqual(['elsewhere', 'h2']);
        expect(await found('benali ibis')).toEqual(['emergency']);
        const dashboard = await housingDashboard(docs, buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' }), {
          ...page,
          search: 'benali',
        });
        expect(dashboard.rows.map((row) => row._id).sort()).toEqual(['emergency', 'h1']);
      });
    });

    it("shows on a referent's dashboard the list's stays of which they are the referent, not yet freed", async () => {
      const events = [
        ...world,
        stay('r1', 'own', { start_date: '2026-11-01', end_date: '2026-11-21' }),
        stay('r1', 'emergency', {
          housing_type: 'urgence',
          hotel_id: null,
          room_id: null,
          hotel_info: 'Ibis Budget',
          start_date: '2026-11-20',
          end_date: '2026-11-25',
        }),
        stay('r1', 'freed', {
          start_date: '2026-11-21',
          end_date: '2026-11-30',
          free_end_date: '2026-11-22',
          room_id: 'room-3',
          hotel_id: 'hotel-2',
        }),
        stay('r2', 'elsewhere', {
          housing_type: 'hors',
          hotel_id: null,
          room_id: null,
          nature: 'nat-famille',
          start_date: '2026-11-21',
          end_date: null,
        }),
        stay('r2', 'by-sud', { user_id: 'u-sud' }),
      ];
      await givenEvents(projections, events).then(async (docs) => {
        const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
        const { rows, total } = await housingDashboard(docs, volunteer, page);
        expect(total).toBe(3);
        expect(rows.map((row) => [row._id, row.overdue, row.current])).toEqual([
          ['elsewhere', false, true],
          ['emergency', false, true],
          ['own', true, false],
        ]);
        // The same stays as the list narrowed to the referent, less the freed one.
        const listed = await listHousings(docs, volunteer, { ...page, user: 'u-nord' });
        expect(listed.rows.map((row) => row._id).filter((id) => id !== 'freed')).toEqual(rows.map((row) => row._id));
      });
    });
  });

  describe('deletions', () => {
    it('drops a deleted stay from the lists and leaves the others', async () => {
      await givenEvents(projections, housed)
        .when([file('r1', { type: 'HousingDeleted', data: { housing_id: 'h1' } })])
        .then(async (docs) => {
          expect(await storedHousing(docs, 'h1')).toBeNull();
          expect(await listHousings(docs, admin, page)).toMatchObject({ total: 1, rows: [{ _id: 'h2' }] });
          expect(await housingsOfFile(readAs(docs, admin, TODAY), 'r1')).toEqual([]);
        });
    });

    it("drops a deleted file's stays and applications, and no one else's", async () => {
      await givenEvents(projections, [...housed, help('r1', 'help-1'), help('r2', 'help-2')])
        .when([file('r1', { type: 'RecipientDeleted', data: {} })])
        .then(async (docs) => {
          expect(await listHousings(docs, admin, page)).toMatchObject({ total: 1, rows: [{ _id: 'h2' }] });
          await expect(housingHelpsOfFile(readAs(docs), 'r1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
          expect((await housingHelpsOfFile(readAs(docs), 'r2')).map((h) => h._id)).toEqual(['help-2']);
        });
    });
  });

  describe('housing applications', () => {
    it('keeps the applications of a file, latest asked first, as changed and deleted', async () => {
      const events = [
        ...world,
        help('r1', 'help-1', { ask_date: '2026-10-01' }),
        help('r1', 'help-2', { type: 'DALO', ask_date: '2026-11-05' }),
        help('r1', 'help-3', { ask_date: '2026-11-10' }),
      ];
      await givenEvents(projections, events)
        .when([
          file('r1', {
            type: 'HousingHelpChanged',
            data: {
              help_id: 'help-2',
              changes: { status: { from: 'En cours', to: 'Accepté' }, answer_date: { from: null, to: '2026-11-20' } },
            },
          }),
          file('r1', { type: 'HousingHelpDeleted', data: { help_id: 'help-3' } }),
        ])
        .then(async (docs) => {
          expect(await housingHelpsOfFile(readAs(docs), 'r1')).toEqual([
            { _id: 'help-2', recipient_id: 'r1', type: 'DALO', status: 'Accepté', ask_date: '2026-11-05', answer_date: '2026-11-20' },
            { _id: 'help-1', recipient_id: 'r1', type: 'SIAO', status: 'En cours', ask_date: '2026-10-01' },
          ]);
          await expect(fileOfHousingHelp(docs, 'help-3')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        });
    });
  });
});
