import { keepSession } from '@domain/sessions/passwordChange';
import { changePassword as decideChangePassword, type PasswordForm } from '@domain/users/decide';
import type { CommandContext, WriteResult } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { streams, userAggregate } from '../streams';

/** Changes the signed-in user's own password, after checking the old one; their other sessions end. */
export async function changePassword(ctx: CommandContext, userId: string, password: PasswordForm): Promise<WriteResult> {
  const { state } = await loadAggregate(ctx, streams.user(userId), userAggregate);
  const oldMatches = state.exists && !!password.old && (await ctx.passwords.verify(password.old, state.passwordHash));
  const userCtx = { actor: ctx.actor };
  decideChangePassword({ userId, password, oldMatches, newHash: '' }, state, userCtx);
  const newHash = await ctx.passwords.hash(String(password.new));
  const { position } = await runCommand(ctx, {
    command: 'changePassword',
    streamId: streams.user(userId),
    aggregate: userAggregate,
    decide: (current) => keepSession(decideChangePassword({ userId, password, oldMatches, newHash }, current, userCtx), ctx.sessionId),
  });
  return { position };
}
