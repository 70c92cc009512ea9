import { DomainError } from '@domain/shared/errors';
import { AUTH_MESSAGES, tooManyAttempts } from '@domain/sessions/messages';
import { openSession } from '@domain/sessions/sessions';
import { clearedOnSignIn, retryAfterSeconds, signInThrottleKeys } from '@domain/sessions/throttle';
import { loginKey } from '@domain/users/loginReservation';
import type { UserProfile } from '@domain/users/events';
import type { CommandDeps } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { reservationAggregate, sessionAggregate, streams, userAggregate } from '../streams';
import type { LoginThrottle, TokenSigner } from './ports';

/** What signing in needs beyond any command. */
export interface AuthDeps extends CommandDeps {
  throttle: LoginThrottle;
  tokens: TokenSigner;
  tokenTtlMs: number;
}

/**
 * Signs a user in: refused (with the wait, in seconds, as data.retry_after) while the login from this
 * address, the login or the address has too many recent failures (see domain/sessions/throttle); a
 * wrong login, a wrong password and a disabled account get the same answer. Success opens a session,
 * whose id is the token's jti, so that logging out can revoke the token.
 */
export async function login(
  deps: AuthDeps,
  input: { username: string; password: string; address: string },
  correlationId: string,
): Promise<{ token: string; userId: string; position: bigint }> {
  const userLogin = loginKey(input.username);
  const keys = signInThrottleKeys(userLogin, input.address);
  const waitMs = await deps.throttle.blocked(keys);
  if (waitMs > 0) {
    throw new DomainError('too_many_requests', 'TOO_MANY_ATTEMPTS', tooManyAttempts(waitMs), undefined, {
      retry_after: retryAfterSeconds(waitMs),
    });
  }
  const { state: reservation } = await loadAggregate(deps, streams.login(input.username), reservationAggregate);
  const userId = reservation.holder;
  const user = userId ? (await loadAggregate(deps, streams.user(userId), userAggregate)).state : null;
  const usable = userId !== null && user !== null && user.exists && !user.deleted && user.profile.actif;
  // Without an account, a hash is still computed so that a wrong login takes as long as a wrong password.
  const matches = usable
    ? await deps.passwords.verify(input.password, user.passwordHash)
    : (await deps.passwords.hash(input.password), false);
  if (!usable || !matches) {
    await deps.throttle.recordFailure(keys.map(({ key }) => key));
    throw new DomainError('unauthenticated', 'WRONG_CREDENTIALS', AUTH_MESSAGES.wrongCredentials);
  }
  await deps.throttle.clear(clearedOnSignIn(userLogin, input.address));
  const jti = deps.newId();
  const expiresAt = new Date(deps.clock().getTime() + deps.tokenTtlMs);
  const { position } = await runCommand(
    { ...deps, actor: actorOf(userId, user.profile), correlationId },
    {
      command: 'login',
      streamId: streams.session(jti),
      aggregate: sessionAggregate,
      decide: () => openSession({ userId, expiresAt: expiresAt.toISOString() }),
    },
  );
  return { token: deps.tokens.sign({ userId, jti }, expiresAt), userId, position: position ?? 0n };
}

/** The actor a user's own sign-in is recorded under. */
export function actorOf(userId: string, profile: UserProfile) {
  return { id: userId, habilitation: profile.habilitation, rights: profile.rights, antenna_id: profile.antenna_id };
}
