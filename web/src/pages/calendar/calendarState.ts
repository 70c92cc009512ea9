// The room planning's state in the URL query string (hotel, room, month shown, day opened, search of
// the free rooms), so that a link or a reload shows the same planning, and the month arithmetic of its grid.
import { frenchDay } from '@domain/shared/dates';
import { idParam, patternParam, textParam, type ListSpec, type ParamCodec } from '../../lib/listParams';

/** Antenna counted, hotel and room chosen, month shown (YYYY-MM), day opened (YYYY-MM-DD), top-bar search of its free rooms. */
export interface CalendarState {
  antenna: string | null;
  hotel: string | null;
  room: string | null;
  month: string;
  day: string | null;
  search: string;
}

/** Today in France, whatever the computer's time zone. */
export const today = () => frenchDay(new Date());

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The month the server is asked for: its first day, written YYYY-M-01 (docs/screens.md, 'Room calendar'). */
export function apiMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${year}-${m}-01`;
}

/** The month before or after (delta -1 or 1). */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The days of the month by week, Monday first; null pads the first and last weeks. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array<null>((first.getUTCDay() + 6) % 7).fill(null);
  for (let day = 1; day <= count; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month shown: this month unless the URL names one; once the planning changes, the URL always names it. */
const monthParam: ParamCodec<string> = { read: (text) => (text && MONTH.test(text) ? text : today().slice(0, 7)), write: (month) => month };

/** What the planning keeps in the URL. */
export const CALENDAR_LIST: ListSpec<CalendarState> = {
  filters: { antenna: idParam, hotel: idParam, room: idParam, month: monthParam, day: patternParam(DAY), search: textParam },
};

/**
 * What 'Réinitialiser' puts back: every hotel and room, and this month. The day opened stays open
 * only if it is in this month, so the list under the grid never speaks of a month not shown.
 */
export function resetPlanning(day: string | null, now = today()): Pick<CalendarState, 'hotel' | 'room' | 'month' | 'day'> {
  const month = now.slice(0, 7);
  return { hotel: null, room: null, month, day: day?.startsWith(`${month}-`) ? day : null };
}
