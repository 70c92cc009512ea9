import { describe, expect, it } from 'vitest';
import { JwtTokens } from './tokens';

describe('JwtTokens', () => {
  const start = new Date('2026-11-27T10:00:00Z');
  const expiresAt = new Date('2026-11-27T22:00:00Z');

  it('accepts a token again until its expiry, then refuses it as expired (closing a session may still read it)', () => {
    let now = start;
    const tokens = new JwtTokens('secret-of-the-test', () => now);
    const token = tokens.sign({ userId: 'u1', jti: 's1' }, expiresAt);
    expect(tokens.verify(token)).toEqual({ ok: true, userId: 'u1', jti: 's1' });
    now = new Date(expiresAt.getTime() - 1000);
    expect(tokens.verify(token)).toEqual({ ok: true, userId: 'u1', jti: 's1' });
    now = expiresAt;
    expect(tokens.verify(token)).toEqual({ ok: false, problem: 'TOKEN_EXPIRED' });
    expect(tokens.verify(token, { ignoreExpiration: true })).toEqual({ ok: true, userId: 'u1', jti: 's1' });
  });

  it('refuses a token signed with another secret or altered, even after the good one was accepted', () => {
    const tokens = new JwtTokens('secret-of-the-test', () => start);
    const token = tokens.sign({ userId: 'u1', jti: 's1' }, expiresAt);
    expect(tokens.verify(token).ok).toBe(true);
    const other = new JwtTokens('another-secret', () => start).sign({ userId: 'u1', jti: 's1' }, expiresAt);
    expect(tokens.verify(other)).toEqual({ ok: false, problem: 'INVALID_TOKEN' });
    expect(tokens.verify(`${token.slice(0, -4)}AAAA`)).toEqual({ ok: false, problem: 'INVALID_TOKEN' });
  });
});
