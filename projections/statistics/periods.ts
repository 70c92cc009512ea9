import type { Filter } from '../docStore';

// The periods reports and indicators are computed over, and the filter of an antenna's facts.

/** Days from `first` to `last`, both included. */
export interface Days {
  first: string;
  last: string;
}

/** The facts of one antenna, or of every antenna when null. */
export const ofAntenna = (antennaId: string | null): Filter => (antennaId === null ? {} : { antenna_id: antennaId });

/** A calendar month of a period, cut to the period. */
export interface MonthSpan extends Days {
  /** YYYY-MM. */
  month: string;
}

/** The months a period touches, each cut to the period. */
export function monthSpans(period: Days): MonthSpan[] {
  const spans: MonthSpan[] = [];
  for (let month = period.first.slice(0, 7); month <= period.last.slice(0, 7); month = nextMonth(month)) {
    const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    spans.push({
      month,
      first: `${month}-01` > period.first ? `${month}-01` : period.first,
      last: lastDay < period.last ? lastDay : period.last,
    });
  }
  return spans;
}

const nextMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
};

const SHORT_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

/** A YYYY-MM month as the charts label it: 'janv. 2026'. */
export const shortMonthLabel = (month: string) => `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
