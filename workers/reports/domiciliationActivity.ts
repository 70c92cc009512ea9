import { HANDED_TO, HANDED_TO_LABELS, type HandedTo } from '@domain/mails/fields';
import type { DocSession } from '../../projections/docStore';
import {
  peopleDomiciledOn,
  STAT_DOMICILIATIONS,
  STAT_MAILS,
  type DomiciliationFact,
  type MailFact,
} from '../../projections/statistics/domiciliationFacts';

import { eachPage } from '../../projections/statistics/windows';

import { monthLabel } from './format';
import type { ReportDefinition } from './report';
import { monthSpans, ofAntenna, type Days } from '../../projections/statistics/periods';

// The 'Domiciliations et courrier' report: month by month, the own domiciliations begun (first ones and
// renewals) and ended, the people domiciled at the end of the month, the mail received, handed over and
// still waiting. Flows are read by indexed date ranges; the stocks at each month's end by one range each.

const within = (days: Days) => ({ $gte: days.first, $lte: days.last });

/** Items (plis) arrived by the day and not handed over by its end. */
async function itemsWaitingOn(docs: DocSession, antennaId: string | null, day: string): Promise<number> {
  let items = 0;
  for (const handed of [null, { $gt: day }]) {
    const where = { ...ofAntenna(antennaId), received_date: handed, date: { $lte: day } };
    await eachPage(docs.collection<MailFact>(STAT_MAILS), { where, select: ['number'] }, (mail) => void (items += mail.number));
  }
  return items;
}

interface Month {
  first: number;
  renewals: number;
  ended: number;
  people: number | null;
  received: number;
  handed: Record<HandedTo, number>;
  waiting: number | null;
}

async function monthsOf(docs: DocSession, antennaId: string | null, period: Days): Promise<Month[]> {
  const spans = monthSpans(period);
  const months: Month[] = spans.map(() => ({
    first: 0,
    renewals: 0,
    ended: 0,
    people: 0,
    received: 0,
    handed: { recipient: 0, proxy: 0, sender: 0 },
    waiting: 0,
  }));
  const byMonth = new Map(spans.map((span, i) => [span.month, months[i]]));
  /** Adds to the month of a day (a day outside the period, or none, adds nothing). */
  const count = (day: string | null, add: (month: Month) => void) => {
    const month = day ? byMonth.get(day.slice(0, 7)) : undefined;
    if (month) add(month);
  };
  const doms = docs.collection<DomiciliationFact>(STAT_DOMICILIATIONS);
  const mails = docs.collection<MailFact>(STAT_MAILS);
  const own = { ...ofAntenna(antennaId), kind: 'own' };
  await eachPage(doms, { where: { ...own, start_date: within(period) }, select: ['start_date', 'renewal'] }, (dom) => {
    count(dom.start_date, (month) => (dom.renewal ? (month.renewals += 1) : (month.first += 1)));
  });
  await eachPage(doms, { where: { ...own, end_date: within(period) }, select: ['end_date'] }, (dom) =>
    count(dom.end_date, (month) => (month.ended += 1)),
  );
  await eachPage(mails, { where: { ...ofAntenna(antennaId), date: within(period) }, select: ['date', 'number'] }, (mail) => {
    count(mail.date, (month) => (month.received += mail.number));
  });
  const handed = { ...ofAntenna(antennaId), received_date: within(period) };
  await eachPage(mails, { where: handed, select: ['received_date', 'handed_to', 'number'] }, (mail) => {
    const to = mail.handed_to;
    if (to) count(mail.received_date, (month) => (month.handed[to] += mail.number));
  });
  for (const [i, span] of spans.entries()) {
    months[i].people = (await peopleDomiciledOn(docs, antennaId, span.last)).size;
    months[i].waiting = await itemsWaitingOn(docs, antennaId, span.last);
  }
  return months;
}

const cells = (m: Month) => [m.first, m.renewals, m.ended, m.people, m.received, ...HANDED_TO.map((to) => m.handed[to]), m.waiting];

/** 'Domiciliations et courrier': per month, domiciliations begun, renewed and ended, people domiciled, mail received, handed over and waiting. */
export const domiciliationActivityReport: ReportDefinition = {
  type: 'domiciliation_activity_statistics',
  async write(ctx, out) {
    const period = { first: ctx.params.start_date, last: ctx.params.end_date };
    const months = await monthsOf(ctx.docs, ctx.params.antenna_id, period);
    await ctx.progress(0.9);
    const sheet = await out.sheet(
      'Activité mensuelle',
      [
        { header: 'Mois', width: 16 },
        { header: 'Nouvelles domiciliations', format: 'integer' },
        { header: 'Renouvellements', format: 'integer' },
        { header: 'Domiciliations terminées', format: 'integer' },
        { header: 'Personnes domiciliées en fin de mois', format: 'integer' },
        { header: 'Courriers reçus (plis)', format: 'integer' },
        ...HANDED_TO.map((to) => ({ header: `${HANDED_TO_LABELS[to]} (plis)`, format: 'integer' as const })),
        { header: 'En attente en fin de mois (plis)', format: 'integer' },
      ],
      {
        notes: [
          "Domiciliations de l'organisme : nouvelles, la première du dossier commençant dans le mois ; renouvellements, les suivantes ; terminées, leur date de fin tombe dans le mois.",
          'Personnes domiciliées et plis en attente : au dernier jour du mois (ou de la période). Courrier compté en plis.',
        ],
      },
    );
    const spans = monthSpans(period);
    for (const [i, month] of months.entries()) await sheet.addRow([monthLabel(spans[i].month), ...cells(month)]);
    const total = months.reduce<Month>(
      (t, m) => ({
        first: t.first + m.first,
        renewals: t.renewals + m.renewals,
        ended: t.ended + m.ended,
        people: null,
        received: t.received + m.received,
        handed: {
          recipient: t.handed.recipient + m.handed.recipient,
          proxy: t.handed.proxy + m.handed.proxy,
          sender: t.handed.sender + m.handed.sender,
        },
        waiting: null,
      }),
      { first: 0, renewals: 0, ended: 0, people: null, received: 0, handed: { recipient: 0, proxy: 0, sender: 0 }, waiting: null },
    );
    await sheet.addTotalRow(['TOTAL', ...cells(total)]);
    await ctx.progress(1);
  },
};
