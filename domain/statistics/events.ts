import type { ReportParams, ReportType } from './reportTypes';

/**
 * A statistics report was produced and stored: who asked for it, which report over which antenna and period,
 * and the file kept (its id in the file store, name, size and digest). Recorded once per job, on the stream
 * `statistic-<jobId>`, so that what was handed out can be found again and accounted for.
 */
export type StatisticEvent = {
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
