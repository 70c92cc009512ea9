import { describe, expect, it } from 'vitest';
import type { LoginThrottle } from '../../commands/auth/ports';

/** The throttle contract: both adapters count failures per key over a 15-minute sliding window. */
export function describeThrottleContract(name: string, create: (clock: () => Date) => Promise<LoginThrottle>): void {
  describe(`LoginThrottle contract: ${name}`, () => {
    const start = new Date('2026-11-22T10:00:00Z').getTime();

    it('blocks a key at its tenth failure, and only that key', async () => {
      const throttle = await create(() => new Date(start));
      for (let i = 0; i < 9; i += 1) await throttle.recordFailure(['login:a', 'address:1']);
      expect(await throttle.blocked(['login:a'])).toBe(false);
      await throttle.recordFailure(['login:a']);
      expect(await throttle.blocked(['login:a'])).toBe(true);
      expect(await throttle.blocked(['login:b', 'address:1'])).toBe(false);
      expect(await throttle.blocked(['login:b', 'login:a'])).toBe(true);
    });

    it('forgets failures older than 15 minutes', async () => {
      let now = start;
      const throttle = await create(() => new Date(now));
      for (let i = 0; i < 10; i += 1) await throttle.recordFailure(['login:c']);
      now += 14 * 60 * 1000;
      expect(await throttle.blocked(['login:c'])).toBe(true);
      now += 60 * 1000 + 1;
      expect(await throttle.blocked(['login:c'])).toBe(false);
    });

    it('clears a key', async () => {
      const throttle = await create(() => new Date(start));
      for (let i = 0; i < 10; i += 1) await throttle.recordFailure(['login:d']);
      await throttle.clear('login:d');
      expect(await throttle.blocked(['login:d'])).toBe(false);
    });
  });
}
