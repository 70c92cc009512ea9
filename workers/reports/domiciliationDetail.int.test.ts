import { describe, expect, it } from 'vitest';
import { domiciliationDetailReport, stateOn } from './domiciliationDetail';
import { day } from './testing/readXlsx';
import { domiciliationEvents } from './testing/domiciliationEvents';
import { nordParams, produceFromEvents } from './testing/produceFromEvents';

describe('domiciliation_statistics', () => {
  it('lists each own domiciliation running in the period, by start date, with its state at the end of the period', async () => {
    const { sheets, progress } = await produceFromEvents(domiciliationDetailReport, domiciliationEvents, nordParams());
    const [detail] = sheets;
    expect(detail.name).toBe('Domiciliations');
    expect(detail.rows.slice(3)).toEqual([
      [
        'N° de dossier',
        'Nom',
        'Prénom',
        'Début',
        'Fin',
        'Première ou renouvellement',
        'Pièce justificative',
        'Référent',
        'Attestation délivrée le',
        'État au 31/03/2025',
      ],
      [1, 'Benali', 'Karim', day('2024-02-01'), day('2025-01-31'), 'Première', 'CNI', 'Camille Moreau', day('2024-02-01'), 'Renouvelée'],
      [
        5,
        'Roux',
        'Lina',
        day('2024-06-01'),
        day('2025-05-31'),
        'Première',
        'Titre de séjour',
        'Camille Moreau',
        day('2024-06-01'),
        'Radiée',
      ],
      [2, 'Diallo', 'Awa', day('2025-01-10'), day('2026-01-09'), 'Première', 'CNI', 'Camille Moreau', day('2025-01-10'), 'En cours'],
      [
        1,
        'Benali',
        'Karim',
        day('2025-02-01'),
        day('2026-01-31'),
        'Renouvellement',
        'CNI',
        'Camille Moreau',
        day('2025-02-01'),
        'En cours',
      ],
      [3, 'Martin', 'Jean', day('2025-03-15'), day('2026-03-14'), 'Première', 'Fiche de liaison SPIP', null, null, 'En cours'],
    ]);
    expect(detail.formats[4][3]).toBe('dd/mm/yyyy');
    expect(progress.at(-1)).toBe(1);
  });

  it('totals them', async () => {
    const { sheets } = await produceFromEvents(domiciliationDetailReport, domiciliationEvents, nordParams());
    const totals = sheets[1];
    expect(totals.name).toBe('Totaux');
    expect(totals.rows.slice(2)).toEqual([
      ['Indicateur', 'Nombre'],
      ['Domiciliations', 5],
      ['dont premières domiciliations', 4],
      ['dont renouvellements', 1],
      ['Avec attestation délivrée', 4],
      ['État au 31/03/2025 : En cours', 3],
      ['État au 31/03/2025 : Renouvelée', 1],
      ['État au 31/03/2025 : Terminée', 0],
      ['État au 31/03/2025 : Radiée', 1],
    ]);
    expect(totals.boldRows).toContain(3);
  });
});

describe('stateOn', () => {
  const dom = { start_date: '2025-01-01', end_date: '2025-06-30' };
  const none = { radiated_on: null, later_starts: [] };
  it('tells running, renewed, ended and radiated apart on the day', () => {
    expect(stateOn(dom, '2025-06-30', none)).toBe('En cours');
    expect(stateOn(dom, '2025-07-01', none)).toBe('Terminée');
    expect(stateOn(dom, '2025-07-01', { radiated_on: null, later_starts: ['2025-01-01', '2025-07-01'] })).toBe('Renouvelée');
    expect(stateOn(dom, '2025-07-01', { radiated_on: null, later_starts: ['2025-07-02'] })).toBe('Terminée');
    expect(stateOn(dom, '2025-03-01', { radiated_on: '2025-03-01', later_starts: [] })).toBe('Radiée');
    expect(stateOn(dom, '2025-02-28', { radiated_on: '2025-03-01', later_starts: [] })).toBe('En cours');
    expect(stateOn(dom, '2025-08-01', { radiated_on: '2025-07-15', later_starts: [] })).toBe('Terminée');
  });
});
