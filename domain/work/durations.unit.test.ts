import { describe, expect, it } from 'vitest';
import { computedEndDate, durationWeeks, experienceDurationLabel, periodDuration, weeksLabel } from './durations';

describe('the duration of a formation or a job', () => {
  it('counts the whole weeks from the start to the end, both days counted, rounded to the nearest and never below 1', () => {
    expect(durationWeeks('2027-01-05', '2027-01-26')).toBe(3);
    expect(durationWeeks('2026-10-01', '2026-12-31')).toBe(13);
    expect(durationWeeks('2026-03-02', '2026-03-06')).toBe(1);
    expect(durationWeeks('2026-03-02', '2026-03-02')).toBe(1);
    expect(durationWeeks('2026-03-02', '2026-03-08')).toBe(1);
    expect(durationWeeks('2026-03-02', '2026-03-09')).toBe(1);
    expect(durationWeeks('2026-03-02', '2026-03-12')).toBe(2);
    expect(durationWeeks('2026-01-05', '2026-12-31')).toBe(52);
  });

  it('ends at the effective end, else the planned end; without either it is Indeterminée', () => {
    expect(computedEndDate({ end_date: '2026-06-30', effective_end_date: '2026-05-15' })).toBe('2026-05-15');
    expect(periodDuration({ start_date: '2026-03-02', end_date: '2026-03-13', effective_end_date: null })).toEqual({
      computed_end_date: '2026-03-13',
      duration_weeks: 2,
      duration_label: '2 semaines',
    });
    expect(periodDuration({ start_date: '2026-03-02', end_date: null })).toEqual({
      computed_end_date: null,
      duration_weeks: null,
      duration_label: 'Indeterminée',
    });
    expect(periodDuration({ start_date: null, end_date: '2026-03-13' }).duration_label).toBe('Indeterminée');
  });

  it('reads one week in the singular', () => {
    expect(weeksLabel(1)).toBe('1 semaine');
  });
});

describe('the duration of an experience', () => {
  it('reads in years and months, none when unknown', () => {
    expect(experienceDurationLabel({ years: 2, months: 3 })).toBe('2 ans et 3 mois');
    expect(experienceDurationLabel({ years: 1, months: 0 })).toBe('1 an');
    expect(experienceDurationLabel({ years: null, months: 5 })).toBe('5 mois');
    expect(experienceDurationLabel({ years: null, months: null })).toBeNull();
    expect(experienceDurationLabel(null)).toBeNull();
  });
});
