import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { buildActor } from '../testing/builders';
import {
  antennaChoices,
  defaultReportParams,
  judgeIndicatorPeriod,
  judgeStatistic,
  periodDays,
  reportPeriod,
  statisticErrors,
  type StatisticInput,
} from './params';
import { STATISTICS_MESSAGES as M } from './reportTypes';

const volunteer = buildActor('volunteer', { antenna_id: 'ant-nord' });
const admin = buildActor('admin', { antenna_id: 'siege' });
const siege = buildActor('siege', { antenna_id: 'siege' });
const period = (start_date: string | null, end_date: string | null, antenna_id: string | null = 'ant-nord') => ({
  type: 'meeting_statistics',
  params: { antenna_id, start_date, end_date },
});

/** The error a judgement throws (the test fails when it throws none). */
function refusal(actor: typeof volunteer, input: StatisticInput): DomainError {
  try {
    judgeStatistic(actor, input);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('statisticErrors', () => {
  it('requires a known type', () => {
    expect(statisticErrors({})).toEqual({ type: M.typeRequired });
    expect(statisticErrors({ type: 'rapport_inconnu', params: {} })).toEqual({ type: M.typeRequired });
  });

  it('requires both dates of a period, real ones', () => {
    expect(statisticErrors(period(null, ''))).toEqual({ 'params.start_date': M.startRequired, 'params.end_date': M.endRequired });
    expect(statisticErrors(period('2025-02-30', '2025-13-01'))).toEqual({
      'params.start_date': 'Date invalide',
      'params.end_date': 'Date invalide',
    });
  });

  it('refuses an end before the start, and a period over five years', () => {
    expect(statisticErrors(period('2025-03-02', '2025-03-01'))).toEqual({ 'params.end_date': M.endBeforeStart });
    expect(statisticErrors(period('2020-01-01', '2025-01-04'))).toEqual({ 'params.end_date': M.periodTooLong });
    expect(statisticErrors(period('2020-01-01', '2025-01-03'))).toEqual({});
    expect(statisticErrors(period('2025-03-01', '2025-03-01'))).toEqual({});
  });

  it('asks the annual report for a year, not for dates', () => {
    const annual = (year: unknown) => ({ type: 'domiciliation_annual_report', params: { antenna_id: 'ant-nord', year } as never });
    expect(statisticErrors(annual(null))).toEqual({ 'params.year': M.yearRequired });
    expect(statisticErrors(annual('20255'))).toEqual({ 'params.year': 'Année invalide' });
    expect(statisticErrors(annual(2025.5))).toEqual({ 'params.year': 'Année invalide' });
    expect(statisticErrors(annual('2025'))).toEqual({});
  });
});

describe('periodDays', () => {
  it('counts both ends, across a leap day', () => {
    expect(periodDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
  });
});

describe('judgeStatistic', () => {
  it('gives the statistic with the parameters of its type', () => {
    expect(judgeStatistic(volunteer, period('2025-01-01', '2025-06-30'))).toEqual({
      type: 'meeting_statistics',
      params: { antenna_id: 'ant-nord', start_date: '2025-01-01', end_date: '2025-06-30' },
    });
    expect(judgeStatistic(volunteer, { type: 'domiciliation_annual_report', params: { antenna_id: 'ant-nord', year: '2025' } })).toEqual({
      type: 'domiciliation_annual_report',
      params: { antenna_id: 'ant-nord', year: 2025 },
    });
  });

  it('refuses a missing type with the message of a form without a type', () => {
    const error = refusal(volunteer, { params: {} });
    expect([error.kind, error.code, error.message, error.errors]).toEqual([
      'validation',
      'OBJECT_CANNOT_BE_VALIDATED',
      M.badParams,
      { type: M.typeRequired },
    ]);
  });

  it('refuses bad parameters with the message of docs/screens.md, Statistics', () => {
    const error = refusal(volunteer, period('2025-03-02', '2025-03-01'));
    expect([error.kind, error.message, error.errors]).toEqual(['validation', M.paramsRejected, { 'params.end_date': M.endBeforeStart }]);
  });

  it('refuses a volunteer a restricted report, even of their antenna', () => {
    const error = refusal(volunteer, { ...period('2025-01-01', '2025-12-31'), type: 'recipient_statistics' });
    expect([error.kind, error.message]).toEqual(['forbidden', M.restricted]);
  });

  it('refuses another antenna, or every antenna, without statistics_absolute', () => {
    expect(refusal(volunteer, period('2025-01-01', '2025-12-31', 'ant-sud')).message).toBe(M.otherAntenna);
    expect(refusal(volunteer, period('2025-01-01', '2025-12-31', null)).message).toBe(M.otherAntenna);
    const noAntenna = buildActor('volunteer', { antenna_id: null });
    expect(refusal(noAntenna, period('2025-01-01', '2025-12-31', null)).message).toBe(M.otherAntenna);
  });

  it('lets statistics_absolute choose any antenna or all, and administrators the restricted reports', () => {
    expect(judgeStatistic(siege, period('2025-01-01', '2025-12-31', 'ant-sud')).params.antenna_id).toBe('ant-sud');
    expect(judgeStatistic(siege, period('2025-01-01', '2025-12-31', null)).params.antenna_id).toBeNull();
    expect(refusal(siege, { ...period('2025-01-01', '2025-12-31'), type: 'user_statistics' }).message).toBe(M.restricted);
    expect(judgeStatistic(admin, { ...period('2025-01-01', '2025-12-31', null), type: 'user_statistics' }).type).toBe('user_statistics');
  });
});

describe('defaultReportParams', () => {
  it('starts an activity report from the current year to date, even in December and on 1 January', () => {
    expect(defaultReportParams('meeting_statistics', volunteer, '2026-03-15')).toEqual({
      antenna_id: 'ant-nord',
      start_date: '2026-01-01',
      end_date: '2026-03-15',
    });
    expect(defaultReportParams('housing_statistics', volunteer, '2026-12-31')).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(defaultReportParams('people_statistics', volunteer, '2026-01-01')).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-01-01',
    });
  });

  it("starts the préfet's annual report from the last calendar year, in December as on 1 January", () => {
    expect(defaultReportParams('domiciliation_annual_report', volunteer, '2026-12-15')).toEqual({ antenna_id: 'ant-nord', year: 2025 });
    expect(defaultReportParams('domiciliation_annual_report', volunteer, '2026-01-01')).toEqual({ antenna_id: 'ant-nord', year: 2025 });
  });

  it('starts head-office staff with statistics_absolute from every antenna', () => {
    expect(defaultReportParams('meeting_statistics', siege, '2026-03-15').antenna_id).toBeNull();
    const siegeWithout = buildActor('siege', { antenna_id: 'siege', rights: [] });
    expect(defaultReportParams('meeting_statistics', siegeWithout, '2026-03-15').antenna_id).toBe('siege');
  });
});

describe('reportPeriod', () => {
  it('covers 1 January to 31 December of the annual report year', () => {
    expect(reportPeriod({ type: 'domiciliation_annual_report', params: { antenna_id: null, year: 2025 } })).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    expect(
      reportPeriod({ type: 'people_statistics', params: { antenna_id: null, start_date: '2025-02-01', end_date: '2025-02-28' } }),
    ).toEqual({
      start_date: '2025-02-01',
      end_date: '2025-02-28',
    });
  });
});

describe('antennaChoices', () => {
  const antennas = [
    { _id: 'ant-nord', name: 'Antenne Nord' },
    { _id: 'ant-sud', name: 'Antenne Sud' },
  ];

  it('allows only the own antenna without statistics_absolute', () => {
    expect(antennaChoices(volunteer, antennas)).toEqual([
      { _id: 'ant-nord', name: 'Antenne Nord', allowed: true },
      { _id: 'ant-sud', name: 'Antenne Sud', allowed: false },
    ]);
  });

  it('offers every antenna, and all of them first, with statistics_absolute', () => {
    expect(antennaChoices(siege, antennas)).toEqual([
      { _id: null, name: 'Toutes les antennes', allowed: true },
      { _id: 'ant-nord', name: 'Antenne Nord', allowed: true },
      { _id: 'ant-sud', name: 'Antenne Sud', allowed: true },
    ]);
  });
});

describe('judgeIndicatorPeriod', () => {
  it('gives the antenna and period, an empty antenna meaning every antenna', () => {
    expect(judgeIndicatorPeriod(siege, { antenna_id: '', start_date: '2025-01-01', end_date: '2025-03-31' })).toEqual({
      antenna_id: null,
      start_date: '2025-01-01',
      end_date: '2025-03-31',
    });
  });

  it('names the query fields in its errors, and refuses another antenna without statistics_absolute', () => {
    let error: unknown;
    try {
      judgeIndicatorPeriod(volunteer, { antenna_id: 'ant-nord', start_date: '2025-04-01', end_date: '2025-03-31' });
    } catch (caught) {
      error = caught;
    }
    expect((error as DomainError).errors).toEqual({ end_date: M.endBeforeStart });
    expect(() => judgeIndicatorPeriod(volunteer, { antenna_id: '', start_date: '2025-01-01', end_date: '2025-03-31' })).toThrow(
      M.otherAntenna,
    );
  });
});
