import { describe, expect, it } from 'vitest';
import { addDays, addMonths, frenchDay, parisInstant } from './dates';

describe('dates', () => {
  it('gives the day in France of an instant, across midnight UTC', () => {
    expect(frenchDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(frenchDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('adds and removes days across months, years and a leap day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-27', -30)).toBe('2026-10-28');
  });

  it('adds months, a day the month lacks becoming its last', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

describe('parisInstant', () => {
  it('is an hour before UTC in winter and two in summer', () => {
    expect(parisInstant('2026-11-27', 6, 0).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(parisInstant('2026-07-14', 0, 5).toISOString()).toBe('2026-07-13T22:05:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 29 March 2026: 02:00 becomes 03:00; 25 October 2026: 03:00 becomes 02:00.
    expect(parisInstant('2026-03-29', 6, 0).toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(parisInstant('2026-03-29', 2, 30).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parisInstant('2026-10-25', 6, 0).toISOString()).toBe('2026-10-25T05:00:00.000Z');
    expect(parisInstant('2026-03-29', 0, 5).toISOString()).toBe('2026-03-28T23:05:00.000Z');
  });
});
