import { ALT_FUNDERS } from '@domain/hotels/rooms';
import type { RoomDoc } from '../../projections/rooms';
import { cents, dueWithin, eachStayInRooms, occupiedNights, paidWithin } from '../../projections/statistics/housingFacts';
import { dayCount, roomsCountedFor } from '../../projections/statistics/occupancyIndicator';
import { monthLabel } from './format';
import { altDays, NOT_SET, rateOf } from './housing';
import type { ReportDefinition, ReportSheet } from './report';
import { monthSpans, type Days, type MonthSpan } from '../../projections/statistics/periods';

// The 'Chambres ALT' report (restricted): the antenna's rooms financed by the ALT (allocation de logement
// temporaire), per funder code and month, as funders ask for them: rooms, nights offered and held, the
// people housed, what their stays owed and what they paid. Only the days within a room's ALT dates count.

interface Figures {
  rooms: Set<string>;
  available: number;
  occupied: number;
  people: Set<string>;
  due: number;
  paid: number;
}

const blank = (): Figures => ({ rooms: new Set(), available: 0, occupied: 0, people: new Set(), due: 0, paid: 0 });

/** Funder codes in the order of the list, an unknown code last. */
const codeOrder = (code: string) => {
  const index = ALT_FUNDERS.indexOf(code as (typeof ALT_FUNDERS)[number]);
  return code === NOT_SET ? Number.MAX_SAFE_INTEGER : index < 0 ? ALT_FUNDERS.length : index;
};

const cells = (f: Figures) => [
  f.rooms.size,
  f.available,
  f.occupied,
  rateOf(f.occupied, f.available),
  f.people.size,
  cents(f.due),
  cents(f.paid),
];

/** Adds one month's figures of a code into its running totals. */
function addInto(total: Figures, month: Figures): void {
  month.rooms.forEach((id) => total.rooms.add(id));
  month.people.forEach((id) => total.people.add(id));
  total.available += month.available;
  total.occupied += month.occupied;
  total.due += month.due;
  total.paid += month.paid;
}

/** Figures per code, then per month of the period (bounded: a few codes times the months). */
async function altFigures(ctx: Parameters<ReportDefinition['write']>[0], period: Days, spans: MonthSpan[]) {
  const rooms = (await roomsCountedFor(ctx.docs, ctx.params.antenna_id)).filter((room) => altDays(room, period));
  const codeOf = (room: RoomDoc) => room.alt_drihl || NOT_SET;
  const figures = new Map<string, Figures[]>();
  for (const room of rooms) {
    const months = figures.get(codeOf(room)) ?? spans.map(blank);
    figures.set(codeOf(room), months);
    spans.forEach((span, i) => {
      const days = dayCount(altDays(room, span));
      if (days === 0) return;
      months[i].rooms.add(room._id);
      months[i].available += days;
    });
  }
  const byId = new Map(rooms.map((room) => [room._id, room]));
  await eachStayInRooms(ctx.docs, [...byId.keys()], period, (stay) => {
    const room = byId.get(stay.room_id ?? '');
    const months = room && figures.get(codeOf(room));
    if (!room || !months) return;
    spans.forEach((span, i) => {
      const days = altDays(room, span);
      if (!days) return;
      const nights = occupiedNights(stay, days);
      months[i].occupied += nights;
      if (nights > 0) months[i].people.add(stay.recipient_id);
      months[i].due += dueWithin(stay, days);
      months[i].paid += paidWithin(stay, days);
    });
  });
  return figures;
}

async function writeCode(sheet: ReportSheet, code: string, months: Figures[], spans: MonthSpan[], all: Figures): Promise<void> {
  const total = blank();
  for (const [i, span] of spans.entries()) {
    await sheet.addRow([code, monthLabel(span.month), ...cells(months[i])]);
    addInto(total, months[i]);
  }
  addInto(all, total);
  await sheet.addTotalRow([`Total ${code}`, null, ...cells(total)]);
}

/** 'Chambres ALT': per funder code and month, rooms, nights offered and held, rate, people housed, amounts due and paid. */
export const altReport: ReportDefinition = {
  type: 'alt_statistics',
  async write(ctx, out) {
    const period = { first: ctx.params.start_date, last: ctx.params.end_date };
    const spans = monthSpans(period);
    const figures = await altFigures(ctx, period, spans);
    await ctx.progress(0.8);
    const sheet = await out.sheet(
      'Chambres ALT',
      [
        { header: 'Code financeur' },
        { header: 'Mois', width: 16 },
        { header: 'Chambres', format: 'integer' },
        { header: 'Nuitées disponibles', format: 'integer' },
        { header: 'Nuitées occupées', format: 'integer' },
        { header: "Taux d'occupation", format: 'percent' },
        { header: 'Personnes hébergées', format: 'integer' },
        { header: 'Montant dû', format: 'euro' },
        { header: 'Montant payé', format: 'euro' },
      ],
      {
        notes: [
          "Chambres ALT non archivées comptées pour l'antenne ; seuls comptent les jours compris dans les dates ALT de la chambre.",
          'Nuitées occupées : du jour d’entrée à la veille de la libération. Montant dû : quote-part × nuitées jusqu’à la date de fin. Payé : paiements datés de ces jours.',
        ],
      },
    );
    const all = blank();
    const codes = [...figures.keys()].sort((a, b) => codeOrder(a) - codeOrder(b) || a.localeCompare(b));
    for (const code of codes) await writeCode(sheet, code, figures.get(code) ?? [], spans, all);
    await sheet.addTotalRow(['TOTAL', null, ...cells(all)]);
    await ctx.progress(1);
  },
};
