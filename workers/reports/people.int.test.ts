import { describe, expect, it } from 'vitest';
import { buildStay, recipientCreated } from '@domain/testing/builders';
import { peopleReport } from './people';
import { sheetNamed } from './testing/readXlsx';
import { choice, fileEvent, meetingAdded, nordParams, produceFromEvents } from './testing/produceFromEvents';

const OLD = '2024-05-01T10:00:00.000Z';
const created = (id: string, number: number, civil: Parameters<typeof recipientCreated>[0], at = OLD) =>
  fileEvent(id, recipientCreated({ nationality: null, family_status: null, ...civil }, number), at);

// Antenne Nord in 2025 follows four people: r1 (a meeting), r2 (file opened in 2025), r3 (an own domiciliation
// running into 2025), r4 (a stay in December). r5 was only radiated, r6 is of Sud, r7 was met in 2024 only, and
// r8, opened in Nord in 2025, has since moved to Sud.
const events = [
  choice('nat-fr', 'nationality', 'Française'),
  choice('nat-ma', 'nationality', 'Marocaine'),
  choice('fam-cel', 'family_status', 'Célibataire'),
  choice('fam-mar', 'family_status', 'Marié(e)'),
  created('r1', 1, { civility: 'M.', birth_date: '1990-06-15', nationality: 'nat-fr', family_status: 'fam-cel' }),
  meetingAdded('r1', 'm1', { date: '2025-03-01' }),
  created(
    'r2',
    2,
    { civility: 'Mme', birth_date: '2008-01-01', nationality: 'nat-ma', family_status: 'fam-cel' },
    '2025-02-10T09:00:00.000Z',
  ),
  created('r3', 3, { civility: 'Mme', birth_date: '' }),
  fileEvent('r3', {
    type: 'DomiciliationAdded',
    data: { domiciliation_id: 'd1', domiciliation: { kind: 'own', start_date: '2024-06-01', end_date: '2025-05-31', user_id: 'u-nord' } },
  }),
  created('r4', 4, { civility: 'M.', birth_date: '1950-03-01', nationality: 'nat-fr', family_status: 'fam-mar' }),
  fileEvent('r4', {
    type: 'HousingAdded',
    data: { housing_id: 'h1', housing: buildStay({ start_date: '2025-11-20', end_date: '2025-12-05' }) },
  }),
  created('r5', 5, { civility: 'M.' }),
  fileEvent('r5', { type: 'RecipientRadiated', data: { on: '2025-04-01', radiation_reason: null, radiation_status: null } }),
  created('r6', 6, { antenna_id: 'ant-sud' }),
  meetingAdded('r6', 'm6', { date: '2025-03-01' }),
  created('r7', 7, {}),
  meetingAdded('r7', 'm7', { date: '2024-12-31' }),
  created('r8', 8, {}, '2025-03-01T09:00:00.000Z'),
  fileEvent('r8', { type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2025-03-02' } }),
];

describe('people_statistics', () => {
  it('counts the people followed, the files opened and radiated, and says what followed means', async () => {
    const { sheets } = await produceFromEvents(peopleReport, events, nordParams('2025-01-01', '2025-12-31'));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Synthèse', 'Genre', 'Âge', 'Nationalité', 'Situation familiale']);
    expect(sheetNamed(sheets, 'Synthèse').rows).toEqual([
      ['Personnes accompagnées'],
      ['Antenne : Antenne Nord — Période du 01/01/2025 au 31/12/2025'],
      [
        "Personnes suivies : dossiers ayant, dans la période, un entretien, un hébergement ou une domiciliation de l'antenne, ou ouverts dans la période.",
      ],
      [
        "Dossiers ouverts : comptés pour l'antenne du dossier aujourd'hui ; radiations : pour l'antenne du dossier à la date de la radiation.",
      ],
      ['Indicateur', 'Nombre'],
      ['Personnes suivies', 4],
      ['Dossiers ouverts dans la période', 1],
      ['Radiations dans la période', 1],
    ]);
  });

  it('breaks the people followed down by gender, age at the end of the period, nationality and family status', async () => {
    const { sheets } = await produceFromEvents(peopleReport, events, nordParams('2025-01-01', '2025-12-31'));
    expect(sheetNamed(sheets, 'Genre').rows.slice(2)).toEqual([
      ['Genre', 'Personnes', 'Part'],
      ['Homme', 2, 0.5],
      ['Femme', 2, 0.5],
      ['Non renseigné', 0, 0],
      ['TOTAL', 4, 1],
    ]);
    expect(sheetNamed(sheets, 'Âge').rows.slice(2)).toEqual([
      ['Âge au 31/12/2025', 'Personnes', 'Part'],
      ['Moins de 18 ans', 1, 0.25],
      ['18 à 25 ans', 0, 0],
      ['26 à 35 ans', 1, 0.25],
      ['36 à 45 ans', 0, 0],
      ['46 à 55 ans', 0, 0],
      ['56 à 65 ans', 0, 0],
      ['Plus de 65 ans', 1, 0.25],
      ['Non renseigné', 1, 0.25],
      ['TOTAL', 4, 1],
    ]);
    expect(sheetNamed(sheets, 'Nationalité').rows.slice(3)).toEqual([
      ['Française', 2, 0.5],
      ['Marocaine', 1, 0.25],
      ['Non renseigné', 1, 0.25],
      ['TOTAL', 4, 1],
    ]);
    expect(sheetNamed(sheets, 'Situation familiale').rows.slice(3)).toEqual([
      ['Célibataire', 2, 0.5],
      ['Marié(e)', 1, 0.25],
      ['Non renseigné', 1, 0.25],
      ['TOTAL', 4, 1],
    ]);
  });
});
