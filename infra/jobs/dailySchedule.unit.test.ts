import { describe, expect, it } from 'vitest';
import { dailyCron, nextDailyRun } from './dailySchedule';

const next = (now: string, hour: number, minute: number) => nextDailyRun(new Date(now), { hour, minute }, 'Europe/Paris').toISOString();

describe('nextDailyRun (Europe/Paris)', () => {
  it('runs later the same day, or the next day once the time has passed', () => {
    expect(next('2026-01-15T10:00:00Z', 12, 0)).toBe('2026-01-15T11:00:00.000Z');
    expect(next('2026-01-15T10:00:00Z', 6, 15)).toBe('2026-01-16T05:15:00.000Z');
    expect(next('2026-07-01T03:00:00Z', 6, 15)).toBe('2026-07-01T04:15:00.000Z');
  });

  it('runs strictly after now', () => {
    expect(next('2026-01-15T05:15:00Z', 6, 15)).toBe('2026-01-16T05:15:00.000Z');
    expect(next('2026-01-15T05:14:59.999Z', 6, 15)).toBe('2026-01-15T05:15:00.000Z');
  });

  it("takes the day from Paris's clocks, not from UTC", () => {
    // 00:30 on the 16th in Paris, 23:30 on the 15th in UTC.
    expect(next('2026-01-15T23:30:00Z', 0, 45)).toBe('2026-01-15T23:45:00.000Z');
    expect(next('2026-12-31T23:30:00Z', 0, 0)).toBe('2027-01-01T23:00:00.000Z');
  });

  it('keeps the time of day across the spring change (29 March 2026, 02:00 becomes 03:00)', () => {
    expect(next('2026-03-28T12:00:00Z', 6, 15)).toBe('2026-03-29T04:15:00.000Z');
    expect(next('2026-03-29T04:15:00Z', 6, 15)).toBe('2026-03-30T04:15:00.000Z');
    expect(next('2026-03-28T12:00:00Z', 0, 0)).toBe('2026-03-28T23:00:00.000Z');
    expect(next('2026-03-28T23:00:00Z', 0, 0)).toBe('2026-03-29T22:00:00.000Z');
  });

  it('runs a time the spring change skips as many minutes after the change', () => {
    expect(next('2026-03-28T12:00:00Z', 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    expect(next('2026-03-28T12:00:00Z', 2, 0)).toBe('2026-03-29T01:00:00.000Z');
    expect(next('2026-03-29T01:30:00Z', 2, 30)).toBe('2026-03-30T00:30:00.000Z');
  });

  it('runs a time the autumn change repeats once, at its first occurrence (25 October 2026)', () => {
    expect(next('2026-10-24T12:00:00Z', 2, 30)).toBe('2026-10-25T00:30:00.000Z');
    // 01:30 UTC is 02:30 again in Paris: not a second run.
    expect(next('2026-10-25T00:30:00Z', 2, 30)).toBe('2026-10-26T01:30:00.000Z');
    expect(next('2026-10-24T12:00:00Z', 6, 15)).toBe('2026-10-25T05:15:00.000Z');
    expect(next('2026-10-25T05:15:00Z', 6, 15)).toBe('2026-10-26T05:15:00.000Z');
  });
});

describe('dailyCron', () => {
  it('writes the minute then the hour, every day', () => {
    expect(dailyCron({ hour: 6, minute: 5 })).toBe('5 6 * * *');
  });
});
