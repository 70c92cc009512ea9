import type { Jobs } from '../../workers/jobs';
import { InProcessJobs } from './inProcessJobs';
import type { JobsOptions } from './settings';

/** The key prefix of the BullMQ queues when none is configured. */
export const DEFAULT_JOBS_PREFIX = 'passerelles';

/** Opens the jobs the configuration names: BullMQ on Redis when REDIS_URL is set (loaded only then), else in this process (lost on restart). */
export async function openJobs(config: { redisUrl?: string; prefix?: string }, opts: JobsOptions = {}): Promise<Jobs> {
  if (config.redisUrl) {
    const { BullmqJobs } = await import('./bullmqJobs');
    return new BullmqJobs(config.redisUrl, config.prefix || DEFAULT_JOBS_PREFIX, opts);
  }
  return new InProcessJobs(opts);
}
