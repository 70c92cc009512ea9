import { WORK_MESSAGES } from './rules';
import type { ExperienceDuration } from './fields';

// The figures of the Formation/Emploi tab, computed by the server when a record is read (the client
// shows them as given): a formation's or a job's length in weeks, an experience's in years and months.

const DAY_MS = 86_400_000;

/** The day a formation or job ends: its effective end, else its planned end, else none. */
export function computedEndDate(period: { end_date?: string | null; effective_end_date?: string | null }): string | null {
  return period.effective_end_date || period.end_date || null;
}

/**
 * Whole weeks from the start to the end day, both counted, rounded to the nearest as staff count them (5 to 26 January
 * is 3 weeks, October to December 13), never below 1 (a Monday-to-Friday course is 1 week); null without both dates.
 */
export function durationWeeks(start: string | null | undefined, end: string | null): number | null {
  if (!start || !end) return null;
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
  return Number.isFinite(days) && days > 0 ? Math.max(1, Math.round(days / 7)) : null;
}

/** The duration as the tables show it: 'N semaines', or 'Indeterminée' (spelled as docs/screens.md keeps it) when it has no end. */
export function weeksLabel(weeks: number | null): string {
  if (weeks === null) return WORK_MESSAGES.undetermined;
  return weeks === 1 ? '1 semaine' : `${weeks} semaines`;
}

/** A formation's or job's duration: to its effective end, else its planned end. */
export function periodDuration(period: { start_date?: string | null; end_date?: string | null; effective_end_date?: string | null }) {
  const computed_end_date = computedEndDate(period);
  const duration_weeks = durationWeeks(period.start_date, computed_end_date);
  return { computed_end_date, duration_weeks, duration_label: weeksLabel(duration_weeks) };
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** An experience's duration in words: '2 ans et 3 mois', '1 an', '5 mois'; null when unknown. */
export function experienceDurationLabel(duration: ExperienceDuration | null | undefined): string | null {
  const years = duration?.years ?? 0;
  const months = duration?.months ?? 0;
  const parts = [years > 0 ? plural(years, 'an', 'ans') : null, months > 0 ? `${months} mois` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' et ') : null;
}
