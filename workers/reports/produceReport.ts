import { uuidFromKey } from '../../commands/ids';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frenchDay } from '@domain/shared/dates';
import type { StatisticEvent } from '@domain/statistics/events';
import { reportPeriod } from '@domain/statistics/params';
import type { Statistic } from '@domain/statistics/reportTypes';
import { WrongExpectedRevision } from '../../commands/eventStore';
import { streams } from '../../commands/streams';
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

/** The id of the event of a job's report: drawn from the job id (a UUID from its SHA-256), so a retry finds it recorded. */
export function reportEventId(jobId: string): string {
  return uuidFromKey(`statistic-report|${jobId}`);
}

/** The report a job already produced and recorded (an earlier attempt that ended before the job was marked done). */
async function recordedReport(deps: WorkerDeps, jobId: string): Promise<ReportResult | null> {
  const [event] = await deps.store.readStream(streams.statistic(jobId));
  if (!event) return null;
  const { file_id, filename, size } = (event as unknown as StatisticEvent).data;
  return { file_id, filename, size };
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
    const event: StatisticEvent = {
      type: 'StatisticReportProduced',
      data: {
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
      },
    };
    const meta = { userId: requested_by, at: deps.clock().toISOString(), command: 'produceReport', correlationId: `report:${run.id}` };
    try {
      await deps.store.append(streams.statistic(run.id), [{ id: reportEventId(run.id), ...event, meta }], 'no_stream');
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error;
    }
    // Another attempt of the same job may have recorded its own file first: the recorded one is the report.
    const recorded = await recordedReport(deps, run.id);
    if (!recorded) throw new Error(`reports: job ${run.id} recorded no report`);
    await run.progress(100);
    return recorded;
  };
}
