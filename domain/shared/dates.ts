// Built once: a formatter costs far more to build than to use, and projections call frenchDay per event.
const FRENCH_DAY = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The last day formatted, by its minute: France changes day on the hour, and most requests ask for today. */
let lastDay = { minute: NaN, day: '' };

/** The calendar day of an instant in France, as YYYY-MM-DD. */
export function frenchDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: FRENCH_DAY.format(instant) };
  return lastDay.day;
}

const DAY_MS = 86_400_000;

/** The day n days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day n months later; a day the month lacks becomes its last day (30 November + 3 months: 28 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0));
  return new Date(Date.UTC(lastOfTarget.getUTCFullYear(), lastOfTarget.getUTCMonth(), Math.min(date, lastOfTarget.getUTCDate())))
    .toISOString()
    .slice(0, 10);
}

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far ahead of UTC the clock in France is at an instant (1 or 2 hours), in milliseconds. */
function parisOffsetMs(instant: number): number {
  const part = Object.fromEntries(PARIS_PARTS.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant a clock in France shows this time on this day (a time skipped by the spring change falls an hour later). */
export function parisInstant(day: string, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - parisOffsetMs(wall);
  const second = wall - parisOffsetMs(first);
  return new Date(Math.max(first, second));
}
