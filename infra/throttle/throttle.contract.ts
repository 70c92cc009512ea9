import { describe, expect, it } from 'vitest';
import type { LoginThrottle } from '../../commands/auth/ports';

/** The throttle contract: both adapters count failures per key, each against its own limit, over a 15-minute sliding window. */
export function describeThrottleContract(name: string, create: (clock: () => Date) => Promise<LoginThrottle>): void {
  describe(`LoginThrottle contract: ${name}`, () => {
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    const minutes = (n: number) => n * 60 * 1000;

    it('blocks a key at its limit, and only that key', async () => {
      const throttle = await create(() => new Date(start));
      for (let i = 0; i < 9; i += 1) await throttle.recordFailure(['login:a', 'address:1']);
      expect(await throttle.blocked([{ key: 'login:a', limit: 10 }])).toBe(0);
      await throttle.recordFailure(['login:a']);
      expect(await throttle.blocked([{ key: 'login:a', limit: 10 }])).toBe(minutes(15));
      expect(
        await throttle.blocked([
          { key: 'login:b', limit: 10 },
          { key: 'address:1', limit: 10 },
        ]),
      ).toBe(0);
      expect(
        await throttle.blocked([
          { key: 'login:b', limit: 10 },
          { key: 'login:a', limit: 10 },
        ]),
      ).toBe(minutes(15));
    });

    it('judges each key by its own limit', async () => {
      const throttle = await create(() => new Date(start));
      for (let i = 0; i < 10; i += 1) await throttle.recordFailure(['pair:e', 'login:e']);
      expect(await throttle.blocked([{ key: 'login:e', limit: 30 }])).toBe(0);
      expect(
        await throttle.blocked([
          { key: 'login:e', limit: 30 },
          { key: 'pair:e', limit: 10 },
        ]),
      ).toBe(minutes(15));
      expect(await throttle.blocked([{ key: 'login:e', limit: 3 }])).toBe(minutes(15));
    });

    it('answers the wait until the oldest failure keeping the key blocked leaves the window', async () => {
      let now = start;
      const throttle = await create(() => new Date(now));
      for (let i = 0; i < 4; i += 1) {
        await throttle.recordFailure(['login:f']);
        now += minutes(1);
      }
      // Failures at 0, 1, 2 and 3 minutes, now 4: with a limit of 3 the block holds until the one at 1 minute expires.
      expect(await throttle.blocked([{ key: 'login:f', limit: 3 }])).toBe(minutes(12));
      expect(
        await throttle.blocked([
          { key: 'login:f', limit: 3 },
          { key: 'login:f', limit: 4 },
        ]),
      ).toBe(minutes(12));
      now = start + minutes(16);
      expect(await throttle.blocked([{ key: 'login:f', limit: 3 }])).toBe(0);
    });

    it('forgets failures older than 15 minutes', async () => {
      let now = start;
      const throttle = await create(() => new Date(now));
      for (let i = 0; i < 10; i += 1) await throttle.recordFailure(['login:c']);
      now += minutes(14);
      expect(await throttle.blocked([{ key: 'login:c', limit: 10 }])).toBe(minutes(1));
      now += minutes(1) + 1;
      expect(await throttle.blocked([{ key: 'login:c', limit: 10 }])).toBe(0);
    });

    it('clears keys', async () => {
      const throttle = await create(() => new Date(start));
      for (let i = 0; i < 10; i += 1) await throttle.recordFailure(['login:d', 'pair:d', 'address:d']);
      await throttle.clear(['login:d', 'pair:d']);
      expect(
        await throttle.blocked([
          { key: 'login:d', limit: 10 },
          { key: 'pair:d', limit: 10 },
        ]),
      ).toBe(0);
      expect(await throttle.blocked([{ key: 'address:d', limit: 10 }])).toBe(minutes(15));
    });
  });
}
