import type { DomiciliationFields } from './fields';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last day of a domiciliation: start + months − 1 day (docs/recipient-file.md, 'Domiciliation'). When the month reached
 * has no such day (31 January + 1 month), the anniversary is the first of the next month, so the
 * domiciliation runs to the end of the shorter month (28 or 29 February), as French law counts a
 * period of months "de quantième à quantième".
 */
export function domiciliationEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const anniversary =
    day > daysInTarget
      ? Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 1)
      : Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), day);
  return iso(anniversary - DAY);
}

type Period = Pick<DomiciliationFields, 'start_date' | 'end_date'>;

/** Valid on the day: started and not ended (both dates known). */
export const isValidOn = (dom: Period, today: string): boolean =>
  !!dom.start_date && !!dom.end_date && dom.start_date <= today && today <= dom.end_date;

/** Followed: another domiciliation of the file starts after this one (renewed, or taken over elsewhere). */
export const isFollowed = (dom: Pick<DomiciliationFields, 'start_date'>, starts: string[]): boolean =>
  !!dom.start_date && starts.some((start) => start > String(dom.start_date));

/** Both periods known and sharing at least one day. */
export const overlaps = (a: Period, b: Period): boolean =>
  !!a.start_date && !!a.end_date && !!b.start_date && !!b.end_date && a.start_date <= b.end_date && b.start_date <= a.end_date;

/** How the home table shows a row: green when a later domiciliation follows it, else red once ended, else warning. */
export type DashboardColour = 'green' | 'red' | 'warning';

/** The colour of a dashboard row on the day (docs/screens.md, 'Domiciliations arrivant à échéance'). */
export function dashboardColour(dom: Period, next: boolean, today: string): DashboardColour {
  if (next) return 'green';
  return dom.end_date && dom.end_date < today ? 'red' : 'warning';
}

/** The home table keeps ended domiciliations this many days, long enough to renew them or see they were (older ones are history). */
const DASHBOARD_ENDED_DAYS = 90;

/** The earliest end date the home table shows on the day. */
export function dashboardSince(today: string): string {
  const [year, month, day] = today.split('-').map(Number);
  return iso(Date.UTC(year, month - 1, day - DASHBOARD_ENDED_DAYS));
}
