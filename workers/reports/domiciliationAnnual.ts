import type { DocSession, Filter } from '../../projections/docStore';
import { eachBatch, eachPage } from '../../projections/statistics/windows';
import {
  eachDomiciliationInForce,
  ofDomiciledOnTheDay,
  peopleDomiciledOn,
  STAT_DOMICILIATIONS,
  STAT_MAILS,
  type DomiciliationFact,
  type MailFact,
} from '../../projections/statistics/domiciliationFacts';
import { STAT_RADIATIONS, type RadiationFact } from '../../projections/statistics/fileFacts';
import { STAT_DOMICILIATION_REFUSALS, type RefusalFact } from '../../projections/statistics/refusalFacts';

import type { ReportContext, ReportDefinition, ReportWriter } from './report';
import { ofAntenna, type Days } from '../../projections/statistics/periods';

// The annual report of domiciliation activity every organism sends the préfet before 31 January (CASF,
// art. D264-8): the elections of domicile in force and the people domiciled on 31 December; the
// elections delivered over the year (an election is delivered with its attestation: the day its first
// attestation was produced), first ones and renewals; the radiations and refusals with their reasons.
// The report adds the mail received over the year. The means, opening hours and the charter's conditions
// the article also asks for are not in the application: the organism writes them itself.

export const NO_REASON = 'Motif non renseigné';

type Reasoned = Pick<RadiationFact | RefusalFact, '_id' | 'recipient_id' | 'date' | 'reason'>;

/**
 * The facts of the year (radiations, refusals) counted by reason, most frequent first; `keep` narrows each page
 * of them. A reason is a reference-list entry, shown by its label, else the text typed.
 */
async function reasonCounts(
  docs: DocSession,
  collection: string,
  where: Filter,
  keep: (page: Reasoned[]) => Promise<Reasoned[]>,
): Promise<[string, number][]> {
  const byReason = new Map<string | null, number>();
  await eachBatch(docs.collection<Reasoned>(collection), { where, select: ['recipient_id', 'date', 'reason'] }, async (page) => {
    for (const fact of await keep(page)) byReason.set(fact.reason, (byReason.get(fact.reason) ?? 0) + 1);
  });
  const ids = [...byReason.keys()].filter((id): id is string => !!id);
  const labels = new Map((await docs.collection<{ _id: string; label: string }>('choices').getMany(ids)).map((c) => [c._id, c.label]));
  const merged = new Map<string, number>();
  for (const [reason, n] of byReason) {
    const label = reason ? (labels.get(reason) ?? reason) : NO_REASON;
    merged.set(label, (merged.get(label) ?? 0) + n);
  }
  return [...merged].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'fr'));
}

/** The figures of the year's summary. */
async function summary(ctx: ReportContext, year: Days) {
  const { docs } = ctx;
  const antenna = ofAntenna(ctx.params.antenna_id);
  let active = 0;
  await eachDomiciliationInForce(docs, ctx.params.antenna_id, year.last, () => void (active += 1));
  const people = (await peopleDomiciledOn(docs, ctx.params.antenna_id, year.last)).size;
  const delivered = { first: 0, renewals: 0 };
  const attested = { ...antenna, kind: 'own', attestation_date: { $gte: year.first, $lte: year.last } };
  await eachPage(docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS), { where: attested, select: ['renewal'] }, (dom) => {
    if (dom.renewal) delivered.renewals += 1;
    else delivered.first += 1;
  });
  let mails = 0;
  const received = { ...antenna, date: { $gte: year.first, $lte: year.last } };
  await eachPage(docs.collection<MailFact>(STAT_MAILS), { where: received, select: ['number'] }, (mail) => void (mails += mail.number));
  return { active, people, delivered, mails };
}

async function writeReasons(out: ReportWriter, name: string, header: string, reasons: [string, number][], empty: string): Promise<void> {
  const sheet = await out.sheet(
    name,
    [
      { header: 'Motif', width: 40 },
      { header, format: 'integer' },
    ],
    {
      notes: reasons.length === 0 ? [empty] : [],
    },
  );
  for (const [label, n] of reasons) await sheet.addRow([label, n]);
  await sheet.addTotalRow(['TOTAL', reasons.reduce((total, [, n]) => total + n, 0)]);
}

/** 'Rapport annuel de domiciliation (art. D264-8 CASF)': the figures the préfet asks for, over one calendar year. */
export const domiciliationAnnualReport: ReportDefinition = {
  type: 'domiciliation_annual_report',
  async write(ctx, out) {
    const year = { first: ctx.params.start_date, last: ctx.params.end_date };
    const yearEnd = `31 décembre ${year.last.slice(0, 4)}`;
    const figures = await summary(ctx, year);
    const ofYear = { ...ofAntenna(ctx.params.antenna_id), date: { $gte: year.first, $lte: year.last } };
    // A radiation counts when it struck off someone domiciled that day; every refusal counts.
    const radiations = await reasonCounts(ctx.docs, STAT_RADIATIONS, ofYear, (page) => ofDomiciledOnTheDay(ctx.docs, page));
    const refusals = await reasonCounts(ctx.docs, STAT_DOMICILIATION_REFUSALS, ofYear, async (page) => page);
    await ctx.progress(0.8);
    const sheet = await out.sheet(
      'Bilan',
      [
        { header: 'Indicateur', width: 70 },
        { header: 'Nombre', format: 'integer' },
      ],
      {
        notes: [
          "Bilan d'activité de domiciliation prévu par l'article D264-8 du code de l'action sociale et des familles.",
          "Élection délivrée : le jour où sa première attestation est produite ; renouvellement : la personne avait déjà été domiciliée par l'organisme.",
          'En cours de validité : commencée, non échue, dossier non radié. Radiations : celles de personnes domiciliées le jour de leur radiation.',
        ],
      },
    );
    await sheet.addRow([`Élections de domicile en cours de validité au ${yearEnd}`, figures.active]);
    await sheet.addRow([`Personnes domiciliées au ${yearEnd}`, figures.people]);
    await sheet.addRow(["Élections de domicile délivrées dans l'année", figures.delivered.first + figures.delivered.renewals]);
    await sheet.addRow(['dont premières élections de domicile', figures.delivered.first]);
    await sheet.addRow(['dont renouvellements', figures.delivered.renewals]);
    await sheet.addRow(["Radiations prononcées dans l'année", radiations.reduce((total, [, n]) => total + n, 0)]);
    await sheet.addRow(["Refus d'élection de domicile dans l'année", refusals.reduce((total, [, n]) => total + n, 0)]);
    await sheet.addRow(["Courriers reçus dans l'année (plis)", figures.mails]);
    await writeReasons(out, 'Motifs de radiation', 'Radiations', radiations, "Aucune radiation dans l'année.");
    await writeReasons(out, 'Motifs de refus', 'Refus', refusals, "Aucun refus enregistré dans l'année.");
    await ctx.progress(1);
  },
};
