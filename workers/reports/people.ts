import { AGE_BANDS, ageBand, ageOn, genderOf, GENDER_LABELS, UNKNOWN } from '@domain/statistics/people';
import { choiceLabels } from '../../projections/choices';
import { FOLLOWED_NOTE, followedFiles } from '../../projections/statistics/followed';
import { STAT_FILES, STAT_RADIATIONS, type FileFact } from '../../projections/statistics/fileFacts';
import { countOf, eachOfIds } from '../../projections/statistics/windows';
import { frenchDate } from './format';
import type { ReportContext, ReportDefinition, ReportWriter } from './report';

// 'Personnes accompagnées': how many people the antenna followed over the period (see FOLLOWED_NOTE), by gender,
// age band at the end of the period, nationality and family status; the files opened and radiated in the period.

const share = (count: number, total: number) => (total > 0 ? count / total : 0);

/** Counts by label, in a bounded map (labels of a list, never people). */
class Counts {
  readonly byKey = new Map<string, number>();
  add(key: string): void {
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
  }
  of(key: string): number {
    return this.byKey.get(key) ?? 0;
  }
}

/** One sheet of a breakdown: a row per label (in the order given), then TOTAL. */
async function breakdown(out: ReportWriter, name: string, header: string, labels: string[], counts: Counts, total: number): Promise<void> {
  const sheet = await out.sheet(name, [
    { header, width: 30 },
    { header: 'Personnes', format: 'integer' },
    { header: 'Part', format: 'percent' },
  ]);
  for (const label of labels) await sheet.addRow([label, counts.of(label), share(counts.of(label), total)]);
  await sheet.addTotalRow(['TOTAL', total, total > 0 ? 1 : 0]);
}

/** Reference-list entries most frequent first (then alphabetically), 'Non renseigné' last. */
function byFrequency(counts: Counts, labels: Map<string, string>): { ordered: string[]; counts: Counts } {
  const named = new Counts();
  for (const [id, count] of counts.byKey) {
    // An entry without its label (none chosen, or unknown here) reads as not filled in.
    const label = labels.get(id) ?? UNKNOWN;
    named.byKey.set(label, named.of(label) + count);
  }
  const ordered = [...named.byKey.keys()]
    .filter((label) => label !== UNKNOWN)
    .sort((a, b) => named.of(b) - named.of(a) || a.localeCompare(b, 'fr'));
  return { ordered: named.of(UNKNOWN) > 0 ? [...ordered, UNKNOWN] : ordered, counts: named };
}

/** The people report. */
export const peopleReport: ReportDefinition = {
  type: 'people_statistics',
  async write(ctx: ReportContext, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const followed = [...(await followedFiles(ctx.docs, antenna_id, days))];
    await ctx.progress(0.3);
    const gender = new Counts();
    const age = new Counts();
    const nationality = new Counts();
    const family = new Counts();
    await eachOfIds(ctx.docs.collection<FileFact>(STAT_FILES), followed, (files) => {
      for (const file of files) {
        gender.add(genderOf(file.civility));
        age.add(ageBand(ageOn(file.birth_date, end_date)));
        nationality.add(file.nationality ?? UNKNOWN);
        family.add(file.family_status ?? UNKNOWN);
      }
    });
    await ctx.progress(0.8);
    const antenna = antenna_id === null ? {} : { antenna_id };
    const opened = await countOf(ctx.docs.collection(STAT_FILES), { ...antenna, created_on: { $gte: start_date, $lte: end_date } });
    const radiated = await countOf(ctx.docs.collection(STAT_RADIATIONS), { ...antenna, date: { $gte: start_date, $lte: end_date } });
    const summary = await out.sheet(
      'Synthèse',
      [
        { header: 'Indicateur', width: 40 },
        { header: 'Nombre', format: 'integer' },
      ],
      {
        notes: [
          FOLLOWED_NOTE,
          "Dossiers ouverts : comptés pour l'antenne du dossier aujourd'hui ; radiations : pour l'antenne du dossier à la date de la radiation.",
        ],
      },
    );
    await summary.addRow(['Personnes suivies', followed.length]);
    await summary.addRow(['Dossiers ouverts dans la période', opened]);
    await summary.addRow(['Radiations dans la période', radiated]);
    const total = followed.length;
    await breakdown(out, 'Genre', 'Genre', [...Object.values(GENDER_LABELS), UNKNOWN], gender, total);
    await breakdown(out, 'Âge', `Âge au ${frenchDate(end_date)}`, [...AGE_BANDS.map(([label]) => label), UNKNOWN], age, total);
    const labels = await choiceLabels(ctx.docs, [...nationality.byKey.keys(), ...family.byKey.keys()]);
    const nationalities = byFrequency(nationality, labels);
    await breakdown(out, 'Nationalité', 'Nationalité', nationalities.ordered, nationalities.counts, total);
    const statuses = byFrequency(family, labels);
    await breakdown(out, 'Situation familiale', 'Situation familiale', statuses.ordered, statuses.counts, total);
    await ctx.progress(1);
  },
};
