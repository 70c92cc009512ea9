import { describe, expect, it } from 'vitest';
import { recipientCreated } from '@domain/testing/builders';
import type { ApplicationFields } from '@domain/work/fields';
import { buildApplication } from '@domain/work/testing';
import { applicationsReport } from './applications';
import { day, sheetNamed } from './testing/readXlsx';
import { choice, fileEvent, nordParams, produceFromEvents } from './testing/produceFromEvents';

const job = (recipientId: string, id: string, fields: Partial<ApplicationFields>) =>
  fileEvent(recipientId, { type: 'ApplicationAdded', data: { record_id: id, record: buildApplication(fields) } });

// Antenne Nord, first quarter of 2025: a3 (broken off in January), a1 (hired in January) and a2 (an application of
// February) are active; a4 ended in 2024, a5 was archived in 2024, a6 is of Sud.
const events = [
  choice('dom-pro', 'qualification_domain', 'Nettoyage et propreté'),
  choice('dom-bat', 'qualification_domain', 'Bâtiment'),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({}, 2)),
  fileEvent('r3', recipientCreated({ antenna_id: 'ant-sud' }, 3)),
  job('r1', 'a1', { domain: 'dom-pro', application_date: '2025-01-02', start_date: '2025-01-15' }),
  job('r2', 'a2', {
    name: 'Maçon',
    domain: 'dom-bat',
    type: 'Candidature spontanée',
    contract_type: 'À définir',
    status: 'En cours de candidature',
    company: null,
    city: null,
    salary: null,
    application_date: '2025-02-20',
    start_date: null,
  }),
  job('r1', 'a3', {
    name: 'Cariste',
    domain: 'dom-bat',
    type: 'Classique',
    contract_type: 'CDD',
    status: 'Rupture',
    company: 'Log Nord',
    city: 'Roubaix',
    salary: 1400.5,
    application_date: null,
    start_date: '2024-10-01',
    end_date: '2025-09-30',
    effective_end_date: '2025-01-31',
  }),
  job('r2', 'a4', { status: 'Terminé', start_date: '2024-01-01', end_date: '2024-06-30' }),
  job('r1', 'a5', { status: 'Refusé', application_date: '2024-11-01', start_date: null }),
  fileEvent('r1', { type: 'ApplicationArchived', data: { record_id: 'a5' } }, '2024-12-01T10:00:00.000Z'),
  job('r3', 'a6', { start_date: '2025-01-15' }),
];

describe('application_statistics', () => {
  it('counts the jobs active in the period, the people hired, and each status, type, contract and domain', async () => {
    const { sheets } = await produceFromEvents(applicationsReport, events, nordParams());
    expect(sheetNamed(sheets, 'Synthèse').rows.slice(3)).toEqual([
      ['Critère', 'Valeur', 'Nombre'],
      ['Emplois actifs dans la période', null, 3],
      ['Embauchés', null, 2],
      ['Statut', 'En cours de candidature', 1],
      ['Statut', 'Embauché', 1],
      ['Statut', 'Refusé', 0],
      ['Statut', 'Rupture', 1],
      ['Statut', 'Terminé', 0],
      ['Type', 'IAE', 1],
      ['Type', 'Classique', 1],
      ['Type', 'Candidature spontanée', 1],
      ['Type de contrat', 'À définir', 1],
      ['Type de contrat', 'CDD', 1],
      ['Type de contrat', 'CDDI (insertion)', 1],
      ['Type de contrat', 'CDI', 0],
      ['Type de contrat', 'CDIC (chantier)', 0],
      ['Type de contrat', 'CDII (interim)', 0],
      ['Domaine', 'Bâtiment', 2],
      ['Domaine', 'Nettoyage et propreté', 1],
    ]);
  });

  it('lists each active job, earliest first', async () => {
    const { sheets } = await produceFromEvents(applicationsReport, events, nordParams());
    const detail = sheetNamed(sheets, 'Emplois');
    expect(detail.rows[2]).toEqual([
      'N° de dossier',
      'Emploi',
      'Entreprise',
      'Ville',
      'Type',
      'Type de contrat',
      'Domaine',
      'Statut',
      'Salaire net (€)',
      'Date de candidature',
      'Début',
      'Fin prévue',
      'Fin effective',
      'Terminé',
      'En détention',
    ]);
    expect(detail.rows.slice(3)).toEqual([
      [
        1,
        'Cariste',
        'Log Nord',
        'Roubaix',
        'Classique',
        'CDD',
        'Bâtiment',
        'Rupture',
        1400.5,
        null,
        day('2024-10-01'),
        day('2025-09-30'),
        day('2025-01-31'),
        'Non',
        'Non',
      ],
      [
        1,
        'Agent de propreté',
        'Net Plus',
        'Lille',
        'IAE',
        'CDDI (insertion)',
        'Nettoyage et propreté',
        'Embauché',
        1250,
        day('2025-01-02'),
        day('2025-01-15'),
        null,
        null,
        'Non',
        'Non',
      ],
      [
        2,
        'Maçon',
        null,
        null,
        'Candidature spontanée',
        'À définir',
        'Bâtiment',
        'En cours de candidature',
        null,
        day('2025-02-20'),
        null,
        null,
        null,
        'Non',
        'Non',
      ],
    ]);
  });
});
