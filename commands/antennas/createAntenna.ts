import type { FormOf } from '@domain/shared/forms';
import type { AntennaFields } from '@domain/antennas/events';
import { createAntenna as decideCreateAntenna } from '@domain/antennas/decide';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { antennaAggregate, streams } from '../streams';

/** Creates an antenna. */
export async function createAntenna(ctx: CommandContext, antenna: FormOf<AntennaFields>): Promise<WriteResult & { antennaId: string }> {
  const antennaId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createAntenna',
    streamId: streams.antenna(antennaId),
    aggregate: antennaAggregate,
    decide: (state) => decideCreateAntenna({ antenna }, state, { actor: ctx.actor }),
  });
  return { antennaId, position };
}
