import type { DocSession } from '../../projections/docStore';
import { DOMICILIATIONS, type DomiciliationDoc } from '../../projections/domiciliations';
import { STAT_DOMICILIATIONS, type DomiciliationFact } from '../../projections/statistics/domiciliationFacts';
import { STAT_FILES, type FileFact } from '../../projections/statistics/fileFacts';

import { eachBatch } from '../../projections/statistics/windows';
import { frenchDate } from './format';
import type { ReportDefinition } from './report';
import { ofAntenna } from '../../projections/statistics/periods';

// The 'Domiciliations (détail)' report (restricted): one row per own domiciliation of the antenna running
// at some point of the period, with the person, its dates, whether it was a first election or a renewal,
// its proof, its referent, the day its attestation was delivered, and what had become of it by the end of
// the period; then the totals.

export const STATES = ['En cours', 'Renouvelée', 'Terminée', 'Radiée'] as const;
type State = (typeof STATES)[number];

/** What had become of a domiciliation by the day: its file radiated while it ran, running, followed by another, or ended. */
export function stateOn(
  dom: Pick<DomiciliationFact, 'start_date' | 'end_date'>,
  day: string,
  facts: { radiated_on: string | null; later_starts: string[] },
): State {
  const start = dom.start_date ?? '';
  const end = dom.end_date ?? '';
  if (facts.radiated_on && facts.radiated_on <= day && start <= facts.radiated_on && facts.radiated_on <= end) return 'Radiée';
  if (day <= end) return 'En cours';
  return facts.later_starts.some((next) => next > start && next <= day) ? 'Renouvelée' : 'Terminée';
}

/** What a page of domiciliations needs besides itself: names, referents, files, and the other own domiciliations of these files. */
async function lookUps(docs: DocSession, page: DomiciliationFact[]) {
  const recipients = [...new Set(page.map((dom) => dom.recipient_id))];
  const [named, referents, files, others] = await Promise.all([
    docs.collection<DomiciliationDoc>(DOMICILIATIONS).getMany(page.map((dom) => dom._id)),
    docs
      .collection<{ _id: string; surname: string; name: string }>('user_names')
      .getMany(page.flatMap((dom) => (dom.user_id ? [dom.user_id] : []))),
    docs.collection<FileFact>(STAT_FILES).getMany(recipients),
    docs
      .collection<DomiciliationFact>(STAT_DOMICILIATIONS)
      .find({ where: { recipient_id: { $in: recipients }, kind: 'own' }, select: ['recipient_id', 'start_date'] }),
  ]);
  const starts = new Map<string, string[]>();
  for (const other of others.items)
    if (other.start_date) starts.set(other.recipient_id, [...(starts.get(other.recipient_id) ?? []), other.start_date]);
  return {
    named: new Map(named.map((doc) => [doc._id, doc])),
    referents: new Map(referents.map((user) => [user._id, `${user.surname} ${user.name}`])),
    files: new Map(files.map((file) => [file._id, file])),
    starts,
  };
}

/** 'Domiciliations (détail)': one row per own domiciliation running in the period, then the totals. */
export const domiciliationDetailReport: ReportDefinition = {
  type: 'domiciliation_statistics',
  async write(ctx, out) {
    const { start_date: first, end_date: last } = ctx.params;
    const sheet = await out.sheet(
      'Domiciliations',
      [
        { header: 'N° de dossier', format: 'integer' },
        { header: 'Nom', width: 20 },
        { header: 'Prénom', width: 20 },
        { header: 'Début', format: 'date' },
        { header: 'Fin', format: 'date' },
        { header: 'Première ou renouvellement', width: 16 },
        { header: 'Pièce justificative', width: 24 },
        { header: 'Référent', width: 24 },
        { header: 'Attestation délivrée le', format: 'date' },
        { header: `État au ${frenchDate(last)}`, width: 14 },
      ],
      { notes: ["Domiciliations de l'organisme en cours à un moment de la période, par date de début."] },
    );
    const totals = { all: 0, first: 0, renewals: 0, attested: 0, states: new Map<State, number>(STATES.map((state) => [state, 0])) };
    const where = { ...ofAntenna(ctx.params.antenna_id), kind: 'own', end_date: { $gte: first }, start_date: { $lte: last } };
    await eachBatch(ctx.docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS), { where, sort: [['start_date', 1]] }, async (page) => {
      const { named, referents, files, starts } = await lookUps(ctx.docs, page);
      for (const dom of page) {
        const person = named.get(dom._id);
        const state = stateOn(dom, last, {
          radiated_on: files.get(dom.recipient_id)?.radiated_on ?? null,
          later_starts: starts.get(dom.recipient_id) ?? [],
        });
        await sheet.addRow([
          person?.file_number ?? null,
          person?.recipient.name ?? null,
          person?.recipient.surname ?? null,
          dom.start_date,
          dom.end_date,
          dom.renewal ? 'Renouvellement' : 'Première',
          dom.paper,
          dom.user_id ? (referents.get(dom.user_id) ?? null) : null,
          dom.attestation_date,
          state,
        ]);
        totals.all += 1;
        totals[dom.renewal ? 'renewals' : 'first'] += 1;
        if (dom.attestation_date) totals.attested += 1;
        totals.states.set(state, (totals.states.get(state) ?? 0) + 1);
      }
    });
    await ctx.progress(0.9);
    const summary = await out.sheet('Totaux', [
      { header: 'Indicateur', width: 40 },
      { header: 'Nombre', format: 'integer' },
    ]);
    await summary.addTotalRow(['Domiciliations', totals.all]);
    await summary.addRow(['dont premières domiciliations', totals.first]);
    await summary.addRow(['dont renouvellements', totals.renewals]);
    await summary.addRow(['Avec attestation délivrée', totals.attested]);
    for (const state of STATES) await summary.addRow([`État au ${frenchDate(last)} : ${state}`, totals.states.get(state) ?? 0]);
    await ctx.progress(1);
  },
};
