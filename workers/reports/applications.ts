import { APPLICATION_STATUSES, APPLICATION_TYPES, CONTRACT_TYPES, HIRED_STATUSES } from '@domain/work/fields';
import { choiceLabels } from '../../projections/choices';
import { STAT_APPLICATIONS, type ApplicationFact } from '../../projections/statistics/workFacts';
import type { ReportDefinition } from './report';
import { CriterionCounts, eachActive, fileNumbers, summarySheet, yesNo } from './workRecords';

// 'Emplois' (restricted): the jobs applied for or held that were active over the period (NOTE), the people hired,
// counts by status, type, contract and domain, then one row per job.

const NOTE =
  "Emplois actifs dans la période : commencés (à défaut, candidature ou enregistrement) au plus tard à sa fin, et non terminés avant son début (fin effective, sinon prévue, sinon date d'archivage). Embauchés : statut Embauché, Rupture ou Terminé. Antenne : celle du dossier lors de l'enregistrement.";

/** The jobs report. */
export const applicationsReport: ReportDefinition = {
  type: 'application_statistics',
  async write(ctx, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const counts = new CriterionCounts();
    let total = 0;
    let hired = 0;
    await eachActive<ApplicationFact>(ctx.docs, STAT_APPLICATIONS, antenna_id, days, (jobs) => {
      for (const job of jobs) {
        total += 1;
        if (HIRED_STATUSES.includes(job.status)) hired += 1;
        counts.add('Statut', job.status);
        counts.add('Type', job.type);
        counts.add('Type de contrat', job.contract_type);
        counts.add('Domaine', job.domain);
      }
    });
    await ctx.progress(0.4);
    const labels = await choiceLabels(ctx.docs, counts.values('Domaine'));
    const summary = await summarySheet(out, [NOTE]);
    await summary.total('Emplois actifs dans la période', total);
    await summary.total('Embauchés', hired);
    await summary.fixed('Statut', APPLICATION_STATUSES, counts);
    await summary.fixed('Type', APPLICATION_TYPES, counts);
    await summary.fixed('Type de contrat', CONTRACT_TYPES, counts);
    await summary.labelled('Domaine', counts, labels);
    const detail = await out.sheet('Emplois', [
      { header: 'N° de dossier', format: 'integer', width: 14 },
      { header: 'Emploi', width: 28 },
      { header: 'Entreprise', width: 24 },
      { header: 'Ville', width: 18 },
      { header: 'Type', width: 22 },
      { header: 'Type de contrat', width: 18 },
      { header: 'Domaine', width: 28 },
      { header: 'Statut', width: 24 },
      { header: 'Salaire net (€)', format: 'euro', width: 16 },
      { header: 'Date de candidature', format: 'date', width: 20 },
      { header: 'Début', format: 'date' },
      { header: 'Fin prévue', format: 'date' },
      { header: 'Fin effective', format: 'date', width: 14 },
      { header: 'Terminé', width: 10 },
      { header: 'En détention', width: 14 },
    ]);
    let written = 0;
    await eachActive<ApplicationFact>(ctx.docs, STAT_APPLICATIONS, antenna_id, days, async (jobs) => {
      const numbers = await fileNumbers(ctx.docs, jobs);
      for (const job of jobs) {
        await detail.addRow([
          numbers.get(job.recipient_id) ?? null,
          job.name,
          job.company ?? null,
          job.city ?? null,
          job.type,
          job.contract_type,
          labels.get(job.domain) ?? null,
          job.status,
          job.salary ?? null,
          job.application_date ?? null,
          job.start_date ?? null,
          job.end_date ?? null,
          job.effective_end_date ?? null,
          yesNo(job.terminated),
          yesNo(job.in_detention),
        ]);
      }
      written += jobs.length;
      await ctx.progress(0.4 + (0.6 * written) / Math.max(1, total));
    });
    await ctx.progress(1);
  },
};
