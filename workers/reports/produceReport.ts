import { uuidFromKey } from '../../commands/ids';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frenchDay } from '@domain/shared/dates';
import type { StatisticReportProduced, StatisticReportRequested } from '@domain/statistics/events';
import { reportPeriod } from '@domain/statistics/params';
import { recordReport } from '@domain/statistics/reportRequest';
import type { Statistic } from '@domain/statistics/reportTypes';
import { WrongExpectedRevision } from '../../commands/eventStore';
import { loadAggregate } from '../../commands/handle';
import { loadReportRequest } from '../../commands/statistics/reportRequests';
import { reportRequestAggregate, streams } from '../../commands/streams';
import type { WorkerDeps } from '../deps';
import type { JobRun } from '../jobs';
import { reportFileName } from './fileName';
import { REPORT_DEFINITIONS } from './registry';
import type { ResolvedParams } from './report';
import { produceXlsx } from './xlsxWriter';

/** What the API asks of 'reports.produce': a judged statistic, who asked, the antenna's name, and the log position the read models must reach first. */
export interface ReportPayload {
  statistic: Statistic;
  requested_by: string;
  antenna_name: string;
  /** The event log's head when the report was asked for (a decimal string): the report sees every write made before. */
  position: string;
}

/** What the job gives once the file is stored. */
export interface ReportResult {
  file_id: string;
  filename: string;
  size: number;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What the job is asked, from the request recorded on the report's stream (a job lost with its process is started again from it). */
export const reportPayload = (request: StatisticReportRequested['data']): ReportPayload => ({
  statistic: { type: request.type, params: request.params },
  requested_by: request.requested_by,
  antenna_name: request.antenna_name,
  position: request.position,
});

/** What a job gives, from the report recorded on its stream. */
export const reportResult = ({ file_id, filename, size }: StatisticReportProduced['data']): ReportResult => ({ file_id, filename, size });

/** Appends after a report's request (and its job's resumptions) this many times at most, should other writers get in first. */
const RECORD_ATTEMPTS = 5;

/** The id of the event of a job's report: drawn from the job id (a UUID from its SHA-256), so a retry finds it recorded. */
export function reportEventId(jobId: string): string {
  return uuidFromKey(`statistic-report|${jobId}`);
}

/** The report a job already produced and recorded (an earlier attempt that ended before the job was marked done). */
async function recordedReport(deps: WorkerDeps, jobId: string): Promise<ReportResult | null> {
  const { produced } = await loadReportRequest(deps, jobId);
  return produced && reportResult(produced);
}

/**
 * Records the report after what its stream holds (the request, a resumption of its job), unless an attempt of the same
 * job recorded its own first. The event's id is drawn from the job's, so an append repeated as it was is answered as
 * the first one.
 */
async function record(deps: WorkerDeps, jobId: string, report: StatisticReportProduced['data']): Promise<void> {
  const meta = { userId: report.requested_by, at: deps.clock().toISOString(), command: 'produceReport', correlationId: `report:${jobId}` };
  for (let attempt = 1; attempt <= RECORD_ATTEMPTS; attempt += 1) {
    const { state, expected } = await loadAggregate(deps, streams.statistic(jobId), reportRequestAggregate);
    const events = recordReport(state, report).map((event) => ({ id: reportEventId(jobId), ...event, meta }));
    if (events.length === 0) return;
    try {
      await deps.store.append(streams.statistic(jobId), events, expected);
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
    }
  }
}

/** Writes the report to a temporary file, stores it, and forgets the temporary file. */
async function storeReport(deps: WorkerDeps, payload: ReportPayload, params: ResolvedParams, run: JobRun) {
  const definition = REPORT_DEFINITIONS[payload.statistic.type];
  if (!definition) throw new Error(`reports: no definition of ${payload.statistic.type}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'report-'));
  try {
    const file = path.join(dir, 'report.xlsx');
    // The file is 90 % of the work; storing and recording it the rest.
    const progress = (fraction: number) => run.progress(Math.round(Math.min(1, Math.max(0, fraction)) * 90));
    await produceXlsx(definition, { params, docs: deps.docs, today: frenchDay(deps.clock()), progress }, file);
    const filename = reportFileName(payload.statistic.type, params);
    const stored = await deps.files.putStream(createReadStream(file), { name: filename, contentType: XLSX_TYPE });
    return { ...stored, filename };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The job 'reports.produce': waits for the read models to hold every write made before the report was asked for,
 * produces the XLSX file, stores it, and records StatisticReportProduced on `statistic-<jobId>` with an id drawn
 * from the job's, so that an attempt retried after recording it gives the recorded file rather than a second one.
 */
export function produceReport(deps: WorkerDeps): (payload: unknown, run: JobRun) => Promise<ReportResult> {
  return async (raw: unknown, run: JobRun): Promise<ReportResult> => {
    const payload = raw as ReportPayload;
    const done = await recordedReport(deps, run.id);
    if (done) return done;
    if (!(await deps.awaitReadModels(BigInt(payload.position))))
      throw new Error(`reports: read models behind position ${payload.position}`);
    const { statistic, antenna_name, requested_by } = payload;
    const params: ResolvedParams = { antenna_id: statistic.params.antenna_id, antenna_name, ...reportPeriod(statistic) };
    const stored = await storeReport(deps, payload, params, run);
    await record(deps, run.id, {
      requested_by,
      type: statistic.type,
      params: statistic.params,
      antenna_name,
      start_date: params.start_date,
      end_date: params.end_date,
      file_id: stored.fileId,
      filename: stored.filename,
      size: stored.size,
      sha256: stored.sha256,
    });
    // Another attempt of the same job may have recorded its own file first: the recorded one is the report.
    const recorded = await recordedReport(deps, run.id);
    if (!recorded) throw new Error(`reports: job ${run.id} recorded no report`);
    await run.progress(100);
    return recorded;
  };
}
