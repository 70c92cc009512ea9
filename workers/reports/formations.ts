import { FORMATION_STATUSES } from '@domain/work/fields';
import { choiceLabels } from '../../projections/choices';
import { STAT_FORMATIONS, type FormationFact } from '../../projections/statistics/workFacts';
import type { ReportDefinition } from './report';
import { CriterionCounts, eachActive, fileNumbers, summarySheet, yesNo } from './workRecords';

// 'Formations' (restricted): the formations active over the period (NOTE), counted by status, type and domain,
// then one row per formation.

const NOTE =
  "Formations actives dans la période : commencées (à défaut, demandées ou enregistrées) au plus tard à sa fin, et non terminées avant son début (fin effective, sinon prévue, sinon date à laquelle elles ont été marquées terminées). Antenne : celle du dossier lors de l'enregistrement.";

/** The formations report. */
export const formationsReport: ReportDefinition = {
  type: 'formation_statistics',
  async write(ctx, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const counts = new CriterionCounts();
    let total = 0;
    let ended = 0;
    await eachActive<FormationFact>(ctx.docs, STAT_FORMATIONS, antenna_id, days, (formations) => {
      for (const formation of formations) {
        total += 1;
        if (formation.terminated) ended += 1;
        counts.add('Statut', formation.status);
        counts.add('Type', formation.type);
        counts.add('Domaine', formation.domain);
      }
    });
    await ctx.progress(0.4);
    const labels = await choiceLabels(ctx.docs, [...counts.values('Type'), ...counts.values('Domaine')]);
    const summary = await summarySheet(out, [NOTE]);
    await summary.total('Formations actives dans la période', total);
    await summary.total('Dont terminées', ended);
    await summary.fixed('Statut', FORMATION_STATUSES, counts);
    await summary.labelled('Type', counts, labels);
    await summary.labelled('Domaine', counts, labels);
    const detail = await out.sheet('Formations', [
      { header: 'N° de dossier', format: 'integer', width: 14 },
      { header: 'Formation', width: 30 },
      { header: 'Type', width: 24 },
      { header: 'Domaine', width: 28 },
      { header: 'Statut', width: 24 },
      { header: 'Date de candidature', format: 'date', width: 20 },
      { header: 'Début', format: 'date' },
      { header: 'Fin prévue', format: 'date' },
      { header: 'Fin effective', format: 'date', width: 14 },
      { header: 'Participation (€)', format: 'euro', width: 18 },
      { header: 'Terminée', width: 10 },
      { header: 'En détention', width: 14 },
      { header: 'Permis de conduire', width: 18 },
    ]);
    let written = 0;
    await eachActive<FormationFact>(ctx.docs, STAT_FORMATIONS, antenna_id, days, async (formations) => {
      const numbers = await fileNumbers(ctx.docs, formations);
      for (const f of formations) {
        await detail.addRow([
          numbers.get(f.recipient_id) ?? null,
          f.name,
          f.type ? (labels.get(f.type) ?? null) : null,
          labels.get(f.domain) ?? null,
          f.status,
          f.application_date ?? null,
          f.start_date,
          f.end_date ?? null,
          f.effective_end_date ?? null,
          f.participation ?? null,
          yesNo(f.terminated),
          yesNo(f.in_detention),
          yesNo(f.drive_license),
        ]);
      }
      written += formations.length;
      await ctx.progress(0.4 + (0.6 * written) / Math.max(1, total));
    });
    await ctx.progress(1);
  },
};
