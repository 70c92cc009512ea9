import type { FormOf } from '@domain/shared/forms';
import { createUser as decideCreateUser, type NewUserInput } from '@domain/users/decide';
import { loginTaken } from '@domain/users/loginReservation';
import { initialUserState } from '@domain/users/state';
import { antennaExists } from '../antennas/antennaExists';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, runCommand } from '../handle';
import { claim } from '../reservations';
import { streams, userAggregate } from '../streams';

/**
 * Creates a user: the form is judged first (so a refusal records nothing), then the login is
 * reserved on its own stream (two simultaneous creations: one wins, the other gets
 * USER_ALREADY_EXISTS), then the user stream is written.
 */
export async function createUser(ctx: CommandContext, input: FormOf<NewUserInput>): Promise<WriteResult & { userId: string }> {
  const userId = ctx.newId();
  const antennaId = input.antenna_id ?? ctx.actor.antenna_id;
  const known = await antennaExists(ctx, antennaId);
  const userCtx = { actor: ctx.actor, antennaExists: (id: string) => id === antennaId && known };
  decideCreateUser({ userId, user: input, passwordHash: '' }, initialUserState, userCtx);
  const passwordHash = await ctx.passwords.hash(String(input.password));
  const login = String(input.login);
  const reserved = await claim(ctx, 'createUser', { streamId: streams.login(login), holder: userId, value: login.trim() }, loginTaken);
  const created = await runCommand(ctx, {
    command: 'createUser',
    streamId: streams.user(userId),
    aggregate: userAggregate,
    decide: (state) => decideCreateUser({ userId, user: input, passwordHash }, state, userCtx),
  });
  return { userId, position: lastPosition(reserved, created.position) };
}
