import { describe, expect, it } from 'vitest';
import { domiciliationActivityReport } from './domiciliationActivity';
import { domiciliationEvents } from './testing/domiciliationEvents';
import { nordParams, produceFromEvents } from './testing/produceFromEvents';

describe('domiciliation_activity_statistics', () => {
  it('counts per month the domiciliations begun, renewed and ended, the people domiciled, and the mail', async () => {
    const { sheets, progress } = await produceFromEvents(domiciliationActivityReport, domiciliationEvents, nordParams());
    const [sheet] = sheets;
    expect(sheet.name).toBe('Activité mensuelle');
    expect(sheet.rows[0]).toEqual(['Domiciliations et courrier']);
    expect(sheet.rows.slice(4)).toEqual([
      [
        'Mois',
        'Nouvelles domiciliations',
        'Renouvellements',
        'Domiciliations terminées',
        'Personnes domiciliées en fin de mois',
        'Courriers reçus (plis)',
        "Remis à l'accueilli (plis)",
        'Remis au mandataire (plis)',
        "Retourné à l'expéditeur (plis)",
        'En attente en fin de mois (plis)',
      ],
      // January: d3 begins, d1 ends on the 31st (still running that day), r1, r2, r5 domiciled; m2 and m3 arrive, m1 leaves.
      ['janvier 2025', 1, 0, 1, 3, 4, 2, 0, 0, 8],
      // February: d2 renews d1; r5 radiated on the 15th is no longer domiciled.
      ['février 2025', 0, 1, 0, 2, 1, 0, 1, 1, 7],
      ['mars 2025', 1, 0, 0, 3, 2, 0, 0, 0, 9],
      ['TOTAL', 2, 1, 1, null, 7, 2, 1, 1],
    ]);
    expect(sheet.boldRows).toContain(8);
    expect(progress.at(-1)).toBe(1);
  });

  it('counts every antenna when none is chosen', async () => {
    const params = { ...nordParams(), antenna_id: null, antenna_name: 'Toutes les antennes' };
    const { sheets } = await produceFromEvents(domiciliationActivityReport, domiciliationEvents, params);
    // Sud's d5 begins in January with its file domiciled; its m6 (5 items) arrives and waits.
    expect(sheets[0].rows[5]).toEqual(['janvier 2025', 2, 0, 1, 4, 9, 2, 0, 0, 13]);
  });
});
