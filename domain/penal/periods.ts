import { addDays } from '../shared/dates';
import { PENAL_MESSAGES } from './rules';

// Dates of the penal situation: penal paths, durations, the days follow-ups cover, the header badge.

type Element = { start_date?: string | null; last?: boolean };

/** A penal path: its elements in order, and whether its last one closes it. */
export interface GroupedPath<T> {
  number: number;
  title: string;
  closed: boolean;
  elements: T[];
}

/**
 * Groups detention elements into penal paths. The rule: elements are ordered by start date (undated
 * ones last, ties in the order recorded); an element marked `last` closes its path, and the next element
 * opens a new one. So a path is a run of elements ending with one marked `last` (or still open at the
 * end). Numbered from the oldest; titled 'Parcours pénal n°N' only when the file has several.
 */
export function groupPaths<T extends Element>(recorded: T[]): GroupedPath<T>[] {
  const ordered = recorded
    .map((element, index) => ({ element, index }))
    .sort((a, b) => dayKey(a.element) - dayKey(b.element) || compareDays(a.element, b.element) || a.index - b.index)
    .map(({ element }) => element);
  const runs: T[][] = [];
  let open: T[] | null = null;
  for (const element of ordered) {
    if (!open) runs.push((open = []));
    open.push(element);
    if (element.last) open = null;
  }
  return runs.map((elements, i) => ({
    number: i + 1,
    title: runs.length > 1 ? `Parcours pénal n°${i + 1}` : 'Parcours pénal',
    closed: !!elements[elements.length - 1].last,
    elements,
  }));
}

const dayKey = (e: Element) => (e.start_date ? 0 : 1);
const compareDays = (a: Element, b: Element) => (a.start_date && b.start_date ? a.start_date.localeCompare(b.start_date) : 0);

/** Whole months from one day to another (a month counts once its day of the month is reached); null unless both are known. */
export function monthsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  if (!from || !to || to < from) return null;
  const [y1, m1, d1] = from.split('-').map(Number);
  const [y2, m2, d2] = to.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
}

/** A detention's duration in months: as typed, else from its start to its exit (else its end); null when unknown ('NR'). */
export function detentionDuration(d: {
  duration?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  exit_date?: string | null;
}): { duration: number | null; computed: boolean } {
  if (typeof d.duration === 'number') return { duration: d.duration, computed: false };
  const computed = monthsBetween(d.start_date, d.exit_date || d.end_date);
  return { duration: computed, computed: computed !== null };
}

type Period = { start_date: string; end_date: string };

/** Both periods share at least one day. */
export const periodsOverlap = (a: Period, b: Period): boolean => a.start_date <= b.end_date && b.start_date <= a.end_date;

/** The follow-up covering a day, if any (follow-ups of a file never overlap, so there is at most one). */
export function followOn<T extends Period>(follows: T[], day: string): T | undefined {
  return follows.find((f) => f.start_date <= day && day <= f.end_date);
}

/** True when every day from start to end is covered by the follow-ups (several may follow one another). */
export function coveredByFollows(follows: Period[], start: string, end: string): boolean {
  let day = start;
  for (const follow of [...follows].sort((a, b) => a.start_date.localeCompare(b.start_date))) {
    if (follow.end_date < day) continue;
    if (follow.start_date > day) return false;
    if (follow.end_date >= end) return true;
    day = addDays(follow.end_date, 1);
  }
  return false;
}

/** The justice period the header shows. */
export interface JusticeNow {
  source: 'period' | 'follow';
  start: string | null;
  end: string | null;
  organism: string | null;
}

/**
 * What the header shows of justice: the file's own period when it has a date (whatever today is, as it
 * was recorded), else the follow-up running today, else nothing. Judged when read, never stored.
 */
export function justiceNow<F extends Period & { organism: string | null }>(
  period: { start: string | null; end: string | null; organism: string | null },
  follows: F[],
  today: string,
): JusticeNow | null {
  if (period.start || period.end) return { source: 'period', ...period };
  const running = followOn(follows, today);
  return running ? { source: 'follow', start: running.start_date, end: running.end_date, organism: running.organism } : null;
}

const frenchDate = (day: string | null) => (day ? day.split('-').reverse().join('/') : '???');

/** The header badge: 'Sous main de justice du : {start} au {end} (organism)', '???' for an unknown date, or 'Pas de suivi en cours'. */
export function justiceBadge(justice: JusticeNow | null): string {
  if (!justice) return PENAL_MESSAGES.noFollowing;
  const organism = justice.organism ? ` (${justice.organism})` : '';
  return `Sous main de justice du : ${frenchDate(justice.start)} au ${frenchDate(justice.end)}${organism}`;
}
