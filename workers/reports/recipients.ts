import { ageOn } from '@domain/statistics/people';
import { choiceLabels } from '../../projections/choices';
import type { Collection } from '../../projections/docStore';
import { STAT_FILES, type FileFact } from '../../projections/statistics/fileFacts';
import { FOLLOWED_NOTE, followedFiles } from '../../projections/statistics/followed';
import { eachMonthOfMeetings } from '../../projections/statistics/meetingFacts';
import { eachOfIds } from '../../projections/statistics/windows';
import { userNames } from '../../projections/users';
import { frenchDate } from './format';
import type { ReportDefinition } from './report';

// 'Accueillis' (restricted): one row per file the antenna followed over the period (FOLLOWED_NOTE), in file-number
// order, with who the person is, their referent, whether they were met, and the meetings and aids of the period; then
// a TOTAL row. A file is one person (a second file of the same first name, name and birth date is refused), so the
// files counted are the people followed; the people of the period told apart from them are those met in person,
// counted as 'Entretiens et aides' counts them (docs/statistics.md).

/** Meetings and aids (in cents) of a file over the period, and whether one of those meetings had the person present. */
type Activity = { meetings: number; cents: number; met: boolean };

const NO_ACTIVITY: Activity = { meetings: 0, cents: 0, met: false };

/** '1 dossier', '2 dossiers' (and '0 dossier', as French writes it). */
const filesLabel = (count: number) => `TOTAL : ${count} dossier${count > 1 ? 's' : ''}`;

/** The files in file-number order: their numbers are read a page at a time, then sorted (a number per file). */
async function inFileOrder(files: Collection<FileFact>, ids: string[]): Promise<string[]> {
  const numbered: [number, string][] = [];
  await eachOfIds(files, ids, (docs) => docs.forEach((doc) => numbered.push([doc.file_number, doc._id])));
  return numbered.sort((a, b) => a[0] - b[0]).map(([, id]) => id);
}

/** The recipients report. */
export const recipientsReport: ReportDefinition = {
  type: 'recipient_statistics',
  async write(ctx, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const activity = new Map<string, Activity>();
    await eachMonthOfMeetings(ctx.docs, antenna_id, days, (_span, meetings) => {
      for (const meeting of meetings) {
        const file = activity.get(meeting.recipient_id) ?? NO_ACTIVITY;
        activity.set(meeting.recipient_id, {
          meetings: file.meetings + 1,
          cents: file.cents + Math.round(meeting.aid_total * 100),
          met: file.met || meeting.presence === 'Oui',
        });
      }
    });
    const files = ctx.docs.collection<FileFact>(STAT_FILES);
    const ordered = await inFileOrder(files, [...(await followedFiles(ctx.docs, antenna_id, days))]);
    await ctx.progress(0.3);
    const sheet = await out.sheet(
      'Accueillis',
      [
        { header: 'N° de dossier', format: 'integer', width: 14 },
        { header: 'Civilité', width: 10 },
        { header: `Âge au ${frenchDate(end_date)}`, format: 'integer', width: 16 },
        { header: 'Nationalité', width: 20 },
        { header: 'Situation familiale', width: 20 },
        { header: 'Ouvert le', format: 'date' },
        { header: 'Référent', width: 24 },
        { header: 'Radié', width: 8 },
        { header: 'Rencontré', width: 11 },
        { header: 'Entretiens', format: 'integer' },
        { header: 'Aides (€)', format: 'euro' },
      ],
      {
        notes: [
          FOLLOWED_NOTE,
          "Entretiens et aides : ceux datés dans la période et tenus dans l'antenne ; Radié : le dossier aujourd'hui ; Rencontré : au moins un de ces entretiens avec la présence « Oui ».",
          'Ligne TOTAL : les dossiers suivis (un dossier par personne), les dossiers radiés, les personnes rencontrées, les entretiens et les aides.',
        ],
      },
    );
    const total = { files: 0, radiated: 0, met: 0, meetings: 0, cents: 0 };
    let written = 0;
    await eachOfIds(files, ordered, async (page) => {
      const labels = await choiceLabels(
        ctx.docs,
        page.flatMap((file) => [file.nationality, file.family_status]),
      );
      const referents = await userNames(
        ctx.docs,
        page.map((file) => file.user_ref),
      );
      for (const file of page) {
        const { meetings, cents, met } = activity.get(file._id) ?? NO_ACTIVITY;
        const referent = file.user_ref ? referents.get(file.user_ref) : undefined;
        await sheet.addRow([
          file.file_number,
          file.civility ?? null,
          ageOn(file.birth_date, end_date),
          file.nationality ? (labels.get(file.nationality) ?? null) : null,
          file.family_status ? (labels.get(file.family_status) ?? null) : null,
          file.created_on,
          referent ? `${referent.surname} ${referent.name}` : null,
          file.radiated ? 'Oui' : 'Non',
          met ? 'Oui' : 'Non',
          meetings,
          cents / 100,
        ]);
        total.files += 1;
        if (file.radiated) total.radiated += 1;
        if (met) total.met += 1;
        total.meetings += meetings;
        total.cents += cents;
      }
      written += page.length;
      await ctx.progress(0.3 + (0.7 * written) / Math.max(1, ordered.length));
    });
    const { files: count, radiated, met, meetings, cents } = total;
    await sheet.addTotalRow([filesLabel(count), null, null, null, null, null, null, radiated, met, meetings, cents / 100]);
    await ctx.progress(1);
  },
};
