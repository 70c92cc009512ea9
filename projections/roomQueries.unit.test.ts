import { describe, expect, it } from 'vitest';
import { monthDays } from './roomQueries';

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
