import type { StatisticReportRequested } from '@domain/statistics/events';
import { requestReport, resumeReport, type ReportRequestState } from '@domain/statistics/reportRequest';
import type { CommandContext, WriteResult } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { reportRequestAggregate, streams } from '../streams';

// A report's stream, `statistic-<jobId>`: the request is recorded before its job is started, so that the report
// is known to its requester whatever becomes of the job (docs/statistics.md, 'How a report is produced').

/** Records the report the actor asked for, on the stream of the job about to be started. */
export async function recordReportRequest(
  ctx: CommandContext,
  jobId: string,
  request: StatisticReportRequested['data'],
): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'requestReport',
    streamId: streams.statistic(jobId),
    aggregate: reportRequestAggregate,
    decide: (state) => requestReport(state, request),
  });
  return { position };
}

/** Records that the actor's report, whose job was lost, is started again (nothing when another look just recorded it). */
export async function recordReportResumed(ctx: CommandContext, jobId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'resumeReport',
    streamId: streams.statistic(jobId),
    aggregate: reportRequestAggregate,
    decide: resumeReport,
  });
  return { position };
}

/** A report's stream folded: what was asked, how often its job was started again, what was produced. */
export async function loadReportRequest(ctx: Pick<CommandContext, 'store'>, jobId: string): Promise<ReportRequestState> {
  return (await loadAggregate(ctx, streams.statistic(jobId), reportRequestAggregate)).state;
}
