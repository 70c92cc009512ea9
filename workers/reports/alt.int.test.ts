import { describe, expect, it } from 'vitest';
import type { RoomEvent, RoomFields } from '@domain/hotels/rooms';
import type { HousingFields } from '@domain/housings/fields';
import { buildRoom, buildStay, recipientCreated } from '@domain/testing/builders';
import { on } from '../../projections/testing/projectionSpec';
import { altReport } from './alt';
import { fileEvent, nordParams, produceFromEvents } from './testing/produceFromEvents';

const room = (id: string, fields: Partial<RoomFields>) =>
  on<RoomEvent>(`room-${id}`, { type: 'RoomCreated', data: { room: buildRoom({ number: id, alt: true, ...fields }) } });
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields>) =>
  fileEvent(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay({ payments: [], ...fields }) } });

// Antenne Nord, first quarter of 2025.
const events = [
  // 75: a1 ALT from 15 January to 10 March (17, 28, 10 days); a2 in service from 1 February (0, 28, 31).
  room('a1', { alt_drihl: '75', alt_start_date: '2025-01-15', alt_end_date: '2025-03-10' }),
  room('a2', { alt_drihl: '75', start_date: '2025-02-01' }),
  room('a3', { alt_drihl: '92' }),
  room('a6', { alt_drihl: null }),
  // Not ALT, or Sud's: not counted.
  room('a4', { alt: false }),
  room('a5', { alt_drihl: '94', antenna_id: 'ant-sud' }),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({}, 2)),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  // a1: 15 to 31 January (17 nights, 170 due, 30 paid within the ALT days), 1 and 2 February (2 nights, 20 due, 25 paid).
  stay('r1', 't1', {
    room_id: 'a1',
    start_date: '2025-01-10',
    end_date: '2025-02-03',
    price: 10,
    payments: [
      { amount: 50, date: '2025-01-12' },
      { amount: 30, date: '2025-01-20' },
      { amount: 25, date: '2025-02-02' },
    ],
  }),
  // a2 offers nights from 1 February: 1 to 9 February (9 nights, 45 due).
  stay('r2', 't2', { room_id: 'a2', start_date: '2025-01-25', end_date: '2025-02-10', price: 5 }),
  // a1 is ALT until 10 March, that night included: 5 to 10 March (6 nights, 42 due; the payment of the 15th falls after).
  stay('r2', 't3', {
    room_id: 'a1',
    start_date: '2025-03-05',
    end_date: '2025-03-20',
    price: 7,
    payments: [{ amount: 14, date: '2025-03-15' }],
  }),
  // A Sud file in Nord's ALT 92 room counts: 20 to 28 February (9 nights, 27 due, 9 paid), 1 March (1 night, 3 due).
  stay('r3', 't4', {
    room_id: 'a3',
    start_date: '2025-02-20',
    end_date: '2025-03-02',
    price: 3,
    payments: [{ amount: 9, date: '2025-02-20' }],
  }),
  stay('r1', 't5', { room_id: 'a4', start_date: '2025-01-01', end_date: '2025-03-01', price: 3 }),
];

describe('alt_statistics', () => {
  it('gives each funder code month by month, with its total and a grand total', async () => {
    const { sheets, progress } = await produceFromEvents(altReport, events, nordParams());
    const [sheet] = sheets;
    expect(sheet.name).toBe('Chambres ALT');
    expect(sheet.rows[0]).toEqual(['Chambres ALT']);
    expect(sheet.rows.slice(5)).toEqual([
      ['75', 'janvier 2025', 1, 17, 17, 1, 1, 170, 30],
      ['75', 'février 2025', 2, 56, 11, 11 / 56, 2, 65, 25],
      ['75', 'mars 2025', 2, 41, 6, 6 / 41, 1, 42, 0],
      ['Total 75', null, 2, 114, 34, 34 / 114, 2, 277, 55],
      ['92', 'janvier 2025', 1, 31, 0, 0, 0, 0, 0],
      ['92', 'février 2025', 1, 28, 9, 9 / 28, 1, 27, 9],
      ['92', 'mars 2025', 1, 31, 1, 1 / 31, 1, 3, 0],
      ['Total 92', null, 1, 90, 10, 10 / 90, 1, 30, 9],
      ['Non renseigné', 'janvier 2025', 1, 31, 0, 0, 0, 0, 0],
      ['Non renseigné', 'février 2025', 1, 28, 0, 0, 0, 0, 0],
      ['Non renseigné', 'mars 2025', 1, 31, 0, 0, 0, 0, 0],
      ['Total Non renseigné', null, 1, 90, 0, 0, 0, 0, 0],
      ['TOTAL', null, 4, 294, 44, 44 / 294, 3, 307, 64],
    ]);
    expect(sheet.rows[4]).toEqual([
      'Code financeur',
      'Mois',
      'Chambres',
      'Nuitées disponibles',
      'Nuitées occupées',
      "Taux d'occupation",
      'Personnes hébergées',
      'Montant dû',
      'Montant payé',
    ]);
    expect(sheet.boldRows).toEqual([0, 4, 8, 12, 16, 17]);
    expect(progress.at(-1)).toBe(1);
  });

  it('leaves out a room whose ALT dates end before the period', async () => {
    const { sheets } = await produceFromEvents(altReport, events, nordParams('2025-03-15', '2025-03-31'));
    expect(sheets[0].rows.slice(5, 7)).toEqual([
      ['75', 'mars 2025', 1, 17, 0, 0, 0, 0, 0],
      ['Total 75', null, 1, 17, 0, 0, 0, 0, 0],
    ]);
  });
});
