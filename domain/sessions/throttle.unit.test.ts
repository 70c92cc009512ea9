import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './messages';
import { clearedOnSignIn, retryAfterSeconds, signInThrottleKeys } from './throttle';

describe('signInThrottleKeys', () => {
  it('counts a login from one address (10), the login (30) and the address (100)', () => {
    expect(signInThrottleKeys('cmoreau', '10.0.0.1')).toEqual([
      { key: 'login-address:cmoreau@10.0.0.1', limit: 10 },
      { key: 'login:cmoreau', limit: 30 },
      { key: 'address:10.0.0.1', limit: 100 },
    ]);
  });

  it('never gives two login and address pairs the same key', () => {
    expect(signInThrottleKeys('a@b', 'c')[0].key).not.toBe(signInThrottleKeys('a', 'b@c')[0].key);
  });

  it('resets on success the counters of the login, not of the address', () => {
    const [pair, login] = signInThrottleKeys('cmoreau', '10.0.0.1');
    expect(clearedOnSignIn('cmoreau', '10.0.0.1')).toEqual([pair.key, login.key]);
  });
});

describe('the wait of a throttled sign-in', () => {
  it('is given in whole seconds, at least one', () => {
    expect(retryAfterSeconds(720_000)).toBe(720);
    expect(retryAfterSeconds(1_500)).toBe(2);
    expect(retryAfterSeconds(1)).toBe(1);
  });

  it('is told in minutes, rounded up', () => {
    expect(tooManyAttempts(11 * 60_000 + 1)).toBe('Trop de tentatives de connexion échouées. Réessayez dans 12 minutes.');
    expect(tooManyAttempts(15 * 60_000)).toBe('Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.');
    expect(tooManyAttempts(30_000)).toBe('Trop de tentatives de connexion échouées. Réessayez dans 1 minute.');
  });
});
