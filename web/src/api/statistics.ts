import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportType, Statistic } from '@domain/statistics/reportTypes';
import type { IndicatorsView, ReportJobView, StatisticDefaultView, StatisticTypeView } from '../../../api/types';
import { fetchFile, type FetchedFile } from '../lib/download';
import { ApiError, callApi, get } from './client';

// The statistics reports (docs/api.md 'Statistics'): the types the reader may produce, a type's default
// parameters, a report produced as a job followed until its file is ready, and the indicators of the
// /statistics charts.

/** The antenna and period the indicators cover; antenna_id null is every antenna. */
export interface IndicatorsQuery {
  antenna_id: string | null;
  start_date: string;
  end_date: string;
}

/** How often a running report is asked where it stands. */
const JOB_POLL_MS = 500;

/**
 * How long a running report is followed through a server that does not answer (it restarts): once it is back, the
 * job lost with it is started again, or said interrupted with the reason (docs/statistics.md).
 */
const OUTAGE_MS = 3 * 60_000;

/** The report types the reader may produce, restricted ones included for administrators. */
export const useStatisticTypes = () =>
  useQuery({ queryKey: ['statistics', 'types'], queryFn: () => get<StatisticTypeView[]>('/api/web/statistic_types'), staleTime: Infinity });

const defaultKey = (type: ReportType | null) => ['statistics', 'default', type];
const fetchDefault = (type: ReportType) => get<StatisticDefaultView>(`/api/web/statistic_default/${type}`);

/** A type's default parameters and antenna choices, once a type is chosen. */
export const useStatisticDefault = (type: ReportType | null) =>
  useQuery({ queryKey: defaultKey(type), queryFn: () => fetchDefault(type as ReportType), enabled: !!type, staleTime: Infinity });

/** Loads a type's defaults when the person chooses it (the same cache as useStatisticDefault). */
export function useStatisticDefaultLoader(): (type: ReportType) => Promise<StatisticDefaultView> {
  const client = useQueryClient();
  return (type) => client.fetchQuery({ queryKey: defaultKey(type), queryFn: () => fetchDefault(type), staleTime: Infinity });
}

/** The indicators of an antenna over a period; the previous figures stay shown while new ones load. */
export const useIndicators = (query: IndicatorsQuery | null) =>
  useQuery({
    queryKey: ['statistics', 'indicators', query],
    queryFn: () => {
      const { antenna_id, start_date, end_date } = query as IndicatorsQuery;
      const search = new URLSearchParams({ antenna_id: antenna_id ?? '', start_date, end_date });
      return get<IndicatorsView>(`/api/web/statistics/indicators?${search.toString()}`);
    },
    enabled: !!query,
    placeholderData: (previous) => previous,
  });

/** Waits before asking again; a signal that aborts ends the wait. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** A report's job that ended without its file, with the code the job gives and the server's French reason. */
export class ReportFailed extends Error {
  constructor(
    readonly code: string,
    readonly reason: string | null,
  ) {
    super(code);
    this.name = 'ReportFailed';
  }
}

/** A call no server answered: no connection (a restart), or a proxy with no server behind it. */
const unanswered = (error: unknown) => error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

/** Where the job stands, asked again while the server does not answer (bounded by OUTAGE_MS). */
async function jobStatus(job: string, signal: AbortSignal): Promise<ReportJobView> {
  const until = Date.now() + OUTAGE_MS;
  for (;;) {
    try {
      return await get<ReportJobView>(job);
    } catch (error) {
      if (!unanswered(error) || Date.now() > until) throw error;
      await pause(JOB_POLL_MS, signal);
    }
  }
}

/**
 * Produces a report: starts its job (POST /statistics/jobs), follows it (`onProgress` hears 0 to 100), through
 * a restart of the server too, until it is completed, then fetches its file. A failed job rejects with
 * ReportFailed, a refused call with its ApiError.
 */
export async function produceReport(
  statistic: Statistic,
  { onProgress, signal }: { onProgress(progress: number): void; signal: AbortSignal },
): Promise<FetchedFile> {
  const { data } = await callApi<{ job_id: string }>('POST', '/api/web/statistics/jobs', { statistic });
  const job = `/api/web/statistics/jobs/${encodeURIComponent(data.job_id)}`;
  for (;;) {
    signal.throwIfAborted();
    const status = await jobStatus(job, signal);
    // A completed job is done, whatever its last reported step.
    onProgress(status.state === 'completed' ? 100 : status.progress);
    if (status.state === 'failed') throw new ReportFailed(status.error ?? 'SOMETHING_WRONG_WITH_STATS', status.message);
    if (status.state === 'completed') {
      const file = await fetchFile(`${job}/download`, signal);
      return { blob: file.blob, name: file.name ?? status.filename };
    }
    await pause(JOB_POLL_MS, signal);
  }
}
