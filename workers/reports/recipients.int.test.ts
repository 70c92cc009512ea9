import { describe, expect, it } from 'vitest';
import type { HelpLine } from '@domain/meetings/fields';
import { recipientCreated, userCreated } from '@domain/testing/builders';
import { on } from '../../projections/testing/projectionSpec';
import { meetingsReport } from './meetings';
import { recipientsReport } from './recipients';
import { day } from './testing/readXlsx';
import { choice, fileEvent, meetingAdded, nordParams, produceFromEvents } from './testing/produceFromEvents';

const aid = (total_price: number): HelpLine => ({
  help_id: null,
  label: 'Colis',
  category: 'Alimentaire',
  quantity: 1,
  u_price: total_price,
  total_price,
});

// Antenne Nord, first quarter of 2025: file n°7 (met twice, with aids) and file n°3 (opened in February, radiated
// in March, absent from its one meeting: not met) are followed; a Sud file met in the quarter is not.
const events = [
  on('user-u-nord', userCreated()),
  choice('nat-fr', 'nationality', 'Française'),
  choice('fam-cel', 'family_status', 'Célibataire'),
  fileEvent(
    'r1',
    recipientCreated({ civility: 'M.', birth_date: '1990-06-15', nationality: 'nat-fr', family_status: 'fam-cel', user_ref: 'u-nord' }, 7),
    '2024-05-01T10:00:00.000Z',
  ),
  meetingAdded('r1', 'm1', { date: '2025-01-10', helps: [aid(10.5)] }),
  meetingAdded('r1', 'm2', { date: '2025-02-10', helps: [aid(0.25)] }),
  meetingAdded('r1', 'm3', { date: '2025-04-10', helps: [aid(99)] }),
  fileEvent(
    'r2',
    recipientCreated({ civility: 'Mme', birth_date: '2000-04-01', nationality: null, family_status: null }, 3),
    '2025-02-01T10:00:00.000Z',
  ),
  meetingAdded('r2', 'm5', { date: '2025-02-20', presence: 'Non' }),
  fileEvent('r2', { type: 'RecipientRadiated', data: { on: '2025-03-15', radiation_reason: null, radiation_status: null } }),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 9)),
  meetingAdded('r3', 'm4', { date: '2025-01-10', helps: [aid(5)] }),
];

describe('recipient_statistics', () => {
  it('lists each file followed in file-number order, with its meetings and aids of the period, then a TOTAL of files, people met, meetings and aids', async () => {
    const { sheets, progress } = await produceFromEvents(recipientsReport, events, nordParams());
    const [sheet] = sheets;
    expect(sheet.name).toBe('Accueillis');
    expect(sheet.rows[0]).toEqual(['Accueillis']);
    expect(sheet.rows.slice(5)).toEqual([
      [
        'N° de dossier',
        'Civilité',
        'Âge au 31/03/2025',
        'Nationalité',
        'Situation familiale',
        'Ouvert le',
        'Référent',
        'Radié',
        'Rencontré',
        'Entretiens',
        'Aides (€)',
      ],
      [3, 'Mme', 24, null, null, day('2025-02-01'), null, 'Oui', 'Non', 1, 0],
      [7, 'M.', 34, 'Française', 'Célibataire', day('2024-05-01'), 'Camille Moreau', 'Non', 'Oui', 2, 10.75],
      ['TOTAL : 2 dossiers', null, null, null, null, null, null, 1, 1, 3, 10.75],
    ]);
    expect(sheet.formats[7][5]).toBe('dd/mm/yyyy');
    expect(sheet.boldRows).toContain(8);
    expect(progress.at(-1)).toBe(1);
  });

  it('counts the people met as the meetings report counts them over the same antenna and period', async () => {
    const [accueillis] = (await produceFromEvents(recipientsReport, events, nordParams())).sheets;
    const [byMonth] = (await produceFromEvents(meetingsReport, events, nordParams())).sheets;
    const metColumn = byMonth.rows[byMonth.rows.findIndex((row) => row[0] === 'Mois')].indexOf('Personnes rencontrées');
    const metInTotal = (byMonth.rows.find((row) => row[0] === 'TOTAL') ?? [])[metColumn];
    expect(accueillis.rows.at(-1)?.[8]).toBe(metInTotal);
    expect(metInTotal).toBe(1);
  });
});
