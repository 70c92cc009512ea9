import { describe, expect, it } from 'vitest';
import type { Aggregate } from '../shared/aggregate';
import { given } from '../testing/givenWhenThen';
import type { StatisticEvent, StatisticReportProduced, StatisticReportRequested } from './events';
import {
  evolveReportRequest,
  initialReportRequestState,
  lostReport,
  recordReport,
  requestReport,
  resumeReport,
  type ReportRequestState,
} from './reportRequest';

const reports: Aggregate<ReportRequestState, StatisticEvent> = { initialState: initialReportRequestState, evolve: evolveReportRequest };
const asked: StatisticReportRequested['data'] = {
  requested_by: 'u-nord',
  type: 'meeting_statistics',
  params: { antenna_id: 'ant-nord', start_date: '2025-01-01', end_date: '2025-03-31' },
  antenna_name: 'Antenne Nord',
  position: '42',
};
const file: StatisticReportProduced['data'] = {
  requested_by: 'u-nord',
  type: 'meeting_statistics',
  params: asked.params,
  antenna_name: 'Antenne Nord',
  start_date: '2025-01-01',
  end_date: '2025-03-31',
  file_id: 'f1',
  filename: 'Statistiques.xlsx',
  size: 1234,
  sha256: 'ab',
};
const requested: StatisticEvent = { type: 'StatisticReportRequested', data: asked };
const resumed: StatisticEvent = { type: 'StatisticReportResumed', data: {} };
const produced: StatisticEvent = { type: 'StatisticReportProduced', data: file };
const fold = (events: StatisticEvent[]) => events.reduce(evolveReportRequest, initialReportRequestState);

describe('requestReport', () => {
  it('records the request on a new stream, and nothing on one that holds it', () => {
    given(reports)
      .when((s) => requestReport(s, asked))
      .then([requested]);
    given(reports, [requested])
      .when((s) => requestReport(s, asked))
      .thenNothing();
  });
});

describe('resumeReport', () => {
  it('records that a lost job is started again, once', () => {
    given(reports, [requested]).when(resumeReport).then([resumed]);
    given(reports, [requested, resumed]).when(resumeReport).thenNothing();
  });

  it('starts nothing again once produced, nor what was never asked for', () => {
    given(reports, [requested, produced]).when(resumeReport).thenNothing();
    given(reports, [produced]).when(resumeReport).thenNothing();
    given(reports).when(resumeReport).thenNothing();
  });
});

describe('recordReport', () => {
  it('records the file once, whichever attempt comes second', () => {
    given(reports, [requested, resumed])
      .when((s) => recordReport(s, file))
      .then([produced]);
    given(reports, [requested, produced])
      .when((s) => recordReport(s, file))
      .thenNothing();
  });
});

describe('lostReport', () => {
  it('tells its requester alone what became of a report whose job is no longer known', () => {
    const cases: [StatisticEvent[], string, ReturnType<typeof lostReport>][] = [
      [[requested], 'u-nord', { outcome: 'resume', request: asked }],
      [[requested, resumed], 'u-nord', { outcome: 'interrupted' }],
      [[requested, resumed, produced], 'u-nord', { outcome: 'produced', report: file }],
      // A report produced before requests were recorded.
      [[produced], 'u-nord', { outcome: 'produced', report: file }],
      [[requested], 'u-sud', { outcome: 'unknown' }],
      [[produced], 'u-sud', { outcome: 'unknown' }],
      [[], 'u-nord', { outcome: 'unknown' }],
    ];
    for (const [events, actor, outcome] of cases)
      expect([events.map((e) => e.type), actor, lostReport(fold(events), actor)]).toEqual([events.map((e) => e.type), actor, outcome]);
  });
});
