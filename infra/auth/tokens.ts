import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { TokenSigner } from '../../commands/auth/ports';

/** Why a token was refused. */
export type TokenProblem = 'INVALID_TOKEN' | 'TOKEN_EXPIRED';

export type VerifiedToken = { ok: true; userId: string; jti: string } | { ok: false; problem: TokenProblem };

/** Signs and checks the HS256 JWTs of sessions; the clock is injected so expiry can be tested. */
export class JwtTokens implements TokenSigner {
  /** A key object made once: given the secret as a string, jsonwebtoken first tries it as a public key on every call, which cost more than the rest of a request. */
  private readonly key: KeyObject;

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
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock().getTime() / 1000),
        ignoreExpiration: opts.ignoreExpiration ?? false,
      });
      if (typeof payload === 'string' || !payload.sub || !payload.jti) return { ok: false, problem: 'INVALID_TOKEN' };
      return { ok: true, userId: payload.sub, jti: payload.jti };
    } catch (error) {
      return { ok: false, problem: error instanceof jwt.TokenExpiredError ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN' };
    }
  }
}
