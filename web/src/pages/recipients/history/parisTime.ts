// The date-time picker works on wall-clock text ('YYYY-MM-DD HH:mm:ss') while the server takes
// instants. The back office shows instants in French time whatever the computer's time zone (see
// lib/format.ts), so the picker's text is read and written as French time too.

const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The French wall-clock time of an instant, as 'YYYY-MM-DD HH:mm:ss'. */
export function toParisWallTime(instant: string | Date): string {
  const parts = Object.fromEntries(PARIS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Milliseconds the wall clock in France is ahead of UTC at an instant. */
function parisOffset(epoch: number): number {
  const match = WALL.exec(toParisWallTime(new Date(epoch))) as RegExpExecArray;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(epoch / 1000) * 1000;
}

/** The instant (ISO, UTC) of a French wall-clock time; null when the text is not one. */
export function fromParisWallTime(wall: string): string | null {
  const match = WALL.exec(wall.trim());
  if (!match) return null;
  const [y, mo, d, h, mi, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The offset depends on the instant itself (summer time): a second pass settles it.
  const first = asUtc - parisOffset(asUtc);
  return new Date(asUtc - parisOffset(first)).toISOString();
}
