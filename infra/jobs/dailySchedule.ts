// When a daily job runs next, in a time zone with summer time. Pure, so DST days are unit-tested.
// Same rules as the cron library behind BullMQ's job schedulers (cron-parser), so both adapters agree:
// a time skipped by the spring change runs as many minutes after it (02:30 becomes 03:30), and a time
// that happens twice on the autumn change runs once, at its first occurrence.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The cron pattern of a daily time: minute and hour, every day. */
export const dailyCron = (at: { hour: number; minute: number }): string => `${at.minute} ${at.hour} * * *`;

/** The first instant strictly after `now` at which the clocks of `timeZone` show `at`. */
export function nextDailyRun(now: Date, at: { hour: number; minute: number }, timeZone: string): Date {
  const today = wallClock(now.getTime(), timeZone);
  for (let day = 0; ; day += 1) {
    const run = instantOf(Date.UTC(today.year, today.month - 1, today.day + day, at.hour, at.minute), timeZone);
    if (run > now.getTime()) return new Date(run);
  }
}

/** The instant at which the zone's clocks show `wall` (a wall time written as if it were UTC). */
function instantOf(wall: number, timeZone: string): number {
  // The zone's offsets a day before and a day after: a wall time lies in at most one change.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const matching = [before, after].map((offset) => wall - offset).filter((instant) => wall - offsetAt(instant, timeZone) === instant);
  // Twice (autumn): the first occurrence. Never (spring gap): read with the offset before the change.
  return matching.length > 0 ? Math.min(...matching) : wall - before;
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (instant % 1000));
}

/** The date and time the zone's clocks show at an instant. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}
