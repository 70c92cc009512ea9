import type { UpdateRequest } from '@domain/shared/changes';
import { updateUser as decideUpdateUser } from '@domain/users/decide';
import { antennaExists } from '../antennas/antennaExists';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { streams, userAggregate } from '../streams';

/** Records the fields of a user that the edit changed. */
export async function updateUser(ctx: CommandContext, userId: string, update: UpdateRequest): Promise<WriteResult> {
  const antennaId = update.current.antenna_id as string | null | undefined;
  const known = await antennaExists(ctx, antennaId);
  const { position } = await runCommand(ctx, {
    command: 'updateUser',
    streamId: streams.user(userId),
    aggregate: userAggregate,
    decide: (state) => decideUpdateUser({ userId, update }, state, { actor: ctx.actor, antennaExists: (id) => id === antennaId && known }),
  });
  return { position };
}
