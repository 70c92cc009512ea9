import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Jobs, Perform } from '../../workers/jobs';
import { SqliteEventStore } from '../eventstore/sqliteEventStore';
import { tempDataDir } from '../testing/tempDataDir';
import { BullmqJobs } from './bullmqJobs';
import { describeJobsContract } from './jobs.contract';
import { QUEUE_NAMES, type JobsOptions } from './settings';
import { recordEffect } from './testing/recordEffect';
import { until } from './testing/waits';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const admin = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
afterAll(async () => {
  await admin.quit();
});

/** Every test works under a prefix of its own, whose keys are all deleted afterwards. */
const prefixes = new Map<Jobs, string>();
function openBullmq(opts: JobsOptions = {}, prefix = `test-jobs-${randomUUID()}`): BullmqJobs {
  const jobs = new BullmqJobs(redisUrl, prefix, opts);
  prefixes.set(jobs, prefix);
  return jobs;
}

async function deleteKeys(prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await admin.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await admin.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/** Reads the queues of an adapter with BullMQ's own client, as another process would. */
async function readQueues<T>(jobs: Jobs, read: (queue: Queue) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (const name of QUEUE_NAMES) {
    const queue = new Queue(name, { connection: admin, prefix: prefixes.get(jobs) });
    found.push(...(await read(queue)));
    await queue.close();
  }
  return found;
}

describeJobsContract('BullMQ', {
  async create(opts) {
    return openBullmq(opts);
  },
  async schedules(jobs) {
    const schedulers = await readQueues(jobs, (queue) => queue.getJobSchedulers());
    return schedulers.map((scheduler) => ({ name: scheduler.key, next: new Date(scheduler.next ?? 0) }));
  },
  async dispose() {
    for (const prefix of prefixes.values()) await deleteKeys(prefix);
    prefixes.clear();
  },
});

describe('BullmqJobs on Redis', () => {
  const opened: Jobs[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
    for (const prefix of prefixes.values()) await deleteKeys(prefix);
    prefixes.clear();
  });

  it('registers a daily job as a job scheduler with a cron pattern in Europe/Paris, on its queue', async () => {
    const jobs = openBullmq();
    opened.push(jobs);
    await jobs.daily('alerts.sweep', { scope: 'all' }, { hour: 6, minute: 5 });
    await jobs.daily('alerts.sweep', { scope: 'all' }, { hour: 6, minute: 5 });
    const alerts = new Queue('alerts', { connection: admin, prefix: prefixes.get(jobs) });
    const scheduler = await alerts.getJobScheduler('alerts.sweep');
    expect(scheduler).toMatchObject({ pattern: '5 6 * * *', tz: 'Europe/Paris', template: { data: { scope: 'all' } } });
    expect(scheduler?.template?.opts).toMatchObject({ attempts: 5, backoff: { type: 'exponential', delay: 1000 } });
    // One schedule, and one job waiting for its time.
    expect(await alerts.getJobSchedulersCount()).toBe(1);
    expect(await jobs.depths()).toMatchObject({ alerts: { delayed: 1, waiting: 0 } });
    await alerts.close();
  });

  it('takes up again the job of a worker killed mid-way, and its effect is recorded once', async () => {
    const dir = tempDataDir();
    const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    const fast = { lockDurationMs: 1_000, stalledIntervalMs: 500, backoffMs: 20 };
    const jobs = openBullmq(fast);
    opened.push(jobs);
    let child: ChildProcessByStdio<null, Readable, null> | null = null;
    try {
      const id = await jobs.enqueue('reports.produce', { type: 'people' }, { jobId: 'report-crash' });
      const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'stalledWorkerProcess.ts')], {
        env: {
          ...process.env,
          REDIS_URL: redisUrl,
          JOBS_PREFIX: prefixes.get(jobs),
          DATA_DIR: dir.path,
          LOCK_DURATION_MS: String(fast.lockDurationMs),
          STALLED_INTERVAL_MS: String(fast.stalledIntervalMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = worker;
      const exited = new Promise((resolve) => worker.on('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes(`recorded ${id}`)) resolve();
        });
      });
      worker.kill('SIGKILL');
      await exited;
      expect(await jobs.get(id)).toMatchObject({ state: 'active' });
      expect(await store.readStream(`job-${id}`)).toHaveLength(1);

      const attempts: number[] = [];
      const refuse: Perform = async () => {
        throw new Error('not part of the crash test');
      };
      await jobs.work({
        'alerts.evaluateFile': refuse,
        'alerts.sweep': refuse,
        'reports.produce': async (_payload, run) => {
          attempts.push(run.attempt);
          await recordEffect(store, run.id);
          return 'recorded';
        },
      });
      const done = await until('the job taken up again', async () => {
        const info = await jobs.get(id);
        return (info?.state === 'completed' || info?.state === 'failed') && info;
      });
      expect(done).toMatchObject({ state: 'completed', result: 'recorded', attemptsMade: 1 });
      expect(attempts).toEqual([1]);
      expect((await store.readStream(`job-${id}`)).map((event) => event.id)).toEqual([`${id}-effect`]);
    } finally {
      // A test failing before the kill must not leave the hanging child behind.
      child?.kill('SIGKILL');
      await store.close();
      dir.remove();
    }
  }, 30_000);
});
