import { describe, expect, it } from 'vitest';
import type { HelpLine } from '@domain/meetings/fields';
import { recipientCreated } from '@domain/testing/builders';
import { meetingsReport } from './meetings';
import { fileEvent, meetingAdded, nordParams, produceFromEvents } from './testing/produceFromEvents';

const line = (category: HelpLine['category'], total_price: number): HelpLine => ({
  help_id: null,
  label: category,
  category,
  quantity: 1,
  u_price: total_price,
  total_price,
});

// Antenne Nord, January to March 2025: five meetings count (one in January was excused, one in March missed);
// those before, after, of the Sud antenna, deleted, or held after the file moved to Sud do not.
const events = [
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({}, 2)),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  meetingAdded('r1', 'm1', { date: '2025-01-05', housing: true, helps: [line('Alimentaire', 4.5), line('Transport', 1.9)] }),
  meetingAdded('r1', 'm2', { date: '2025-01-20', type: 'Téléphonique', housing: true, health: true, helps: [line('Alimentaire', 0.1)] }),
  meetingAdded('r2', 'm3', { date: '2025-01-25', type: 'Visio', presence: 'Excusé' }),
  meetingAdded('r2', 'm4', { date: '2025-03-10', admin: true, helps: [line('Communication', 20), line('Divers', 3.33)] }),
  meetingAdded('r1', 'm5', { date: '2025-03-31', presence: 'Non', work: true }),
  meetingAdded('r1', 'm6', { date: '2024-12-31', helps: [line('Divers', 100)] }),
  meetingAdded('r1', 'm7', { date: '2025-04-01' }),
  meetingAdded('r3', 'm8', { date: '2025-02-10' }),
  meetingAdded('r2', 'm9', { date: '2025-02-14' }),
  fileEvent('r2', { type: 'MeetingDeleted', data: { meeting_id: 'm9', date: '2025-02-14' } }),
  fileEvent('r2', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2025-03-20' } }),
  meetingAdded('r2', 'm10', { date: '2025-03-25' }),
];

describe('meeting_statistics', () => {
  it('counts the meetings and aids of the antenna per month, with a TOTAL row', async () => {
    const { sheets, progress } = await produceFromEvents(meetingsReport, events, nordParams());
    const [months] = sheets;
    expect(months.name).toBe('Entretiens par mois');
    expect(months.rows.slice(0, 2)).toEqual([['Entretiens et aides'], ['Antenne : Antenne Nord — Période du 01/01/2025 au 31/03/2025']]);
    expect(months.rows[4]).toEqual([
      'Mois',
      'Entretiens',
      'Présence : Oui',
      'Présence : Excusé',
      'Présence : Non',
      'Présentiel',
      'Téléphonique',
      'Visio',
      'Personnes rencontrées',
      'Alimentaire (€)',
      'Transport (€)',
      'Communication (€)',
      'Divers (€)',
      'Total des aides (€)',
    ]);
    expect(months.rows.slice(5)).toEqual([
      ['janvier 2025', 3, 2, 1, 0, 1, 1, 1, 1, 4.6, 1.9, 0, 0, 6.5],
      ['février 2025', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      ['mars 2025', 2, 1, 0, 1, 2, 0, 0, 1, 0, 0, 20, 3.33, 23.33],
      ['TOTAL', 5, 3, 1, 1, 3, 1, 1, 2, 4.6, 1.9, 20, 3.33, 29.83],
    ]);
    expect(months.boldRows).toContain(8);
    expect(months.formats[5].slice(1, 2)).toEqual(['#,##0']);
    expect(months.formats[5].slice(9)).toEqual(Array(5).fill('#,##0.00 "€"'));
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the share of the meetings that covered each topic', async () => {
    const { sheets } = await produceFromEvents(meetingsReport, events, nordParams());
    const topics = sheets[1];
    expect(topics.name).toBe('Thèmes abordés');
    expect(topics.rows.slice(2)).toEqual([
      ['Thème', 'Entretiens', 'Part des entretiens'],
      ['Hébergement', 2, 0.4],
      ['Ressources', 0, 0],
      ['Formation/Emploi', 1, 0.2],
      ['Santé', 1, 0.2],
      ['Administratif', 1, 0.2],
    ]);
    expect(topics.formats[3][2]).toBe('0.0 %');
  });

  it('counts every antenna when none is chosen', async () => {
    const params = { ...nordParams(), antenna_id: null, antenna_name: 'Toutes les antennes' };
    const { sheets } = await produceFromEvents(meetingsReport, events, params);
    expect(sheets[0].rows.at(-1)?.slice(0, 2)).toEqual(['TOTAL', 7]);
  });
});
