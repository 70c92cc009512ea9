import { THROTTLE_WINDOW_MS, type LoginThrottle } from '../../commands/auth/ports';
import type { ThrottleKey } from '@domain/sessions/throttle';

/** In-process sliding-window throttle, for the embedded stack (one API process). */
export class MemoryThrottle implements LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => Date,
    private readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  async blocked(keys: ThrottleKey[]): Promise<number> {
    const now = this.clock().getTime();
    return Math.max(
      0,
      ...keys.map(({ key, limit }) => {
        const recent = this.recent(key);
        // The block lifts when the oldest of the last `limit` failures leaves the window.
        return recent.length >= limit ? recent[recent.length - limit] + this.windowMs - now : 0;
      }),
    );
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock().getTime();
    for (const key of keys) this.failures.set(key, [...this.recent(key), now]);
  }

  async clear(keys: string[]): Promise<void> {
    for (const key of keys) this.failures.delete(key);
  }

  /** The key's failures still in the window, oldest first (they are recorded in clock order). */
  private recent(key: string): number[] {
    const since = this.clock().getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
