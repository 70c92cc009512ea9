import type { DocSession } from '../../projections/docStore';

import { eachPage } from '../../projections/statistics/windows';
import { STAT_DETENTIONS, STAT_FOLLOWS, type DetentionFact, type FollowFact } from '../../projections/statistics/penalFacts';
import { NOT_SET } from './housing';
import type { ReportDefinition } from './report';
import { ofAntenna, type Days } from '../../projections/statistics/periods';

// The 'Suivis pénaux' report: the SPIP follow-ups of the antenna's files running in the period by
// organism (new ones and ended ones among them), the detentions ended by an exit in the period by place,
// and the people under justice (a follow-up running at some point of the period).

interface Follows {
  active: number;
  started: number;
  ended: number;
}

/** Names (organisms) or labels (reference-list entries) by id, from their read model. */
async function namesOf(docs: DocSession, collection: 'organisms' | 'choices', ids: string[]): Promise<Map<string, string>> {
  const found = await docs.collection<{ _id: string; name?: string; label?: string }>(collection).getMany(ids);
  return new Map(found.map((doc) => [doc._id, doc.name ?? doc.label ?? NOT_SET]));
}

/** Rows by label, sorted: ids without a known name are gathered under 'Non renseigné'. */
function byLabel<T>(rows: Map<string | null, T>, names: Map<string, string>, combine: (a: T, b: T) => T): [string, T][] {
  const merged = new Map<string, T>();
  for (const [id, value] of rows) {
    const label = (id && names.get(id)) || NOT_SET;
    const before = merged.get(label);
    merged.set(label, before === undefined ? value : combine(before, value));
  }
  return [...merged].sort((a, b) => a[0].localeCompare(b[0], 'fr'));
}

const addFollows = (a: Follows, b: Follows): Follows => ({
  active: a.active + b.active,
  started: a.started + b.started,
  ended: a.ended + b.ended,
});

async function followsOf(docs: DocSession, antennaId: string | null, period: Days) {
  const byOrganism = new Map<string | null, Follows>();
  const people = new Set<string>();
  const where = { ...ofAntenna(antennaId), end_date: { $gte: period.first }, start_date: { $lte: period.last } };
  await eachPage(docs.collection<FollowFact>(STAT_FOLLOWS), { where }, (follow) => {
    const row = byOrganism.get(follow.organism_id) ?? { active: 0, started: 0, ended: 0 };
    row.active += 1;
    if (follow.start_date && follow.start_date >= period.first) row.started += 1;
    if (follow.end_date && follow.end_date <= period.last) row.ended += 1;
    byOrganism.set(follow.organism_id, row);
    people.add(follow.recipient_id);
  });
  return { byOrganism, people };
}

async function exitsOf(docs: DocSession, antennaId: string | null, period: Days) {
  const byPlace = new Map<string | null, number>();
  const people = new Set<string>();
  const where = { ...ofAntenna(antennaId), exit_date: { $gte: period.first, $lte: period.last } };
  await eachPage(docs.collection<DetentionFact>(STAT_DETENTIONS), { where, select: ['place', 'recipient_id'] }, (detention) => {
    byPlace.set(detention.place, (byPlace.get(detention.place) ?? 0) + 1);
    people.add(detention.recipient_id);
  });
  return { byPlace, people };
}

/** 'Suivis pénaux': follow-ups by organism, exits of detention by place, people under justice. */
export const penalReport: ReportDefinition = {
  type: 'penal_statistics',
  async write(ctx, out) {
    const period = { first: ctx.params.start_date, last: ctx.params.end_date };
    const follows = await followsOf(ctx.docs, ctx.params.antenna_id, period);
    const exits = await exitsOf(ctx.docs, ctx.params.antenna_id, period);
    const organisms = await namesOf(
      ctx.docs,
      'organisms',
      [...follows.byOrganism.keys()].filter((id): id is string => !!id),
    );
    const places = await namesOf(
      ctx.docs,
      'choices',
      [...exits.byPlace.keys()].filter((id): id is string => !!id),
    );
    await ctx.progress(0.7);
    const followSheet = await out.sheet(
      'Suivis SPIP',
      [
        { header: 'Organisme', width: 36 },
        { header: 'Suivis actifs', format: 'integer' },
        { header: 'Nouveaux suivis', format: 'integer' },
        { header: 'Suivis terminés', format: 'integer' },
      ],
      { notes: ['Suivis en cours à un moment de la période ; nouveaux : commencés dans la période ; terminés : finis dans la période.'] },
    );
    let total: Follows = { active: 0, started: 0, ended: 0 };
    for (const [name, row] of byLabel(follows.byOrganism, organisms, addFollows)) {
      await followSheet.addRow([name, row.active, row.started, row.ended]);
      total = addFollows(total, row);
    }
    await followSheet.addTotalRow(['TOTAL', total.active, total.started, total.ended]);
    const exitSheet = await out.sheet(
      'Sorties de détention',
      [
        { header: 'Lieu de détention', width: 36 },
        { header: 'Sorties', format: 'integer' },
      ],
      {
        notes: ['Détentions dont la date de sortie tombe dans la période.'],
      },
    );
    let exitTotal = 0;
    for (const [name, n] of byLabel(exits.byPlace, places, (a, b) => a + b)) {
      await exitSheet.addRow([name, n]);
      exitTotal += n;
    }
    await exitSheet.addTotalRow(['TOTAL', exitTotal]);
    const peopleSheet = await out.sheet('Personnes', [
      { header: 'Indicateur', width: 50 },
      { header: 'Personnes', format: 'integer' },
    ]);
    await peopleSheet.addRow(['Personnes sous main de justice (suivi SPIP dans la période)', follows.people.size]);
    await peopleSheet.addRow(['Personnes sorties de détention dans la période', exits.people.size]);
    await ctx.progress(1);
  },
};
