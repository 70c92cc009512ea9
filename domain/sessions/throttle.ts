// Sign-in throttling counts failures per login from one address, per login from anywhere and per
// address. Counting per address alone would let one person behind a shared office connection lock
// out every colleague; the looser login and address ceilings still bound distributed guessing.

/** A failure counter and the number of failures in the window that blocks sign-in. */
export interface ThrottleKey {
  key: string;
  limit: number;
}

/** Failures in 15 minutes that block: a login from one address, a login from anywhere, an address. */
export const THROTTLE_LIMITS = { loginAddress: 10, login: 30, address: 100 } as const;

/** The counter of a login from one address (both escaped, so no pair of values can share a key). */
const loginAddressKey = (login: string, address: string) => `login-address:${encodeURIComponent(login)}@${encodeURIComponent(address)}`;

/** The counters a sign-in attempt is judged by, each with its limit; `login` is the normalized login. */
export function signInThrottleKeys(login: string, address: string): ThrottleKey[] {
  return [
    { key: loginAddressKey(login, address), limit: THROTTLE_LIMITS.loginAddress },
    { key: `login:${login}`, limit: THROTTLE_LIMITS.login },
    { key: `address:${address}`, limit: THROTTLE_LIMITS.address },
  ];
}

/** The counters a successful sign-in resets: its login's, not its address's (others may be guessing from there). */
export function clearedOnSignIn(login: string, address: string): string[] {
  return [loginAddressKey(login, address), `login:${login}`];
}

/** Whole seconds until a block lifts, at least 1 (the value of Retry-After). */
export const retryAfterSeconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));
