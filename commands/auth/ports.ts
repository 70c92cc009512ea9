/** Counts failed sign-ins per key (login, address) over a sliding window. */
export interface LoginThrottle {
  /** True when any key has reached the limit of failures in the window. */
  blocked(keys: string[]): Promise<boolean>;
  recordFailure(keys: string[]): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Issues a signed session token. */
export interface TokenSigner {
  sign(claims: { userId: string; jti: string }, expiresAt: Date): string;
}

/** 10 failures in 15 minutes block a login or an address. */
export const THROTTLE_LIMIT = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
