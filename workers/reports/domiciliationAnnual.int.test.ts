import { describe, expect, it } from 'vitest';
import { domiciliationAnnualReport } from './domiciliationAnnual';
import { domiciliationEvents } from './testing/domiciliationEvents';
import { nordParams, produceFromEvents } from './testing/produceFromEvents';

const year2025 = nordParams('2025-01-01', '2025-12-31');

describe('domiciliation_annual_report', () => {
  it('gives the figures of article D264-8 for the year', async () => {
    const { sheets, progress } = await produceFromEvents(domiciliationAnnualReport, domiciliationEvents, year2025);
    const [summary] = sheets;
    expect(summary.name).toBe('Bilan');
    expect(summary.rows[0]).toEqual(['Rapport annuel de domiciliation (art. D264-8 CASF)']);
    expect(summary.rows.slice(5)).toEqual([
      ['Indicateur', 'Nombre'],
      // d2 and d3 run on 31 December; d4 too, but its file was radiated on 1 December.
      ['Élections de domicile en cours de validité au 31 décembre 2025', 2],
      ['Personnes domiciliées au 31 décembre 2025', 2],
      // First attestations in 2025: d3 (first) and d2 (renewal); d3's second one is a reprint, d4 has none, d5 is Sud's.
      ["Élections de domicile délivrées dans l'année", 2],
      ['dont premières élections de domicile', 1],
      ['dont renouvellements', 1],
      // r5 and r3 were domiciled when radiated; r6 never was.
      ["Radiations prononcées dans l'année", 2],
      ["Refus d'élection de domicile dans l'année", 0],
      ["Courriers reçus dans l'année (plis)", 7],
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('lists the reasons of the radiations and of the refusals, most frequent first', async () => {
    const { sheets } = await produceFromEvents(domiciliationAnnualReport, domiciliationEvents, year2025);
    const [, radiations, refusals] = sheets;
    expect(radiations.name).toBe('Motifs de radiation');
    expect(radiations.rows.slice(2)).toEqual([
      ['Motif', 'Radiations'],
      ['Déménagement', 1],
      ['Motif non renseigné', 1],
      ['TOTAL', 2],
    ]);
    expect(refusals.name).toBe('Motifs de refus');
    expect(refusals.rows.slice(2)).toEqual([["Aucun refus enregistré dans l'année."], ['Motif', 'Refus'], ['TOTAL', 0]]);
  });

  it('counts the year asked for only', async () => {
    const { sheets } = await produceFromEvents(domiciliationAnnualReport, domiciliationEvents, nordParams('2024-01-01', '2024-12-31'));
    expect(sheets[0].rows.slice(6).map((row) => row[1])).toEqual([2, 2, 2, 2, 0, 0, 0, 6]);
    expect(sheets[0].rows[6][0]).toBe('Élections de domicile en cours de validité au 31 décembre 2024');
  });
});
