import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { startApiProcess } from './apiProcess';
import type { RecipientEventFactory } from './recipientEvents';
import { atMost, type Target } from './targets';
import { listTargets, writeTargets, type LoadSettings } from './servingTargets';

/** Redis for the jobs and the throttle the API processes share: REDIS_URL, else the local server. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether Redis answers, without waiting for it longer than a second. */
async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Deletes what the API processes kept in Redis under this run's prefix (job queues, throttle counters). */
async function forget(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1_000 }))
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
  } finally {
    redis.disconnect();
  }
}

/**
 * The lists and the writes again with API_PROCESSES=2 on the same data directory: the same figures, served by two
 * processes (api/cluster.ts). Answers why they were not measured when Redis, which that needs, does not answer.
 */
export async function clusterTargets(
  dataDir: string,
  opts: { load: LoadSettings; factory: RecipientEventFactory; writes: number; today: string },
): Promise<Target[] | string> {
  if (!(await redisAnswers())) return `Redis does not answer at ${REDIS_URL}: API_PROCESSES=2, which needs it, was not measured`;
  const prefix = `bench-${randomUUID()}`;
  const api = await startApiProcess(dataDir, { API_PROCESSES: '2', REDIS_URL, REDIS_PREFIX: prefix });
  try {
    await api.caughtUp();
    const targets = [
      ...(await listTargets(api, opts.load, opts.today)),
      ...(await writeTargets(api, opts.factory, opts.writes, opts.today)),
    ];
    const peakMb = api.peakRssBytes() / 1024 / 1024;
    return [...targets, atMost('API peak RSS while serving, the largest process (MB)', `${peakMb.toFixed(0)} MB`, peakMb, 300)];
  } finally {
    await api.stop();
    await forget(prefix);
  }
}
