import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { MemoryThrottle } from './memoryThrottle';
import { RedisThrottle } from './redisThrottle';
import { describeThrottleContract } from './throttle.contract';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
afterAll(async () => {
  await redis.quit();
});

describeThrottleContract('memory', async (clock) => new MemoryThrottle(clock));
// Each run uses its own key prefix, so runs never see each other's counts.
describeThrottleContract('Redis', async (clock) => new RedisThrottle(redis, clock, `test:${randomUUID()}:`));
