import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { THROTTLE_LIMIT, THROTTLE_WINDOW_MS, type LoginThrottle } from '../../commands/auth/ports';

/** Sliding-window throttle in Redis sorted sets, shared by every API process of the scale-out stack. */
export class RedisThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly clock: () => Date,
    private readonly prefix = 'throttle:',
    private readonly limit = THROTTLE_LIMIT,
    private readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  async blocked(keys: string[]): Promise<boolean> {
    const since = this.clock().getTime() - this.windowMs;
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.zremrangebyscore(this.prefix + key, 0, since).zcard(this.prefix + key);
    const results = (await pipeline.exec()) ?? [];
    return results.filter((_, i) => i % 2 === 1).some(([error, count]) => !error && Number(count) >= this.limit);
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock().getTime();
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.zadd(this.prefix + key, now, `${now}-${randomUUID()}`).pexpire(this.prefix + key, this.windowMs);
    await pipeline.exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
