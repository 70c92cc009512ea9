import { THROTTLE_LIMIT, THROTTLE_WINDOW_MS, type LoginThrottle } from '../../commands/auth/ports';

/** In-process sliding-window throttle, for the embedded stack (one API process). */
export class MemoryThrottle implements LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: () => Date,
    private readonly limit = THROTTLE_LIMIT,
    private readonly windowMs = THROTTLE_WINDOW_MS,
  ) {}

  async blocked(keys: string[]): Promise<boolean> {
    return keys.some((key) => this.recent(key).length >= this.limit);
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock().getTime();
    for (const key of keys) this.failures.set(key, [...this.recent(key), now]);
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.clock().getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
