import { randomUUID } from 'node:crypto';
import { conflict, invalid, notFound } from '@domain/shared/errors';
import { judgeStatistic, REPORT_MESSAGES, type StatisticInput } from '@domain/statistics/params';
import { lostReport } from '@domain/statistics/reportRequest';
import { STATISTICS_MESSAGES } from '@domain/statistics/reportTypes';
import { loadReportRequest, recordReportRequest, recordReportResumed } from '../../commands/statistics/reportRequests';
import { findAntenna } from '../../projections/antennas';
import type { JobInfo } from '../../workers/jobs';
import { reportPayload, reportResult, XLSX_TYPE, type ReportPayload, type ReportResult } from '../../workers/reports/produceReport';
import { commandContext, type Ctx } from '../context';
import { answerFile } from '../fileAnswer';
import { HttpError } from '../errors';

// A report is produced by a job ('reports.produce'): asked for here by the signed-in person, followed by them alone,
// and answered as a file once completed. The request is recorded on the report's stream before its job is started,
// so that a job the jobs no longer know (lost with its process on the embedded stack) is started again once, or
// said interrupted, rather than unknown (docs/statistics.md, 'How a report is produced').

/** Where a report's job stands, as GET /statistics/jobs/{id} gives it. */
export interface ReportJobView {
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  filename: string | null;
  size: number | null;
  /** The code of a failed job (STAT_DID_NOT_PRODUCE_FILE). */
  error: string | null;
  /** Why a failed job gave no file, in French. */
  message: string | null;
}

/** A report's job as its requester follows it: as the jobs know it, or, once they no longer do, as its stream tells. */
interface ReportJob {
  id: string;
  state: ReportJobView['state'];
  progress: number;
  result: ReportResult | null;
  /** Why it ended without a file (French), once failed. */
  reason: string | null;
}

/** The code of a job that ended without a file (docs/api.md, 'Statistics'). */
export const NO_FILE = 'STAT_DID_NOT_PRODUCE_FILE';

/** How long PUT /statistics waits for its report, and how often it looks. */
const WAIT_MS = 10 * 60_000;
const LOOK_EVERY_MS = 100;

const noFile = (reason: string = STATISTICS_MESSAGES.noFile) => new HttpError(500, NO_FILE, reason);

/** The antenna's name for the file and its sheets ('Toutes les antennes' for all); an unknown antenna is refused. */
async function antennaName(ctx: Ctx, antennaId: string | null): Promise<string> {
  if (antennaId === null) return STATISTICS_MESSAGES.allAntennas;
  const antenna = await findAntenna(ctx.services.docs, antennaId);
  if (!antenna) throw invalid({ 'params.antenna_id': REPORT_MESSAGES.unknownAntenna }, STATISTICS_MESSAGES.paramsRejected);
  return antenna.name;
}

/** Judges a report request (400, 403), records it and starts its job; gives the job's id. */
export async function startReport(ctx: Ctx, input: StatisticInput): Promise<string> {
  const { type, params } = judgeStatistic(ctx.state.actor, input);
  const jobId = randomUUID();
  const request = {
    requested_by: ctx.state.actor.id,
    type,
    params,
    antenna_name: await antennaName(ctx, params.antenna_id),
    // The report must see every write made before it was asked for, whichever process produces it.
    position: String(await ctx.services.store.headPosition()),
  };
  await recordReportRequest(commandContext(ctx), jobId, request);
  return ctx.services.jobs.enqueue('reports.produce', reportPayload(request), { jobId });
}

/** A job as its requester follows it: a delayed attempt (a retry) is still waiting. */
const fromJob = (job: JobInfo): ReportJob => ({
  id: job.id,
  state: job.state === 'delayed' ? 'waiting' : job.state,
  progress: job.progress,
  result: job.state === 'completed' ? (job.result as ReportResult) : null,
  reason: job.state === 'failed' ? STATISTICS_MESSAGES.noFile : null,
});

/** The signed-in person's report job, as the jobs know it; any other job is 404. */
function ownJob(ctx: Ctx, job: JobInfo): ReportJob {
  const payload = job.payload as Partial<ReportPayload> | undefined;
  if (job.name !== 'reports.produce' || payload?.requested_by !== ctx.state.actor.id) throw notFound(REPORT_MESSAGES.jobNotFound);
  return fromJob(job);
}

/**
 * A report of the signed-in person whose job the jobs no longer know, from its stream: produced, started again (its
 * job enqueued before the resumption is recorded, so a look that finds it recorded finds the job), or interrupted.
 */
async function lostJob(ctx: Ctx, id: string): Promise<ReportJob> {
  const lost = lostReport(await loadReportRequest(ctx.services, id), ctx.state.actor.id);
  if (lost.outcome === 'unknown') throw notFound(REPORT_MESSAGES.jobNotFound);
  if (lost.outcome === 'produced') return { id, state: 'completed', progress: 100, result: reportResult(lost.report), reason: null };
  if (lost.outcome === 'resume') {
    await ctx.services.jobs.enqueue('reports.produce', reportPayload(lost.request), { jobId: id });
    await recordReportResumed(commandContext(ctx), id);
    console.warn(`[statistics] report job ${id} was no longer known to the jobs: started again`);
  }
  const job = await ctx.services.jobs.get(id);
  if (job) return ownJob(ctx, job);
  return { id, state: 'failed', progress: 0, result: null, reason: STATISTICS_MESSAGES.interrupted };
}

/** A report job of the signed-in person (from the jobs, or from its stream once they forgot it); any other is 404. */
export async function reportJobOf(ctx: Ctx, id: string): Promise<ReportJob> {
  const job = await ctx.services.jobs.get(id);
  return job ? ownJob(ctx, job) : lostJob(ctx, id);
}

/** The job as the client follows it: the error is a code and a French reason, never internals. */
export function reportJobView(job: ReportJob): ReportJobView {
  return {
    state: job.state,
    progress: job.progress,
    filename: job.result?.filename ?? null,
    size: job.result?.size ?? null,
    error: job.state === 'failed' ? NO_FILE : null,
    message: job.state === 'failed' ? job.reason : null,
  };
}

/** Waits until the signed-in person's job ends (bounded): 500 STAT_DID_NOT_PRODUCE_FILE when it ends without a file. */
export async function waitForReport(ctx: Ctx, id: string): Promise<ReportJob> {
  for (const until = Date.now() + WAIT_MS; Date.now() < until;) {
    const job = await reportJobOf(ctx, id);
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw noFile(job.reason ?? undefined);
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
  throw noFile();
}

/** Answers a completed job's file: its name in `filename` (ASCII) and in Content-Disposition (ASCII and UTF-8), its length. */
export async function answerReport(ctx: Ctx, job: ReportJob): Promise<void> {
  if (job.state === 'failed') throw noFile(job.reason ?? undefined);
  if (job.state !== 'completed' || !job.result) throw conflict('REPORT_NOT_READY', REPORT_MESSAGES.notReady);
  const { file_id, filename } = job.result;
  const opened = await ctx.services.files.open(file_id);
  if (!opened) {
    console.error(`[statistics] file ${file_id} of report job ${job.id} is missing from the file store`);
    throw noFile();
  }
  answerFile(ctx, {
    name: filename,
    fallbackName: 'statistiques.xlsx',
    contentType: XLSX_TYPE,
    size: opened.info.size,
    content: opened.content,
  });
}
