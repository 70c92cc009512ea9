import { parseUnitPrice, UNIT_PRICE_DECIMALS } from '../shared/amounts';
import { isBlank } from '../shared/validation';
import type { HelpLine, HelpLineInput } from './fields';

// The figures of a meeting's aids, computed by the server when it records a meeting and by the web
// form as the user types (the same functions): quantities whole, totals to the cent.

/** A file's aid total at or above this (€) is highlighted in the recipients list (docs/screens.md, 'Recipients list'). */
export const HELP_TOTAL_HIGH = 250;

// Digits with at most one decimal separator, a dot or a French comma, as amounts are read.
const DECIMAL = /^-?(\d+[.,]?\d*|[.,]\d+)$/;

/** A quantity as a meeting counts it: a number, or one typed ('2', '1,5'), rounded to a whole number; null when it is not a number. */
export function readQuantity(value: unknown): number | null {
  const read =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value.trim())
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  if (!Number.isFinite(read)) return null;
  const rounded = Math.round(read);
  // -0.4 rounds to -0, which is no quantity of anything: it reads as 0.
  return rounded === 0 ? 0 : rounded;
}

/** Cents of an amount already rounded to the cent, as an exact whole number. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * A line's total: quantity × unit price, then rounded to the cent (3 × 3,333 € is 10,00 €). Computed on whole numbers
 * of the unit price's smallest part, so that no binary rounding creeps in (3 × 0.1 is 0.3).
 */
export function lineTotal(quantity: number, uPrice: number): number {
  const scale = 10 ** UNIT_PRICE_DECIMALS;
  const parts = quantity * Math.round(uPrice * scale);
  return Math.round(parts / (scale / 100)) / 100;
}

/** A meeting's aid total: the sum of its lines' totals, to the cent. */
export function meetingTotal(lines: readonly Pick<HelpLine, 'total_price'>[]): number {
  return lines.reduce((sum, line) => sum + cents(line.total_price), 0) / 100;
}

/** A total high enough to be highlighted. */
export const isHelpTotalHigh = (total: number): boolean => total >= HELP_TOTAL_HIGH;

/** A line's figures as typed: quantity rounded, unit price read (blank: 0), total; null where a figure cannot be read. */
export interface LineFigures {
  quantity: number | null;
  u_price: number | null;
  total_price: number | null;
}

/** The figures of one line as the form holds it (the web shows its total live). */
export function lineFigures(line: Pick<HelpLineInput, 'quantity' | 'u_price'>): LineFigures {
  const quantity = readQuantity(line.quantity);
  const uPrice = isBlank(line.u_price) ? 0 : parseUnitPrice(line.u_price);
  const total_price = quantity !== null && uPrice !== null ? lineTotal(quantity, uPrice) : null;
  return { quantity, u_price: uPrice, total_price };
}

/** The figures of every line of a form and the meeting's total (lines whose figures cannot be read count for nothing). */
export function meetingFigures(lines: readonly Pick<HelpLineInput, 'quantity' | 'u_price'>[]): { lines: LineFigures[]; total: number } {
  const figures = lines.map(lineFigures);
  return { lines: figures, total: meetingTotal(figures.map((line) => ({ total_price: line.total_price ?? 0 }))) };
}

/** What a file's meetings add up to: how many, the latest date, the aids total and whether it is highlighted. */
export interface MeetingsSummary {
  count: number;
  last_meeting: string | null;
  help_total: number;
  help_total_high: boolean;
}

/** The summary of a file's meetings (the 'TOTAUX' row, the file's last_meeting and help_total). */
export function meetingsSummary(meetings: readonly { date: string; helps: readonly Pick<HelpLine, 'total_price'>[] }[]): MeetingsSummary {
  const help_total = meetingTotal(meetings.map((meeting) => ({ total_price: meetingTotal(meeting.helps) })));
  const last_meeting = meetings.reduce<string | null>(
    (latest, meeting) => (latest === null || meeting.date > latest ? meeting.date : latest),
    null,
  );
  return { count: meetings.length, last_meeting, help_total, help_total_high: isHelpTotalHigh(help_total) };
}
