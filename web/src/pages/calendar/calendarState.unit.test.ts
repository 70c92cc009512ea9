import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../../lib/listParams';
import { apiMonth, CALENDAR_LIST, monthWeeks, resetPlanning, shiftMonth, today } from './calendarState';

describe('room planning months', () => {
  it('asks the server for the first day of the month, written YYYY-M-01', () => {
    expect(apiMonth('2027-05')).toBe('2027-5-01');
    expect(apiMonth('2026-11')).toBe('2026-11-01');
  });

  it('steps over the turn of the year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('lays the month out in weeks starting on Monday', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe('room planning in the URL', () => {
  it('shows this month on a plain address or an unreadable month, and names the month once the planning changes', () => {
    const opening = readListParams(new URLSearchParams('month=2026-13&day=hier'), CALENDAR_LIST);
    expect(opening.filters).toEqual({ antenna: null, hotel: null, room: null, month: today().slice(0, 7), day: null, search: '' });
    const picked = { ...opening, filters: { ...opening.filters, hotel: 'h-1', day: '2026-11-05' } };
    expect(writeListParams(new URLSearchParams(), picked, CALENDAR_LIST).toString()).toBe(
      `hotel=h-1&month=${today().slice(0, 7)}&day=2026-11-05`,
    );
  });
});

describe('resetting the planning', () => {
  it('goes back to every hotel and room and to this month, keeping the day opened only within it', () => {
    expect(resetPlanning('2026-11-05', '2026-11-22')).toEqual({ hotel: null, room: null, month: '2026-11', day: '2026-11-05' });
    expect(resetPlanning('2027-01-05', '2026-11-22')).toEqual({ hotel: null, room: null, month: '2026-11', day: null });
    expect(resetPlanning(null, '2026-11-22')).toEqual({ hotel: null, room: null, month: '2026-11', day: null });
  });
});
