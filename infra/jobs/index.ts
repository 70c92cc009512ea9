import type { Jobs } from '../../workers/jobs';
import { BullmqJobs } from './bullmqJobs';
import { InProcessJobs } from './inProcessJobs';
import type { JobsOptions } from './settings';

/** The key prefix of the BullMQ queues when none is configured. */
export const DEFAULT_JOBS_PREFIX = 'passerelles';

/** Opens the jobs the configuration names: BullMQ on Redis when REDIS_URL is set, else in this process (lost on restart). */
export function openJobs(config: { redisUrl?: string; prefix?: string }, opts: JobsOptions = {}): Jobs {
  if (config.redisUrl) return new BullmqJobs(config.redisUrl, config.prefix || DEFAULT_JOBS_PREFIX, opts);
  return new InProcessJobs(opts);
}
