import { describe, expect, it } from 'vitest';
import { recipientCreated } from '@domain/testing/builders';
import type { FormationFields } from '@domain/work/fields';
import { buildFormation } from '@domain/work/testing';
import { formationsReport } from './formations';
import { day, sheetNamed } from './testing/readXlsx';
import { choice, fileEvent, nordParams, produceFromEvents } from './testing/produceFromEvents';

const formation = (recipientId: string, id: string, fields: Partial<FormationFields>, at?: string) =>
  fileEvent(
    recipientId,
    { type: 'FormationAdded', data: { record_id: id, record: buildFormation({ participation: null, ...fields }) } },
    at,
  );

// Antenne Nord, first quarter of 2025: f1 (under way), f5 (ended in February, without dates) and f2 (starting in
// March) are active; f3 and f4 ended in 2024, f7 starts in April, f6 is of Sud.
const events = [
  choice('type-caces', 'formation_type', 'CACES'),
  choice('type-fle', 'formation_type', 'Français langue étrangère'),
  choice('dom-bat', 'qualification_domain', 'Bâtiment'),
  choice('dom-cui', 'qualification_domain', 'Cuisine'),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({}, 2)),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  formation('r1', 'f1', {
    name: 'CACES R489',
    type: 'type-caces',
    domain: 'dom-bat',
    status: 'En cours de formation',
    start_date: '2025-01-06',
    end_date: '2025-02-28',
    participation: 150.5,
  }),
  formation('r2', 'f2', {
    name: 'FLE A2',
    type: 'type-fle',
    domain: 'dom-cui',
    status: 'Prévue',
    start_date: '2025-03-15',
    end_date: '2025-06-30',
  }),
  formation('r1', 'f3', {
    name: 'Cuisine',
    type: null,
    domain: 'dom-cui',
    status: 'Réussie',
    start_date: '2024-09-01',
    end_date: '2024-12-20',
  }),
  formation('r2', 'f4', {
    name: 'Hygiène',
    type: 'type-caces',
    domain: 'dom-cui',
    status: 'Échouée',
    start_date: '2024-11-01',
    end_date: '2025-01-31',
    effective_end_date: '2024-12-15',
  }),
  formation(
    'r1',
    'f5',
    {
      name: 'Soudure',
      type: null,
      domain: 'dom-bat',
      status: 'En cours de candidature',
      start_date: '2025-02-01',
      end_date: null,
      terminated: true,
    },
    '2025-02-10T10:00:00.000Z',
  ),
  formation('r3', 'f6', { start_date: '2025-01-06' }),
  formation('r2', 'f7', { start_date: '2025-04-02', end_date: null }),
];

describe('formation_statistics', () => {
  it('counts the formations active in the period by status, type and domain', async () => {
    const { sheets } = await produceFromEvents(formationsReport, events, nordParams());
    const summary = sheetNamed(sheets, 'Synthèse');
    expect(summary.rows[0]).toEqual(['Formations']);
    expect(summary.rows.slice(3)).toEqual([
      ['Critère', 'Valeur', 'Nombre'],
      ['Formations actives dans la période', null, 3],
      ['Dont terminées', null, 1],
      ['Statut', 'En cours de candidature', 1],
      ['Statut', 'Prévue', 1],
      ['Statut', 'En cours de formation', 1],
      ['Statut', 'Réussie', 0],
      ['Statut', 'Échouée', 0],
      ['Type', 'CACES', 1],
      ['Type', 'Français langue étrangère', 1],
      ['Type', 'Non renseigné', 1],
      ['Domaine', 'Bâtiment', 2],
      ['Domaine', 'Cuisine', 1],
    ]);
    expect(summary.boldRows).toEqual([0, 3, 4, 5]);
  });

  it('lists each active formation, earliest first', async () => {
    const { sheets } = await produceFromEvents(formationsReport, events, nordParams());
    const detail = sheetNamed(sheets, 'Formations');
    expect(detail.rows.slice(2)).toEqual([
      [
        'N° de dossier',
        'Formation',
        'Type',
        'Domaine',
        'Statut',
        'Date de candidature',
        'Début',
        'Fin prévue',
        'Fin effective',
        'Participation (€)',
        'Terminée',
        'En détention',
        'Permis de conduire',
      ],
      [
        1,
        'CACES R489',
        'CACES',
        'Bâtiment',
        'En cours de formation',
        null,
        day('2025-01-06'),
        day('2025-02-28'),
        null,
        150.5,
        'Non',
        'Non',
        'Non',
      ],
      [1, 'Soudure', null, 'Bâtiment', 'En cours de candidature', null, day('2025-02-01'), null, null, null, 'Oui', 'Non', 'Non'],
      [
        2,
        'FLE A2',
        'Français langue étrangère',
        'Cuisine',
        'Prévue',
        null,
        day('2025-03-15'),
        day('2025-06-30'),
        null,
        null,
        'Non',
        'Non',
        'Non',
      ],
    ]);
    expect(detail.formats[3][9]).toBe('#,##0.00 "€"');
  });
});
