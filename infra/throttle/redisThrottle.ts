import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { THROTTLE_WINDOW_MS, type LoginThrottle } from '../../commands/auth/ports';
import type { ThrottleKey } from '@domain/sessions/throttle';

/** Sliding-window throttle in Redis sorted sets, shared by every API process of the scale-out stack. */
export class RedisThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly clock: () => Date,
    private readonly prefix = 'throttle:',
    private readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  async blocked(keys: ThrottleKey[]): Promise<number> {
    const now = this.clock().getTime();
    const pipeline = this.redis.multi();
    // The limit-th newest failure (rank -limit) is the oldest one keeping the key blocked; a key
    // with fewer failures has no such rank and answers nothing.
    for (const { key, limit } of keys) {
      pipeline.zremrangebyscore(this.prefix + key, 0, now - this.windowMs).zrange(this.prefix + key, -limit, String(-limit), 'WITHSCORES');
    }
    const results = (await pipeline.exec()) ?? [];
    const waits = results
      .filter((_, i) => i % 2 === 1)
      .map(([error, entry]) => {
        // RESP2 answers [member, score], RESP3 [[member, score]].
        const [, score] = !error && Array.isArray(entry) ? entry.flat() : [];
        return score === undefined ? 0 : Number(score) + this.windowMs - now;
      });
    return Math.max(0, ...waits);
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock().getTime();
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.zadd(this.prefix + key, now, `${now}-${randomUUID()}`).pexpire(this.prefix + key, this.windowMs);
    await pipeline.exec();
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => this.prefix + key));
  }
}
