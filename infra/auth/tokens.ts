import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenSigner } from '../../commands/auth/ports';

/** Why a token was refused. */
export type TokenProblem = 'INVALID_TOKEN' | 'TOKEN_EXPIRED';

export type VerifiedToken = { ok: true; userId: string; jti: string } | { ok: false; problem: TokenProblem };

/** How many good tokens are remembered before starting afresh (one per session in use). */
const SIGNED_KEPT = 10_000;
const EXPIRED: VerifiedToken = { ok: false, problem: 'TOKEN_EXPIRED' };

/** Signs and checks the HS256 JWTs of sessions; the clock is injected so expiry can be tested. */
export class JwtTokens implements TokenSigner {
  /** A key object made once: given the secret as a string, jsonwebtoken first tries it as a public key on every call, which cost more than the rest of a request. */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature was found good, with their claims: a signature never changes, so each request of a session
   * checks its token's expiry alone (HMAC and the JWT parsing cost a twentieth of a list's time). Revocation is not
   * the token's business: a closed session is refused by its stored session, looked up at every request.
   */
  private readonly signed = new Map<string, { userId: string; jti: string; exp: number }>();

  constructor(
    secret: string,
    private readonly clock: () => Date,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: { userId: string; jti: string }, expiresAt: Date): string {
    const now = Math.floor(this.clock().getTime() / 1000);
    return jwt.sign({ sub: claims.userId, jti: claims.jti, iat: now, exp: Math.floor(expiresAt.getTime() / 1000) }, this.key, {
      algorithm: 'HS256',
    });
  }

  /** Checks signature and expiry (unless ignoreExpiration, used to close a session with an expired token). */
  verify(token: string, opts: { ignoreExpiration?: boolean } = {}): VerifiedToken {
    const now = Math.floor(this.clock().getTime() / 1000);
    const signed = this.signed.get(token);
    if (signed) return opts.ignoreExpiration || now < signed.exp ? { ok: true, userId: signed.userId, jti: signed.jti } : EXPIRED;
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        clockTimestamp: now,
        ignoreExpiration: opts.ignoreExpiration ?? false,
      });
      if (typeof payload === 'string' || !payload.sub || !payload.jti || payload.exp === undefined)
        return { ok: false, problem: 'INVALID_TOKEN' };
      if (this.signed.size >= SIGNED_KEPT) this.signed.clear();
      this.signed.set(token, { userId: payload.sub, jti: payload.jti, exp: payload.exp });
      return { ok: true, userId: payload.sub, jti: payload.jti };
    } catch (error) {
      return { ok: false, problem: error instanceof jwt.TokenExpiredError ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN' };
    }
  }
}
