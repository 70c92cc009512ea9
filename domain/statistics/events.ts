import type { ReportParams, ReportType } from './reportTypes';

/**
 * A report was asked for and its job acknowledged: who asked, which report over which antenna, and the event log's
 * position the report must see (a decimal string). Recorded on `statistic-<jobId>` before the job is started, so that
 * a job lost with its process (the in-memory jobs of the embedded stack) can be started again from it. It names staff
 * and antennas only: a report's parameters hold no person's data.
 */
export type StatisticReportRequested = {
  type: 'StatisticReportRequested';
  data: {
    requested_by: string;
    type: ReportType;
    params: ReportParams;
    antenna_name: string;
    position: string;
  };
};

/** The job of a report asked for was lost (its process stopped) and was started again for its requester. */
export type StatisticReportResumed = { type: 'StatisticReportResumed'; data: Record<string, never> };

/**
 * A statistics report was produced and stored: who asked for it, which report over which antenna and period,
 * and the file kept (its id in the file store, name, size and digest). Recorded once per job, on the stream
 * `statistic-<jobId>`, so that what was handed out can be found again and accounted for.
 */
export type StatisticReportProduced = {
  type: 'StatisticReportProduced';
  data: {
    requested_by: string;
    type: ReportType;
    params: ReportParams;
    antenna_name: string;
    start_date: string;
    end_date: string;
    file_id: string;
    filename: string;
    size: number;
    sha256: string;
  };
};

/** The events of a report's stream, `statistic-<jobId>` (streams of reports produced before requests were recorded hold their report alone). */
export type StatisticEvent = StatisticReportRequested | StatisticReportResumed | StatisticReportProduced;
