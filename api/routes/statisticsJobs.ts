import { randomUUID } from 'node:crypto';
import { conflict, invalid, notFound } from '@domain/shared/errors';
import { judgeStatistic, REPORT_MESSAGES, type StatisticInput } from '@domain/statistics/params';
import { STATISTICS_MESSAGES } from '@domain/statistics/reportTypes';
import { findAntenna } from '../../projections/antennas';
import type { JobInfo } from '../../workers/jobs';
import type { ReportPayload, ReportResult } from '../../workers/reports/produceReport';
import { XLSX_TYPE } from '../../workers/reports/produceReport';
import type { Ctx } from '../context';
import { answerFile } from '../fileAnswer';
import { HttpError } from '../errors';

// A report is produced by a job ('reports.produce'): started here for the signed-in person, followed by them alone,
// and answered as a file once completed.

/** Where a report's job stands, as GET /statistics/jobs/{id} gives it. */
export interface ReportJobView {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  filename: string | null;
  size: number | null;
  error: string | null;
}

/** The code of a job that ended without a file (spec part 2, section 8). */
export const NO_FILE = 'STAT_DID_NOT_PRODUCE_FILE';

/** How long PUT /statistics waits for its report, and how often it looks. */
const WAIT_MS = 10 * 60_000;
const LOOK_EVERY_MS = 100;

const noFile = () => new HttpError(500, NO_FILE, STATISTICS_MESSAGES.noFile);

/** The antenna's name for the file and its sheets ('Toutes les antennes' for all); an unknown antenna is refused. */
async function antennaName(ctx: Ctx, antennaId: string | null): Promise<string> {
  if (antennaId === null) return STATISTICS_MESSAGES.allAntennas;
  const antenna = await findAntenna(ctx.services.docs, antennaId);
  if (!antenna) throw invalid({ 'params.antenna_id': REPORT_MESSAGES.unknownAntenna }, STATISTICS_MESSAGES.paramsRejected);
  return antenna.name;
}

/** Judges a report request (400, 403) and starts its job; gives the job's id. */
export async function startReport(ctx: Ctx, input: StatisticInput): Promise<string> {
  const statistic = judgeStatistic(ctx.state.actor, input);
  const payload: ReportPayload = {
    statistic,
    requested_by: ctx.state.actor.id,
    antenna_name: await antennaName(ctx, statistic.params.antenna_id),
    // The report must see every write made before it was asked for, whichever process produces it.
    position: String(await ctx.services.store.headPosition()),
  };
  return ctx.services.jobs.enqueue('reports.produce', payload, { jobId: randomUUID() });
}

/** A report job of the signed-in person; any other job, or one forgotten, is 404. */
export async function reportJobOf(ctx: Ctx, id: string): Promise<JobInfo> {
  const job = await ctx.services.jobs.get(id);
  const payload = job?.payload as Partial<ReportPayload> | undefined;
  if (!job || job.name !== 'reports.produce' || payload?.requested_by !== ctx.state.actor.id) throw notFound(REPORT_MESSAGES.jobNotFound);
  return job;
}

/** The job as the client follows it: a delayed attempt (a retry) is still waiting; the error is a code, never internals. */
export function reportJobView(job: JobInfo): ReportJobView {
  const result = job.state === 'completed' ? (job.result as ReportResult) : null;
  return {
    state: job.state === 'delayed' ? 'waiting' : job.state,
    progress: job.progress,
    filename: result?.filename ?? null,
    size: result?.size ?? null,
    error: job.state === 'failed' ? NO_FILE : null,
  };
}

/** Waits until the signed-in person's job ends (bounded): 500 STAT_DID_NOT_PRODUCE_FILE when it ends without a file. */
export async function waitForReport(ctx: Ctx, id: string): Promise<JobInfo> {
  for (const until = Date.now() + WAIT_MS; Date.now() < until;) {
    const job = await reportJobOf(ctx, id);
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw noFile();
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
  throw noFile();
}

/** Answers a completed job's file: its name in `filename` (ASCII) and in Content-Disposition (ASCII and UTF-8), its length. */
export async function answerReport(ctx: Ctx, job: JobInfo): Promise<void> {
  if (job.state === 'failed') throw noFile();
  if (job.state !== 'completed') throw conflict('REPORT_NOT_READY', REPORT_MESSAGES.notReady);
  const result = job.result as ReportResult;
  const opened = await ctx.services.files.open(result.file_id);
  if (!opened) {
    console.error(`[statistics] file ${result.file_id} of report job ${job.id} is missing from the file store`);
    throw noFile();
  }
  answerFile(ctx, {
    name: result.filename,
    fallbackName: 'statistiques.xlsx',
    contentType: XLSX_TYPE,
    size: opened.info.size,
    content: opened.content,
  });
}
