import type { Next } from 'koa';
import { AUTH_MESSAGES } from '@domain/sessions/messages';
import { endedByDeactivation } from '@domain/sessions/deactivation';
import { endedByPasswordChange } from '@domain/sessions/passwordChange';
import type { Actor } from '@domain/users/actor';
import { findSession } from '../projections/sessions';
import { findUser } from '../projections/users';
import type { Ctx } from './context';
import { HttpError } from './errors';
import type { Services } from './services';

/** Why a token is not (or no longer) accepted, with the message shown on the sign-in page. */
export type TokenCheck = { valid: true; actor: Actor; sessionId: string } | { valid: false; reason: string; message: string };

/**
 * A token is valid when its signature and expiry hold, its session is open and was not ended by a later
 * password change or deactivation, and its user exists and is active.
 */
export async function checkToken(services: Services, token: string | undefined): Promise<TokenCheck> {
  if (!token) return { valid: false, reason: 'NO_TOKEN', message: AUTH_MESSAGES.noToken };
  const verified = services.tokens.verify(token);
  if (!verified.ok) {
    return {
      valid: false,
      reason: 'INVALID_TOKEN',
      message: verified.problem === 'TOKEN_EXPIRED' ? AUTH_MESSAGES.expiredToken : AUTH_MESSAGES.invalidToken,
    };
  }
  const session = await findSession(services.docs, verified.jti);
  if (!session || session.user_id !== verified.userId)
    return { valid: false, reason: 'INVALID_TOKEN', message: AUTH_MESSAGES.invalidToken };
  if (session.closed) return { valid: false, reason: 'INVALID_TOKEN', message: AUTH_MESSAGES.closedSession };
  const user = await findUser(services.docs, verified.userId);
  if (!user || !user.actif) return { valid: false, reason: 'INVALID_TOKEN', message: AUTH_MESSAGES.accountGone };
  const passwordChange = { passwordChangedPosition: user.password_changed_position, keptSession: user.kept_session };
  if (endedByPasswordChange({ id: session._id, openedPosition: session.opened_position }, passwordChange)) {
    return { valid: false, reason: 'INVALID_TOKEN', message: AUTH_MESSAGES.passwordChanged };
  }
  if (endedByDeactivation({ openedPosition: session.opened_position }, { deactivatedPosition: user.deactivated_position })) {
    return { valid: false, reason: 'INVALID_TOKEN', message: AUTH_MESSAGES.endedByDeactivation };
  }
  const actor = { id: user._id, habilitation: user.habilitation, rights: user.rights, antenna_id: user.antenna_id };
  return { valid: true, actor, sessionId: session._id };
}

/** The bearer token of a request, if any; the scheme is case-insensitive (RFC 7235). */
export function bearerToken(ctx: Ctx): string | undefined {
  const match = /^Bearer +(\S+)$/i.exec(ctx.get('Authorization'));
  return match?.[1];
}

/** Lets only signed-in users through (401 with the reason otherwise) and puts the actor and their session on ctx.state. */
export async function requireAuth(ctx: Ctx, next: Next): Promise<void> {
  const check = await checkToken(ctx.services, bearerToken(ctx));
  if (!check.valid) throw new HttpError(401, check.reason, check.message);
  ctx.state.actor = check.actor;
  ctx.state.sessionId = check.sessionId;
  await next();
}
