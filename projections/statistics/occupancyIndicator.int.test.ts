import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomFields } from '@domain/hotels/rooms';
import type { HousingFields } from '@domain/housings/fields';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildRoom, buildStay, recipientCreated } from '@domain/testing/builders';
import { roomsProjection } from '../rooms';
import { givenEvents, on } from '../testing/projectionSpec';
import { composeFacts } from './facts';
import { fileFacts } from './fileFacts';
import { housingFacts } from './housingFacts';
import { occupancyPerMonth, offeredDays } from './occupancyIndicator';
import { monthSpans, shortMonthLabel } from './periods';

const projections = [roomsProjection, composeFacts('statistics', 1, [fileFacts, housingFacts])];
const room = (id: string, fields: Partial<RoomFields> = {}) =>
  on<RoomEvent>(`room-${id}`, { type: 'RoomCreated', data: { room: buildRoom({ number: id, ...fields }) } });
const file = (id: string, event: RecipientEvent) => on(`recipient-${id}`, event);
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields>) =>
  file(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay({ payments: [], ...fields }) } });

/**
 * From 15 January to 10 March 2026 (17, 28 and 10 days): room 1 all along; room 2 in service from 10
 * February; room 4 of Sud lent to Nord; room 3 archived; room 5 Sud's.
 */
const world = [
  room('1', { type: 'CH1' }),
  room('2', { type: 'CH2', start_date: '2026-02-10' }),
  room('3', { archived: true }),
  room('4', { antenna_id: 'ant-sud', borrow_antenna_id: 'ant-nord' }),
  room('5', { antenna_id: 'ant-sud' }),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ antenna_id: 'ant-sud' }, 13)),
  // 15 to 19 January: 5 nights (those before the period are not counted).
  stay('r1', 's1', { room_id: '1', start_date: '2026-01-10', end_date: '2026-01-20' }),
  // Freed on 5 February, two mornings after its end: 31 January, then 1 to 4 February.
  stay('r1', 's2', { room_id: '1', start_date: '2026-01-31', end_date: '2026-02-03', free_end_date: '2026-02-05' }),
  // Room 2 offers nights from 10 February only: 10 to 14 February.
  stay('r1', 's3', { room_id: '2', start_date: '2026-02-01', end_date: '2026-02-15' }),
  // A Sud file in the room lent to Nord counts for Nord: 5 to 10 March.
  stay('r2', 's4', { room_id: '4', start_date: '2026-03-05', end_date: '2026-04-01' }),
  stay('r2', 's5', { room_id: '5', start_date: '2026-02-01', end_date: '2026-02-11' }),
  stay('r1', 's6', { room_id: '3', start_date: '2026-02-01', end_date: '2026-02-11' }),
  // Another kind of stay holds no room.
  stay('r1', 's7', { housing_type: 'urgence', room_id: null, hotel_id: null, start_date: '2026-01-01', end_date: '2026-03-01' }),
];
const period = { start_date: '2026-01-15', end_date: '2026-03-10' };

describe('occupancyPerMonth', () => {
  it("counts, month by month, the nights the antenna's rooms offered and those held by stays", async () => {
    await givenEvents(projections, world).then(async (docs) => {
      expect(await occupancyPerMonth(docs, { antenna_id: 'ant-nord', ...period })).toEqual([
        { month: '2026-01', label: 'janv. 2026', rate: 6 / 34, nights_occupied: 6, nights_available: 34 },
        { month: '2026-02', label: 'févr. 2026', rate: 9 / 75, nights_occupied: 9, nights_available: 75 },
        { month: '2026-03', label: 'mars 2026', rate: 6 / 30, nights_occupied: 6, nights_available: 30 },
      ]);
    });
  });

  it('counts every room not archived for all antennas, and a rate of 0 when no night is offered', async () => {
    await givenEvents(projections, world).then(async (docs) => {
      const all = await occupancyPerMonth(docs, { antenna_id: null, ...period });
      expect(all.map((m) => [m.nights_occupied, m.nights_available])).toEqual([
        [6, 51],
        [19, 103],
        [6, 40],
      ]);
      expect(await occupancyPerMonth(docs, { antenna_id: 'ant-est', start_date: '2026-01-01', end_date: '2026-01-31' })).toEqual([
        { month: '2026-01', label: 'janv. 2026', rate: 0, nights_occupied: 0, nights_available: 0 },
      ]);
    });
  });
});

describe('months and offered days', () => {
  it('cuts the months of a period to the period', () => {
    expect(monthSpans({ first: '2025-12-20', last: '2026-02-03' })).toEqual([
      { month: '2025-12', first: '2025-12-20', last: '2025-12-31' },
      { month: '2026-01', first: '2026-01-01', last: '2026-01-31' },
      { month: '2026-02', first: '2026-02-01', last: '2026-02-03' },
    ]);
    expect(monthSpans({ first: '2024-02-01', last: '2024-02-29' })).toEqual([
      { month: '2024-02', first: '2024-02-01', last: '2024-02-29' },
    ]);
    expect(['2026-01', '2026-02', '2026-06', '2026-07', '2026-08', '2026-12'].map(shortMonthLabel)).toEqual([
      'janv. 2026',
      'févr. 2026',
      'juin 2026',
      'juil. 2026',
      'août 2026',
      'déc. 2026',
    ]);
  });

  it("offers a room's days within its own dates and a limit, none when archived", () => {
    const days = { first: '2026-01-01', last: '2026-01-31' };
    expect(offeredDays({ start_date: '2026-01-10', end_date: null }, days)).toEqual({ first: '2026-01-10', last: '2026-01-31' });
    expect(offeredDays({ start_date: null, end_date: '2026-01-20' }, days, { start: '2026-01-05', end: '2026-02-10' })).toEqual({
      first: '2026-01-05',
      last: '2026-01-20',
    });
    expect(offeredDays({ start_date: '2026-02-01' }, days)).toBeNull();
    expect(offeredDays({ archived: true }, days)).toBeNull();
  });
});
