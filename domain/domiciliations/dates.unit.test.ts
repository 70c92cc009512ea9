import { describe, expect, it } from 'vitest';
import { dashboardColour, domiciliationEnd, isFollowed, isValidOn, overlaps } from './dates';

describe('domiciliationEnd: start + months − 1 day', () => {
  it.each([
    ['2026-01-15', 12, '2027-01-14'],
    ['2026-03-01', 1, '2026-03-31'],
    ['2026-12-01', 1, '2026-12-31'],
    ['2026-11-22', 3, '2027-02-21'],
    ['2026-01-01', 120, '2035-12-31'],
  ])('%s for %i months ends on %s', (start, months, end) => {
    expect(domiciliationEnd(start, months)).toBe(end);
  });

  it('runs to the end of a shorter month when it has no such day', () => {
    expect(domiciliationEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(domiciliationEnd('2026-01-30', 1)).toBe('2026-02-28');
    expect(domiciliationEnd('2026-03-31', 1)).toBe('2026-04-30');
    expect(domiciliationEnd('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('counts 29 February in leap years', () => {
    expect(domiciliationEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(domiciliationEnd('2027-03-01', 12)).toBe('2028-02-29');
    expect(domiciliationEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(domiciliationEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(domiciliationEnd('2028-02-29', 48)).toBe('2032-02-28');
  });
});

describe('flags of the day', () => {
  const dom = { start_date: '2026-01-01', end_date: '2026-12-31' };

  it('is valid from its first to its last day, both included', () => {
    expect(isValidOn(dom, '2025-12-31')).toBe(false);
    expect(isValidOn(dom, '2026-01-01')).toBe(true);
    expect(isValidOn(dom, '2026-12-31')).toBe(true);
    expect(isValidOn(dom, '2027-01-01')).toBe(false);
    expect(isValidOn({ start_date: '2026-01-01', end_date: null }, '2026-06-01')).toBe(false);
  });

  it('overlaps when two periods share a day', () => {
    expect(overlaps(dom, { start_date: '2026-12-31', end_date: '2027-12-30' })).toBe(true);
    expect(overlaps(dom, { start_date: '2027-01-01', end_date: '2027-12-31' })).toBe(false);
    expect(overlaps(dom, { start_date: '2025-01-01', end_date: '2025-12-31' })).toBe(false);
    expect(overlaps(dom, { start_date: '2026-03-01', end_date: null })).toBe(false);
  });

  it('colours a row green when followed, red once ended, warning otherwise', () => {
    expect(dashboardColour(dom, true, '2027-02-01')).toBe('green');
    expect(dashboardColour(dom, false, '2027-01-01')).toBe('red');
    expect(dashboardColour(dom, false, '2026-12-31')).toBe('warning');
  });
});

describe('isFollowed: another domiciliation of the file starts later', () => {
  it('is followed by a later start only, its own and earlier ones not counting', () => {
    expect(isFollowed({ start_date: '2025-10-01' }, ['2025-10-01', '2026-10-01'])).toBe(true);
    expect(isFollowed({ start_date: '2026-10-01' }, ['2025-10-01', '2026-10-01'])).toBe(false);
    expect(isFollowed({ start_date: '2026-10-01' }, ['2026-10-01', ''])).toBe(false);
  });

  it('is never followed without a start date of its own', () => {
    expect(isFollowed({ start_date: null }, ['2026-10-01'])).toBe(false);
    expect(isFollowed({}, ['2026-10-01'])).toBe(false);
  });
});
