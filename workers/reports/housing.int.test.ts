import { describe, expect, it } from 'vitest';
import type { HotelEvent } from '@domain/hotels/hotels';
import type { RoomEvent, RoomFields } from '@domain/hotels/rooms';
import type { HousingFields } from '@domain/housings/fields';
import { buildHotel, buildRoom, buildStay, recipientCreated } from '@domain/testing/builders';
import { on } from '../../projections/testing/projectionSpec';
import { housingReport } from './housing';
import { fileEvent, nordParams, produceFromEvents } from './testing/produceFromEvents';

const hotel = (id: string, name: string) => on<HotelEvent>(`hotel-${id}`, { type: 'HotelCreated', data: { hotel: buildHotel({ name }) } });
const room = (id: string, fields: Partial<RoomFields>) =>
  on<RoomEvent>(`room-${id}`, { type: 'RoomCreated', data: { room: buildRoom({ number: id, ...fields }) } });
const stay = (recipientId: string, housingId: string, fields: Partial<HousingFields>) =>
  fileEvent(recipientId, { type: 'HousingAdded', data: { housing_id: housingId, housing: buildStay({ payments: [], ...fields }) } });

// Antenne Nord, first quarter of 2025 (31 + 28 + 31 = 90 days).
const events = [
  hotel('hotel-a', 'Hôtel Alpha'),
  hotel('hotel-b', 'Hôtel Bravo'),
  // Alpha CH1: two rooms all along (180 nights), ra1 ALT 75 from 1 February (59 nights); Alpha CH2: ra3 in service from 1 March (31).
  room('ra1', { hotel_id: 'hotel-a', type: 'CH1', alt: true, alt_drihl: '75', alt_start_date: '2025-02-01' }),
  room('ra2', { hotel_id: 'hotel-a', type: 'CH1' }),
  room('ra3', { hotel_id: 'hotel-a', type: 'CH2', start_date: '2025-03-01' }),
  // Bravo CH3+: Sud's room lent to Nord (90 nights), ALT 93 until 31 January (31); an archived room and a room of Sud do not count.
  room('rb1', {
    hotel_id: 'hotel-b',
    type: 'CH3+',
    antenna_id: 'ant-sud',
    borrow_antenna_id: 'ant-nord',
    alt: true,
    alt_drihl: '93',
    alt_end_date: '2025-01-31',
  }),
  room('rb2', { hotel_id: 'hotel-b', type: null, archived: true }),
  room('rb3', { hotel_id: 'hotel-b', type: 'CH1', antenna_id: 'ant-sud' }),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 2)),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  // ra1: 1 to 9 January (9 nights, billed 9 × 10 = 90, 50 paid in the period).
  stay('r1', 's1', {
    room_id: 'ra1',
    start_date: '2024-12-20',
    end_date: '2025-01-10',
    price: 10,
    payments: [
      { amount: 100, date: '2024-12-20' },
      { amount: 50, date: '2025-01-05' },
    ],
  }),
  // ra1: held 10 to 21 February (12 nights, freed two days late), billed 10 × 5 = 50, 20 paid.
  stay('r1', 's2', {
    room_id: 'ra1',
    start_date: '2025-02-10',
    end_date: '2025-02-20',
    free_end_date: '2025-02-22',
    price: 5,
    payments: [{ amount: 20, date: '2025-02-10' }],
  }),
  // ra3: 25 February to 4 March, the room offered from 1 March (4 nights held); billed 8 × 8 = 64.
  stay('r2', 's3', { room_id: 'ra3', start_date: '2025-02-25', end_date: '2025-03-05', price: 8 }),
  // rb1 (lent): a Sud file, 20 January to 4 February (16 nights held); not one of Nord's stays.
  stay('r3', 's4', {
    hotel_id: 'hotel-b',
    room_id: 'rb1',
    start_date: '2025-01-20',
    end_date: '2025-02-05',
    price: 6,
    payments: [{ amount: 30, date: '2025-01-20' }],
  }),
  // ra2: 25 to 31 March (7 nights), billed 7 × 10 = 70, 40 paid.
  stay('r2', 's5', {
    room_id: 'ra2',
    start_date: '2025-03-25',
    end_date: '2025-04-10',
    price: 10,
    payments: [{ amount: 40, date: '2025-03-25' }],
  }),
  // rb3 (Sud's room) for a Nord file: not in the occupancy, one of Nord's stays: 4 × 4 = 16.
  stay('r1', 's6', { hotel_id: 'hotel-b', room_id: 'rb3', start_date: '2025-01-01', end_date: '2025-01-05', price: 4 }),
  // Ended on 31 December in the morning: no night in the period.
  stay('r2', 's7', { room_id: 'ra2', start_date: '2024-11-01', end_date: '2024-12-31', price: 10 }),
  stay('r1', 's8', { room_id: 'ra2', start_date: '2025-01-15', end_date: '2025-01-20', price: 10 }),
  fileEvent('r1', { type: 'HousingDeleted', data: { housing_id: 's8' } }),
  // Emergency: 30 and 31 March, 2 × 20 = 40, 20 paid. Outside the scheme, open since 20 March: 12 nights, nothing due.
  stay('r1', 'u1', {
    housing_type: 'urgence',
    hotel_id: null,
    room_id: null,
    hotel_info: 'Hôtel Bleu',
    start_date: '2025-03-30',
    end_date: '2025-04-02',
    price: 20,
    payments: [{ amount: 20, date: '2025-03-31' }],
  }),
  stay('r2', 'h1', {
    housing_type: 'hors',
    hotel_id: null,
    room_id: null,
    nature: 'nature-famille',
    start_date: '2025-03-20',
    end_date: null,
    price: null,
  }),
];

describe('housing_statistics', () => {
  it('gives the rooms, nights offered and held, and the rate per hotel and room type', async () => {
    const { sheets, progress } = await produceFromEvents(housingReport, events, nordParams());
    const [occupancy] = sheets;
    expect(occupancy.name).toBe('Occupation');
    expect(occupancy.rows.slice(0, 2)).toEqual([['Hébergement'], ['Antenne : Antenne Nord — Période du 01/01/2025 au 31/03/2025']]);
    expect(occupancy.rows.slice(4)).toEqual([
      ['Hôtel', 'Type de chambre', 'Chambres', 'Nuitées disponibles', 'Nuitées occupées', "Taux d'occupation"],
      ['Hôtel Alpha', 'CH1', 2, 180, 28, 28 / 180],
      ['Hôtel Alpha', 'CH2', 1, 31, 4, 4 / 31],
      ['Hôtel Bravo', 'CH3+', 1, 90, 16, 16 / 90],
      ['TOTAL', null, 4, 301, 48, 48 / 301],
    ]);
    expect(occupancy.boldRows).toContain(8);
    expect(occupancy.formats[5].slice(2)).toEqual(['#,##0', '#,##0', '#,##0', '0.0 %']);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the ALT rooms by funder code, within their ALT dates', async () => {
    const { sheets } = await produceFromEvents(housingReport, events, nordParams());
    const alt = sheets[1];
    expect(alt.name).toBe('Chambres ALT');
    expect(alt.rows.slice(3)).toEqual([
      ['Code financeur', 'Chambres', 'Nuitées disponibles', 'Nuitées occupées', "Taux d'occupation"],
      ['75', 1, 59, 12, 12 / 59],
      ['93', 1, 31, 12, 12 / 31],
      ['TOTAL', 2, 90, 24, 24 / 90],
    ]);
  });

  it('gives the stays of each kind: people, nights in the period, amounts due and paid, balance', async () => {
    const { sheets } = await produceFromEvents(housingReport, events, nordParams());
    const stays = sheets[2];
    expect(stays.name).toBe('Séjours');
    expect(stays.rows.slice(4)).toEqual([
      ['Catégorie', 'Séjours', 'Personnes', 'Nuitées dans la période', 'Montant dû', 'Montant payé', 'Solde'],
      ['Dispositif', 5, 2, 38, 290, 110, -180],
      ['Urgence', 1, 1, 2, 40, 20, -20],
      ['Hors dispositif', 1, 1, 12, 0, 0, 0],
      ['TOTAL', 7, 2, 52, 330, 130, -200],
    ]);
    expect(stays.formats[5].slice(4)).toEqual(Array(3).fill('#,##0.00 "€"'));
  });

  it('counts every room and every stay when no antenna is chosen', async () => {
    const params = { ...nordParams(), antenna_id: null, antenna_name: 'Toutes les antennes' };
    const { sheets } = await produceFromEvents(housingReport, events, params);
    // rb3 (Sud, 90 nights, 4 held by s6) joins the rooms; s4 (Sud's file) joins the stays.
    expect(sheets[0].rows.at(-1)).toEqual(['TOTAL', null, 5, 391, 52, 52 / 391]);
    expect(sheets[2].rows.at(-1)).toEqual(['TOTAL', 8, 3, 68, 426, 160, -266]);
  });
});
