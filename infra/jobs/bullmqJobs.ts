// The jobs port on BullMQ (Redis), for the scale-out stack (REDIS_URL set): the API enqueues, and any
// process that calls work() (the API itself or `npm run workers`) performs. Jobs survive restarts; a
// job whose worker died mid-way is taken up again by another worker once its lock has lapsed.
import { randomUUID } from 'node:crypto';
import { Queue, Worker, type Job, type JobsOptions as BullJobOptions } from 'bullmq';
import { Redis } from 'ioredis';
import {
  queueOf,
  type EnqueueOptions,
  type JobInfo,
  type JobName,
  type JobState,
  type Jobs,
  type Perform,
  type QueueDepth,
} from '../../workers/jobs';
import { dailyCron } from './dailySchedule';
import {
  ATTEMPTS,
  CONCURRENCY,
  DAILY_TIME_ZONE,
  QUEUE_NAMES,
  asStored,
  checkJobId,
  checkTimeOfDay,
  resolveJobsOptions,
  type JobsOptions,
  type QueueName,
  type ResolvedJobsOptions,
} from './settings';

/** Jobs on two BullMQ queues, `alerts` and `reports`, under one key prefix. */
export class BullmqJobs implements Jobs {
  readonly backend = 'bullmq' as const;
  private readonly options: ResolvedJobsOptions;
  /** Producers' connection: commands fail after a few retries rather than hang a request while Redis is away. */
  private readonly connection: Redis;
  private readonly queues: Record<QueueName, Queue>;
  /** Workers' connection, retrying forever as BullMQ requires (maxRetriesPerRequest null); each worker duplicates it. */
  private workerConnection: Redis | null = null;
  private workers: Worker[] = [];
  private closing: Promise<void> | null = null;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    opts: JobsOptions = {},
  ) {
    this.options = resolveJobsOptions(opts);
    this.connection = this.redis({ maxRetriesPerRequest: 2 });
    const queue = (name: QueueName) => {
      const created = new Queue(name, { connection: this.connection, prefix, defaultJobOptions: this.jobOptions(name) });
      created.on('error', (error) => this.options.onError(`queue ${name}`, error));
      return created;
    };
    this.queues = { alerts: queue('alerts'), reports: queue('reports') };
  }

  async enqueue(name: JobName, payload: unknown, opts: EnqueueOptions = {}): Promise<string> {
    if (opts.jobId !== undefined) checkJobId(opts.jobId);
    // Ids are chosen here, never by BullMQ: its counters are per queue, and get() looks an id up in both.
    const job = await this.queues[queueOf(name)].add(name, asStored(payload), { jobId: opts.jobId ?? randomUUID(), delay: opts.delayMs });
    return job.id as string;
  }

  async get(id: string): Promise<JobInfo | null> {
    for (const queue of QUEUE_NAMES) {
      // The state first: a job seen finished is read with its result (BullMQ records both at once).
      const state = stateOf(await this.queues[queue].getJobState(id));
      const job = state && (await this.queues[queue].getJob(id));
      if (state && job) return infoOf(job, state);
    }
    return null;
  }

  async daily(name: JobName, payload: unknown, at: { hour: number; minute: number }): Promise<void> {
    checkTimeOfDay(name, at);
    const queue = queueOf(name);
    await this.queues[queue].upsertJobScheduler(
      name,
      { pattern: dailyCron(at), tz: DAILY_TIME_ZONE },
      { name, data: asStored(payload), opts: this.jobOptions(queue) },
    );
  }

  async work(performers: Record<JobName, Perform>): Promise<void> {
    if (this.closing) throw new Error('The jobs are closed: no worker started');
    if (this.workers.length > 0) throw new Error('The jobs are already worked on in this process');
    // Never connected itself: each worker duplicates it into a connection of its own and one for blocking reads.
    this.workerConnection ??= this.redis({ maxRetriesPerRequest: null, lazyConnect: true });
    for (const queue of QUEUE_NAMES) {
      const worker = new Worker(queue, (job: Job) => this.perform(performers, job), {
        connection: this.workerConnection,
        prefix: this.prefix,
        concurrency: CONCURRENCY[queue],
        lockDuration: this.options.lockDurationMs,
        stalledInterval: this.options.stalledIntervalMs,
      });
      worker.on('error', (error) => this.options.onError(`worker ${queue}`, error));
      worker.on('failed', (job, error) => {
        const which = job
          ? `${job.name} ${String(job.id)} failed (attempt ${job.attemptsMade} of ${ATTEMPTS[queue]})`
          : `a ${queue} job failed`;
        this.options.onError(which, error);
      });
      this.workers.push(worker);
    }
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  async depths(): Promise<Record<QueueName, QueueDepth>> {
    const depth = async (queue: QueueName): Promise<QueueDepth> => {
      const counts = await this.queues[queue].getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      return { waiting: counts.waiting + counts.prioritized, active: counts.active, delayed: counts.delayed, failed: counts.failed };
    };
    return { alerts: await depth('alerts'), reports: await depth('reports') };
  }

  async close(): Promise<void> {
    this.closing ??= (async () => {
      // Workers first: close() waits for their running jobs to finish.
      await Promise.all(this.workers.map((worker) => worker.close()));
      await Promise.all(QUEUE_NAMES.map((queue) => this.queues[queue].close()));
      this.workerConnection?.disconnect();
      await this.connection.quit();
    })();
    return this.closing;
  }

  private redis(opts: { maxRetriesPerRequest: number | null; lazyConnect?: boolean }): Redis {
    const redis = new Redis(this.redisUrl, opts);
    redis.on('error', (error) => this.options.onError('Redis connection', error));
    return redis;
  }

  /** Attempts, backoff and retention of the queue's jobs (scheduled daily jobs included). */
  private jobOptions(queue: QueueName): Omit<BullJobOptions, 'jobId' | 'delay'> {
    const keep = { age: Math.ceil(this.options.retention.ageMs / 1000), count: this.options.retention.count };
    return {
      attempts: ATTEMPTS[queue],
      backoff: { type: 'exponential', delay: this.options.backoffMs },
      removeOnComplete: keep,
      removeOnFail: keep,
    };
  }

  private async perform(performers: Record<JobName, Perform>, job: Job): Promise<unknown> {
    const perform = performers[job.name as JobName] as Perform | undefined;
    if (!perform) throw new Error(`No function performs the job ${job.name}`);
    const result = await perform(job.data, {
      id: job.id as string,
      // attemptsMade counts the attempts that ended (a stalled one, cut short, does not).
      attempt: job.attemptsMade + 1,
      progress: (percent) => job.updateProgress(percent),
    });
    return asStored(result);
  }
}

/** The port's state of a BullMQ state; null when the job is gone. */
function stateOf(state: string): JobState | null {
  switch (state) {
    case 'waiting':
    case 'prioritized':
    case 'waiting-children':
      return 'waiting';
    case 'delayed':
    case 'active':
    case 'completed':
    case 'failed':
      return state;
    default:
      return null;
  }
}

function infoOf(job: Job, state: JobState): JobInfo {
  return {
    id: job.id as string,
    name: job.name as JobName,
    state,
    progress: typeof job.progress === 'number' ? job.progress : 0,
    payload: job.data as unknown,
    result: (job.returnvalue as unknown) ?? null,
    failedReason: job.failedReason || null,
    attemptsMade: job.attemptsMade,
  };
}
