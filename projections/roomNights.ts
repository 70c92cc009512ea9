import { addDays, addMonths } from '@domain/shared/dates';

// A stay holds the nights from its start (included) to its end (excluded). The calendar keeps, per room and month,
// the nights held as the bits of one number (bit i: the night of the month's day i + 1; 31 days fit in 31 bits).

/** Every day of the month of a date (YYYY-M-01, YYYY-MM or YYYY-MM-DD accepted), written out rather than stepped through as dates: every calendar request asks for them. */
export function monthDays(month: string): string[] {
  const [year, m] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const prefix = `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-`;
  return Array.from({ length }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
}

/** The months (YYYY-MM) holding at least one of the nights from start to the eve of end, in order. */
export function monthsOfNights(start: string, end: string): string[] {
  if (end <= start) return [];
  const last = addDays(end, -1).slice(0, 7);
  const months: string[] = [];
  for (let month = start.slice(0, 7); month <= last; month = addMonths(`${month}-01`, 1).slice(0, 7)) months.push(month);
  return months;
}

/** The nights of a month (YYYY-MM) from start to the eve of end, as bits. */
export function nightsInMonth(month: string, nights: { start: string; end: string }): number {
  const days = monthDays(month);
  const first = nights.start < days[0] ? 0 : days.indexOf(nights.start);
  const stop = nights.end > days[days.length - 1] ? days.length : days.indexOf(nights.end);
  let bits = 0;
  // A start after the month leaves first at -1 and an end before it stop at -1: no night.
  if (first >= 0) for (let index = first; index < stop; index += 1) bits |= 1 << index;
  return bits;
}

/** Whether the night of the month's day at index is among the bits. */
export const holdsNight = (bits: number, index: number) => (bits & (1 << index)) !== 0;
