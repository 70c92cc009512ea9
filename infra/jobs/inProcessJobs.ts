// The jobs port in memory, for the embedded stack (no REDIS_URL): `npm start` enqueues and performs
// jobs in its one process, with BullMQ's semantics as far as one process goes (id deduplication while
// the job is known, delays, retries with exponential backoff, concurrency per queue, retention).
//
// Nothing here survives a restart: jobs waiting, delayed or running when the process stops are lost.
// That is acceptable because every job is idempotent and re-asked: the alert sweep run at start
// (and daily) catches up on missed alerts, and a report whose job was lost is started again from its
// stream when its requester asks after it (api/routes/statisticsJobs.ts, docs/statistics.md).
import { randomUUID } from 'node:crypto';
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { queueOf, type EnqueueOptions, type JobInfo, type JobName, type Jobs, type Perform, type QueueDepth } from '../../workers/jobs';
import { nextDailyRun } from './dailySchedule';
import { setLongTimeout, type LongTimeout } from './longTimeout';
import {
  ATTEMPTS,
  CONCURRENCY,
  DAILY_TIME_ZONE,
  QUEUE_NAMES,
  asStored,
  backoffDelay,
  checkJobId,
  checkTimeOfDay,
  reasonOf,
  resolveJobsOptions,
  type JobsOptions,
  type QueueName,
  type ResolvedJobsOptions,
} from './settings';

interface Entry extends JobInfo {
  queue: QueueName;
  finishedOn: number | null;
}

/** Jobs performed in this process, from memory. */
export class InProcessJobs implements Jobs {
  readonly backend = 'in-process' as const;
  private readonly options: ResolvedJobsOptions;
  private readonly jobs = new Map<string, Entry>();
  private readonly waiting: Record<QueueName, string[]> = { alerts: [], reports: [] };
  private readonly running: Record<QueueName, number> = { alerts: 0, reports: 0 };
  /** Jobs waiting for their delay or their next attempt, counted as they come and go (depths says why). */
  private readonly delayed: Record<QueueName, number> = { alerts: 0, reports: 0 };
  /** Finished jobs per queue and outcome, oldest first: retention forgets from the front. */
  private readonly finished: Record<QueueName, Record<'completed' | 'failed', Entry[]>> = {
    alerts: { completed: [], failed: [] },
    reports: { completed: [], failed: [] },
  };
  private readonly attempts = new Set<Promise<void>>();
  private readonly timers = new Set<LongTimeout>();
  private readonly dailies = new Map<JobName, { next: Date; timer: LongTimeout }>();
  private performers: Record<JobName, Perform> | null = null;
  private closing: Promise<void> | null = null;

  constructor(opts: JobsOptions = {}) {
    this.options = resolveJobsOptions(opts);
  }

  async enqueue(name: JobName, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
    if (opts.jobId !== undefined) checkJobId(opts.jobId);
    // A job asked while the process stops (a wake-up an evaluation in flight plans) is lost like those still
    // waiting: re-asked at the next start. Refusing it would fail the job that asked, for nothing.
    if (this.closing) return opts.jobId ?? randomUUID();
    const id = opts.jobId ?? randomUUID();
    if (this.known(id)) return id;
    const delayed = (opts.delayMs ?? 0) > 0;
    const entry: Entry = {
      id,
      name,
      queue: queueOf(name),
      state: delayed ? 'delayed' : 'waiting',
      progress: 0,
      payload: asStored(payload),
      result: null,
      failedReason: null,
      attemptsMade: 0,
      finishedOn: null,
    };
    this.jobs.set(id, entry);
    if (delayed) this.delay(entry, opts.delayMs ?? 0);
    else this.makeWaiting(entry);
    return id;
  }

  async get(id: string): Promise<JobInfo | null> {
    if (!this.known(id)) return null;
    const { name, state, progress, payload, result, failedReason, attemptsMade } = this.jobs.get(id) as Entry;
    return structuredClone({ id, name, state, progress, payload, result, failedReason, attemptsMade });
  }

  async daily(name: JobName, payload: unknown, at: { hour: number; minute: number }): Promise<void> {
    checkTimeOfDay(name, at);
    this.schedule(name, asStored(payload), at, new Date());
  }

  /** The daily jobs planned, with their next run (read by the contract suite). */
  schedules(): { name: JobName; next: Date }[] {
    return [...this.dailies].map(([name, { next }]) => ({ name, next }));
  }

  async work(performers: Record<JobName, Perform>): Promise<void> {
    if (this.performers) throw new Error('The jobs are already worked on in this process');
    this.performers = performers;
    for (const queue of QUEUE_NAMES) this.pump(queue);
  }

  /**
   * Counted without going through every job kept: at national scale the files' delayed wake-ups alone are a hundred
   * thousand, and /api/health asks for the depths at every probe (8 ms a probe at 130,000 files when it went through them).
   */
  async depths(): Promise<Record<QueueName, QueueDepth>> {
    const depth = (queue: QueueName): QueueDepth => ({
      waiting: this.waiting[queue].length,
      active: this.running[queue],
      delayed: this.delayed[queue],
      // Failed jobs are few (at most the retention count); those forgotten by age, or whose id a new job took, are not.
      failed: this.finished[queue].failed.filter((job) => this.known(job.id) && this.jobs.get(job.id) === job).length,
    });
    return { alerts: depth('alerts'), reports: depth('reports') };
  }

  async close(): Promise<void> {
    this.closing ??= (async () => {
      for (const timer of this.timers) timer.clear();
      for (const { timer } of this.dailies.values()) timer.clear();
      this.timers.clear();
      this.dailies.clear();
      await Promise.all(this.attempts);
    })();
    return this.closing;
  }

  /** Plans the daily job's next run after `after`, replacing the one planned before. */
  private schedule(name: JobName, payload: unknown, at: { hour: number; minute: number }, after: Date): void {
    this.dailies.get(name)?.timer.clear();
    const next = nextDailyRun(after, at, DAILY_TIME_ZONE);
    const timer = setLongTimeout(() => {
      this.enqueue(name, payload).catch((error: unknown) => this.options.onError(`the daily ${name} was not enqueued`, error));
      // From the planned time, not the clock: a timer firing a millisecond early must not plan the same run again.
      this.schedule(name, payload, at, new Date(Math.max(Date.now(), next.getTime())));
    }, next.getTime() - Date.now());
    this.dailies.set(name, { next, timer });
  }

  /** Whether the id is a job still kept (finished ones are forgotten after the retention age). */
  private known(id: string): boolean {
    const job = this.jobs.get(id);
    if (!job) return false;
    if (job.finishedOn !== null && job.finishedOn <= Date.now() - this.options.retention.ageMs) {
      this.jobs.delete(id);
      return false;
    }
    return true;
  }

  private later(ms: number, fn: () => void): void {
    const timer = setLongTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  /** Holds a job back for ms, then makes it wait for its turn (its delay, or the backoff before its next attempt). */
  private delay(entry: Entry, ms: number): void {
    entry.state = 'delayed';
    this.delayed[entry.queue] += 1;
    // A job delayed while the process stops stays so: it is lost with the others (see the top of this file).
    if (this.closing) return;
    this.later(ms, () => {
      this.delayed[entry.queue] -= 1;
      this.makeWaiting(entry);
    });
  }

  private makeWaiting(entry: Entry): void {
    entry.state = 'waiting';
    this.waiting[entry.queue].push(entry.id);
    this.pump(entry.queue);
  }

  /** Starts waiting jobs of the queue while it has room, once workers are on. */
  private pump(queue: QueueName): void {
    const performers = this.performers;
    while (performers && !this.closing && this.running[queue] < CONCURRENCY[queue] && this.waiting[queue].length > 0) {
      const entry = this.jobs.get(this.waiting[queue].shift() as string) as Entry;
      this.running[queue] += 1;
      const attempt = this.attempt(entry, performers[entry.name]).finally(() => {
        this.attempts.delete(attempt);
        this.running[queue] -= 1;
        this.pump(queue);
      });
      this.attempts.add(attempt);
    }
  }

  private async attempt(entry: Entry, perform: Perform): Promise<void> {
    entry.state = 'active';
    // Jobs on the synchronous SQLite stores never yield on their own, and each one finished starts the next as a
    // microtask: without a turn of the event loop between two, a chain of them (the sweep's parts at start) kept
    // the API from answering any request for half a minute at 130,000 files.
    await eventLoopTurn();
    const run = {
      id: entry.id,
      attempt: entry.attemptsMade + 1,
      progress: async (percent: number) => {
        entry.progress = percent;
      },
    };
    try {
      const result = await perform(structuredClone(entry.payload), run);
      entry.attemptsMade += 1;
      entry.result = asStored(result);
      this.finish(entry, 'completed');
    } catch (error) {
      entry.attemptsMade += 1;
      entry.failedReason = reasonOf(error);
      this.options.onError(`${entry.name} ${entry.id} failed (attempt ${entry.attemptsMade} of ${ATTEMPTS[entry.queue]})`, error);
      if (entry.attemptsMade >= ATTEMPTS[entry.queue]) this.finish(entry, 'failed');
      else this.delay(entry, backoffDelay(this.options.backoffMs, entry.attemptsMade));
    }
  }

  /** Keeps a finished job readable for the retention period, and at most `count` of them per queue and outcome. */
  private finish(entry: Entry, state: 'completed' | 'failed'): void {
    entry.state = state;
    entry.finishedOn = Date.now();
    const kept = this.finished[entry.queue][state];
    kept.push(entry);
    while (kept.length > this.options.retention.count) {
      const forgotten = kept.shift() as Entry;
      // Its id may have been forgotten by age already, and taken by a new job since.
      if (this.jobs.get(forgotten.id) === forgotten) this.jobs.delete(forgotten.id);
    }
  }
}
