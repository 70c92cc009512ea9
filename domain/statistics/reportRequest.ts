import type { StatisticEvent, StatisticReportProduced, StatisticReportRequested } from './events';

// A report's stream, `statistic-<jobId>`, as the one who asked for it follows the report once the jobs no longer
// know its job: on the embedded stack, the in-memory jobs are lost when the process stops (a kill -9, a crash, a
// restart); on Redis, a job is forgotten a day after it ended. The stream says what was asked and what was produced,
// so an acknowledged report is never unknown to its requester: it is produced, started again, or said interrupted
// (docs/statistics.md, 'How a report is produced').

/** A report's stream folded: what was asked (null on streams recorded before requests were), how often its job was started again, what was produced. */
export interface ReportRequestState {
  requested: StatisticReportRequested['data'] | null;
  resumes: number;
  produced: StatisticReportProduced['data'] | null;
}

export const initialReportRequestState: ReportRequestState = { requested: null, resumes: 0, produced: null };

/** Folds one event of a report's stream. */
export function evolveReportRequest(state: ReportRequestState, event: StatisticEvent): ReportRequestState {
  switch (event.type) {
    case 'StatisticReportRequested':
      return { ...state, requested: event.data };
    case 'StatisticReportResumed':
      return { ...state, resumes: state.resumes + 1 };
    case 'StatisticReportProduced':
      return { ...state, produced: event.data };
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * How many times a report whose job was lost is started again: once. A report that brings its process down (its
 * memory, say) would otherwise bring it down again at every start, as long as its requester's page follows it;
 * BullMQ takes up a job whose worker died once, too.
 */
const MAX_REPORT_RESUMES = 1;

/** What a report whose job is no longer known is, for the person asking about it. */
export type LostReport =
  /** Not theirs, or never asked for: as unknown as any other id. */
  | { outcome: 'unknown' }
  | { outcome: 'produced'; report: StatisticReportProduced['data'] }
  /** Start its job again, with what was asked. */
  | { outcome: 'resume'; request: StatisticReportRequested['data'] }
  /** Its job was lost once more after being started again: it failed, and is to be asked again. */
  | { outcome: 'interrupted' };

/** Judges a report whose job is no longer known, for the actor asking: only the one who asked for it sees it. */
export function lostReport(state: ReportRequestState, actorId: string): LostReport {
  const requestedBy = state.requested?.requested_by ?? state.produced?.requested_by;
  if (requestedBy !== actorId) return { outcome: 'unknown' };
  if (state.produced) return { outcome: 'produced', report: state.produced };
  if (!state.requested) return { outcome: 'unknown' };
  return state.resumes < MAX_REPORT_RESUMES ? { outcome: 'resume', request: state.requested } : { outcome: 'interrupted' };
}

/** Records that a lost report's job is started again, unless it may not be (produced, or started again already as often as allowed). */
export function resumeReport(state: ReportRequestState): StatisticEvent[] {
  if (!state.requested || state.produced || state.resumes >= MAX_REPORT_RESUMES) return [];
  return [{ type: 'StatisticReportResumed', data: {} }];
}

/** Records a report asked for, on its job's new stream (a request recorded already is left as it is). */
export function requestReport(state: ReportRequestState, request: StatisticReportRequested['data']): StatisticEvent[] {
  return state.requested || state.produced ? [] : [{ type: 'StatisticReportRequested', data: request }];
}

/** Records the report a job produced, unless one is recorded already (an earlier attempt of the same job). */
export function recordReport(state: ReportRequestState, report: StatisticReportProduced['data']): StatisticEvent[] {
  return state.produced ? [] : [{ type: 'StatisticReportProduced', data: report }];
}
