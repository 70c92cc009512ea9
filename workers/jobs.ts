// The jobs port: background work (alerts, statistics reports) enqueued by the API and by the alert
// trigger, performed by the functions of workers/. Two adapters run the same functions and pass one
// contract suite (infra/jobs/jobs.contract.ts): BullMQ on Redis when REDIS_URL is set, in-process otherwise.

/** Every kind of job; each is performed by one function of workers/ (see workers/registry.ts). */
export const JOB_NAMES = ['alerts.evaluateFile', 'alerts.sweep', 'reports.produce'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** The queue a job runs on: alerts are many and light, reports few and heavy (one at a time per process). */
export const queueOf = (name: JobName): 'alerts' | 'reports' => (name.startsWith('reports.') ? 'reports' : 'alerts');

export interface EnqueueOptions {
  /**
   * The job's id: a second enqueue with an id still known (waiting, delayed, active or kept after it ran) adds nothing.
   * Unique across job kinds; no ':' and not a bare integer (BullMQ's rules, enforced by both adapters). Default: a new UUID.
   */
  jobId?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
}

export type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

/** A job as its status is read back (reports are followed by the client with it). */
export interface JobInfo {
  id: string;
  name: JobName;
  state: JobState;
  /** 0 to 100, as last reported by the job. */
  progress: number;
  payload: unknown;
  /** What the job's function returned, once completed. */
  result: unknown;
  /** Why its last attempt failed (an error message, never shown to users as is). */
  failedReason: string | null;
  attemptsMade: number;
}

/** What a job's function is handed besides its payload. */
export interface JobRun {
  id: string;
  /** 1 on the first attempt, 2 on its first retry, ... */
  attempt: number;
  /** Reports how far the job is, 0 to 100. */
  progress(percent: number): Promise<void>;
}

/** A job's function: idempotent, since any attempt may be cut short and retried. */
export type Perform = (payload: unknown, run: JobRun) => Promise<unknown>;

/** Jobs in a queue by state, for GET /api/health. */
export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

/** The jobs port. */
export interface Jobs {
  readonly backend: 'bullmq' | 'in-process';
  /** Adds a job (after the events it reacts to are committed); resolves with its id. */
  enqueue(name: JobName, payload: unknown, opts?: EnqueueOptions): Promise<string>;
  /** A job's state, or null once it is unknown (never added, or forgotten after its retention). */
  get(id: string): Promise<JobInfo | null>;
  /** Runs a job every day at this time of day in Europe/Paris (replaces an earlier schedule of the same name). */
  daily(name: JobName, payload: unknown, at: { hour: number; minute: number }): Promise<void>;
  /** Performs jobs in this process with these functions, until close. */
  work(performers: Record<JobName, Perform>): Promise<void>;
  depths(): Promise<Record<'alerts' | 'reports', QueueDepth>>;
  /** Stops taking jobs, lets the running ones finish, and closes connections. */
  close(): Promise<void>;
}
