import { describe, expect, it } from 'vitest';
import { holdsNight, monthDays, monthsOfNights, nightsInMonth } from './roomNights';

describe('monthDays', () => {
  it('lists every day of the month, in order, whichever way the month is written', () => {
    expect(monthDays('2026-11-01')).toHaveLength(30);
    expect(monthDays('2026-1-01')[0]).toBe('2026-01-01');
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('knows the leap years', () => {
    expect(monthDays('2028-02-01').at(-1)).toBe('2028-02-29');
    expect(monthDays('2100-02-01').at(-1)).toBe('2100-02-28');
  });
});

describe('monthsOfNights', () => {
  it('lists the months from the first night to the eve of the end, across a new year', () => {
    expect(monthsOfNights('2026-11-20', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(monthsOfNights('2026-11-20', '2027-02-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('has no month for a stay without a night', () => {
    expect(monthsOfNights('2026-11-20', '2026-11-20')).toEqual([]);
    expect(monthsOfNights('2026-11-20', '2026-11-19')).toEqual([]);
  });
});

describe('nightsInMonth', () => {
  const nights = (month: string, start: string, end: string) => {
    const bits = nightsInMonth(month, { start, end });
    return monthDays(month).filter((_, index) => holdsNight(bits, index));
  };

  it('holds the nights from the start to the eve of the end', () => {
    expect(nights('2026-11', '2026-11-10', '2026-11-13')).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
  });

  it('cuts a stay at the edges of the month, the 31st included', () => {
    expect(nights('2026-12', '2026-11-20', '2026-12-02')).toEqual(['2026-12-01']);
    expect(nights('2026-12', '2026-12-30', '2027-01-05')).toEqual(['2026-12-30', '2026-12-31']);
    expect(nights('2026-12', '2026-11-01', '2027-03-01')).toHaveLength(31);
  });

  it('holds nothing of a month the stay does not reach', () => {
    expect(nightsInMonth('2026-12', { start: '2026-11-10', end: '2026-12-01' })).toBe(0);
    expect(nightsInMonth('2026-12', { start: '2027-01-01', end: '2027-01-03' })).toBe(0);
  });
});
