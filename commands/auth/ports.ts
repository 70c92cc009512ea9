import type { ThrottleKey } from '@domain/sessions/throttle';

/** Counts failed sign-ins per key (login and address, login, address) over a sliding window. */
export interface LoginThrottle {
  /** Milliseconds until every key is under its own limit again: 0 when none is blocked. */
  blocked(keys: ThrottleKey[]): Promise<number>;
  /** Counts one failure against each key. */
  recordFailure(keys: string[]): Promise<void>;
  /** Forgets the failures of these keys. */
  clear(keys: string[]): Promise<void>;
}

/** Issues a signed session token. */
export interface TokenSigner {
  sign(claims: { userId: string; jti: string }, expiresAt: Date): string;
}

/** Failures are counted over the last 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
