import { deleteUser as decideDeleteUser } from '@domain/users/decide';
import { release } from '@domain/shared/reservation';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, runCommand } from '../handle';
import { reservationAggregate, streams, userAggregate } from '../streams';

/** Deletes a user (the history keeps them) and frees their login. */
export async function deleteUser(ctx: CommandContext, userId: string): Promise<WriteResult> {
  const deleted = await runCommand(ctx, {
    command: 'deleteUser',
    streamId: streams.user(userId),
    aggregate: userAggregate,
    decide: (state) => decideDeleteUser({ userId }, state, { actor: ctx.actor }),
  });
  const released = await runCommand(ctx, {
    command: 'deleteUser',
    streamId: streams.login(deleted.state.login),
    aggregate: reservationAggregate,
    decide: (state) => release({ holder: userId }, state),
  });
  return { position: lastPosition(deleted.position, released.position) };
}
