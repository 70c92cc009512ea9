import type { UpdateRequest } from '@domain/shared/changes';
import { SIEGE_ID, updateSiege as decideUpdateSiege } from '@domain/siege/siege';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { siegeAggregate, streams } from '../streams';

/** Records the fields of the head office that the edit changed. */
export async function updateSiege(ctx: CommandContext, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'updateSiege',
    streamId: streams.antenna(SIEGE_ID),
    aggregate: siegeAggregate,
    decide: (state) => decideUpdateSiege({ update }, state, { actor: ctx.actor }),
  });
  return { position };
}
