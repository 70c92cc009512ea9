import { updateAntenna as decideUpdateAntenna } from '@domain/antennas/decide';
import type { UpdateRequest } from '@domain/shared/changes';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { antennaAggregate, streams } from '../streams';

/** Records the fields of an antenna that the edit changed. */
export async function updateAntenna(ctx: CommandContext, antennaId: string, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'updateAntenna',
    streamId: streams.antenna(antennaId),
    aggregate: antennaAggregate,
    decide: (state) => decideUpdateAntenna({ antennaId, update }, state, { actor: ctx.actor }),
  });
  return { position };
}
