import { HABILITATION_LABELS } from '@domain/users/habilitations';
import { STAT_MAILS, type MailFact } from '../../projections/statistics/domiciliationFacts';
import { STAT_FILES } from '../../projections/statistics/fileFacts';
import { eachMonthOfMeetings } from '../../projections/statistics/meetingFacts';
import { countOf, eachBatch, eachMonthWindow } from '../../projections/statistics/windows';
import type { UserDoc } from '../../projections/users';
import type { ReportDefinition } from './report';

// 'Accueillants' (restricted): one row per person of the antenna (everyone when no antenna is chosen), with the
// files they are the referent of, the meetings they held and the aids they handed out in the antenna over the
// period, and the mails they received there; then a TOTAL row.

// The users read model's collection (projections/users.ts), read here a page at a time.
const USERS = 'users';

/** What a person did in the period (aids in cents). */
type Work = { meetings: number; cents: number; mails: number };

const NOTES = [
  "Dossiers suivis : dossiers non radiés dont la personne est le référent aujourd'hui.",
  "Entretiens, aides et courriers : datés dans la période et enregistrés dans l'antenne (courriers : nombre de plis reçus).",
];

/** The users report. */
export const usersReport: ReportDefinition = {
  type: 'user_statistics',
  async write(ctx, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const antenna = antenna_id === null ? {} : { antenna_id };
    // Per person, so bounded by the people of the antennas, never by meetings or mails.
    const work = new Map<string, Work>();
    const of = (userId: string): Work => {
      const known = work.get(userId);
      if (known) return known;
      const fresh = { meetings: 0, cents: 0, mails: 0 };
      work.set(userId, fresh);
      return fresh;
    };
    await eachMonthOfMeetings(ctx.docs, antenna_id, days, (_span, meetings) => {
      for (const meeting of meetings) {
        of(meeting.user_id).meetings += 1;
        of(meeting.user_id).cents += Math.round(meeting.aid_total * 100);
      }
    });
    await ctx.progress(0.4);
    await eachMonthWindow(
      ctx.docs.collection<MailFact>(STAT_MAILS),
      { where: antenna, select: ['user_id', 'number'] },
      'date',
      days,
      (_span, mails) => {
        for (const mail of mails) of(mail.user_id).mails += Number(mail.number) || 0;
      },
    );
    await ctx.progress(0.7);
    const sheet = await out.sheet(
      'Accueillants',
      [
        { header: 'Accueillant', width: 26 },
        { header: 'Habilitation', width: 24 },
        { header: 'Actif', width: 8 },
        { header: 'Dossiers suivis', format: 'integer', width: 16 },
        { header: 'Entretiens menés', format: 'integer', width: 18 },
        { header: 'Aides distribuées (€)', format: 'euro', width: 22 },
        { header: 'Courriers reçus', format: 'integer', width: 16 },
      ],
      { notes: NOTES },
    );
    const total = { files: 0, meetings: 0, cents: 0, mails: 0 };
    await eachBatch(ctx.docs.collection<UserDoc>(USERS), { where: antenna, sort: [['sort_key', 1]] }, async (users) => {
      for (const user of users) {
        const files = await countOf(ctx.docs.collection(STAT_FILES), { user_ref: user._id, radiated: false });
        const done = work.get(user._id) ?? { meetings: 0, cents: 0, mails: 0 };
        const active = user.actif !== false ? 'Oui' : 'Non';
        await sheet.addRow([
          `${user.surname} ${user.name}`,
          HABILITATION_LABELS[user.habilitation],
          active,
          files,
          done.meetings,
          done.cents / 100,
          done.mails,
        ]);
        total.files += files;
        total.meetings += done.meetings;
        total.cents += done.cents;
        total.mails += done.mails;
      }
    });
    await sheet.addTotalRow(['TOTAL', null, null, total.files, total.meetings, total.cents / 100, total.mails]);
    await ctx.progress(1);
  },
};
