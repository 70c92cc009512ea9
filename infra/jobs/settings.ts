// What both adapters of the jobs port agree on: attempts, backoff, concurrency, retention, and which
// job ids are accepted. Keeping it in one place is what lets one contract suite judge them both.
import type { JobName } from '../../workers/jobs';

export type QueueName = 'alerts' | 'reports';
export const QUEUE_NAMES: readonly QueueName[] = ['alerts', 'reports'];

/** Tries per job before it ends failed: alerts are cheap and must not be lost, a report is asked again by its user. */
export const ATTEMPTS: Record<QueueName, number> = { alerts: 5, reports: 2 };

/** Jobs run at once per process: alerts are light, a report is heavy (memory) and runs alone. */
export const CONCURRENCY: Record<QueueName, number> = { alerts: 4, reports: 1 };

/** The time zone daily jobs are planned in. */
export const DAILY_TIME_ZONE = 'Europe/Paris';

/** Tunables of an adapter; tests shorten the delays, production keeps the defaults. */
export interface JobsOptions {
  /** First retry delay; each further retry waits twice as long (default 1 s). */
  backoffMs?: number;
  /** How long, and how many per queue and outcome, finished jobs stay readable (and deduplicate their id). */
  retention?: { ageMs?: number; count?: number };
  /** BullMQ only: how long a worker's hold on a job lasts without renewal, before the job counts as stalled (default 30 s). */
  lockDurationMs?: number;
  /** BullMQ only: how often workers look for stalled jobs to take up again (default 30 s). */
  stalledIntervalMs?: number;
  /** Where failed attempts and connection errors are reported (default console.error). */
  onError?: (message: string, error: unknown) => void;
}

/** The options with every default filled in. */
export type ResolvedJobsOptions = Required<Omit<JobsOptions, 'retention'>> & { retention: { ageMs: number; count: number } };

/** Fills in the defaults: finished jobs are kept 24 hours, at most 1,000 per queue and outcome. */
export function resolveJobsOptions(opts: JobsOptions = {}): ResolvedJobsOptions {
  return {
    backoffMs: opts.backoffMs ?? 1_000,
    retention: { ageMs: opts.retention?.ageMs ?? 24 * 3600 * 1000, count: opts.retention?.count ?? 1_000 },
    lockDurationMs: opts.lockDurationMs ?? 30_000,
    stalledIntervalMs: opts.stalledIntervalMs ?? 30_000,
    onError: opts.onError ?? ((message, error) => console.error(`[jobs] ${message}`, error)),
  };
}

/** The wait before the retry that follows `attemptsMade` failed attempts: base, 2 x base, 4 x base, ... (BullMQ's exponential backoff). */
export const backoffDelay = (baseMs: number, attemptsMade: number): number => baseMs * 2 ** (attemptsMade - 1);

/**
 * Refuses job ids BullMQ cannot hold (a ':' would be read as a key separator, a bare integer as one
 * of its own ids), in both adapters, so a caller's mistake shows in the in-process tests too.
 */
export function checkJobId(id: string): void {
  if (id === '' || id.includes(':') || String(Number.parseInt(id, 10)) === id) {
    throw new Error(`Invalid job id ${JSON.stringify(id)}: use a non-empty id without ':' that is not a bare integer`);
  }
}

/** Refuses a daily time that does not exist on a clock. */
export function checkTimeOfDay(name: JobName, at: { hour: number; minute: number }): void {
  const valid =
    Number.isInteger(at.hour) && Number.isInteger(at.minute) && at.hour >= 0 && at.hour < 24 && at.minute >= 0 && at.minute < 60;
  if (!valid) throw new Error(`Invalid time of day for the daily job ${name}: ${JSON.stringify(at)}`);
}

/** A payload or result as it is stored: JSON, so both adapters hand back the same values (never a shared reference). */
export const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null') as unknown;

/** An error's message, as kept in failedReason. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
