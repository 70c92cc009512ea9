import { HELP_CATEGORIES } from '@domain/helps/fields';
import { MEETING_TOPIC_LABELS, MEETING_TOPICS, MEETING_TYPES, PRESENCES, type MeetingTopic } from '@domain/meetings/fields';
import { eachMonthOfMeetings, type MeetingFact } from '../../projections/statistics/meetingFacts';

import { monthLabel } from './format';
import type { ReportColumn, ReportDefinition } from './report';
import { monthSpans } from '../../projections/statistics/periods';

// 'Entretiens et aides': per month of the period, the meetings held by the antenna, by presence and by type, the
// people met, and the aids handed out per category; a TOTAL row; then the topics the meetings covered.

const COLUMNS: ReportColumn[] = [
  { header: 'Mois', width: 18 },
  { header: 'Entretiens', format: 'integer' },
  ...PRESENCES.map((presence): ReportColumn => ({ header: `Présence : ${presence}`, format: 'integer' })),
  ...MEETING_TYPES.map((type): ReportColumn => ({ header: type, format: 'integer' })),
  { header: 'Personnes rencontrées', format: 'integer', width: 22 },
  ...HELP_CATEGORIES.map((category): ReportColumn => ({ header: `${category} (€)`, format: 'euro', width: 16 })),
  { header: 'Total des aides (€)', format: 'euro', width: 20 },
];

const NOTES = [
  "Entretiens datés dans la période, comptés pour l'antenne du dossier au moment où ils ont été saisis.",
  'Personnes rencontrées : personnes distinctes ayant eu au moins un entretien avec la présence « Oui » ; la ligne TOTAL compte chaque personne une fois sur la période.',
];

/** The figures of a set of meetings; amounts in cents, so that sums are exact. */
class Tally {
  meetings = 0;
  readonly presence = new Map<string, number>();
  readonly type = new Map<string, number>();
  readonly topics = new Map<MeetingTopic, number>();
  readonly met = new Set<string>();
  readonly cents = new Map<string, number>();
  totalCents = 0;

  add(meeting: MeetingFact): void {
    const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
    this.meetings += 1;
    bump(this.presence, meeting.presence);
    bump(this.type, meeting.type);
    for (const topic of MEETING_TOPICS) if (meeting[topic]) bump(this.topics, topic);
    if (meeting.presence === 'Oui') this.met.add(meeting.recipient_id);
    for (const category of HELP_CATEGORIES) bump(this.cents, category, Math.round((meeting.aids[category] ?? 0) * 100));
    this.totalCents += Math.round(meeting.aid_total * 100);
  }

  row(label: string): (string | number)[] {
    return [
      label,
      this.meetings,
      ...PRESENCES.map((presence) => this.presence.get(presence) ?? 0),
      ...MEETING_TYPES.map((type) => this.type.get(type) ?? 0),
      this.met.size,
      ...HELP_CATEGORIES.map((category) => (this.cents.get(category) ?? 0) / 100),
      this.totalCents / 100,
    ];
  }
}

/** The meetings report. */
export const meetingsReport: ReportDefinition = {
  type: 'meeting_statistics',
  async write(ctx, out) {
    const { antenna_id, start_date, end_date } = ctx.params;
    const days = { first: start_date, last: end_date };
    const sheet = await out.sheet('Entretiens par mois', COLUMNS, { notes: NOTES });
    const total = new Tally();
    const monthCount = monthSpans(days).length;
    let done = 0;
    await eachMonthOfMeetings(ctx.docs, antenna_id, days, async (span, meetings) => {
      const month = new Tally();
      for (const meeting of meetings) {
        month.add(meeting);
        total.add(meeting);
      }
      await sheet.addRow(month.row(monthLabel(span.month)));
      await ctx.progress((0.9 * ++done) / monthCount);
    });
    await sheet.addTotalRow(total.row('TOTAL'));
    const topics = await out.sheet('Thèmes abordés', [
      { header: 'Thème', width: 22 },
      { header: 'Entretiens', format: 'integer' },
      { header: 'Part des entretiens', format: 'percent', width: 20 },
    ]);
    for (const topic of MEETING_TOPICS) {
      const count = total.topics.get(topic) ?? 0;
      await topics.addRow([MEETING_TOPIC_LABELS[topic], count, total.meetings > 0 ? count / total.meetings : 0]);
    }
    await ctx.progress(1);
  },
};
