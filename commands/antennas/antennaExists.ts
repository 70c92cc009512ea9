import type { CommandDeps } from '../context';
import { streams } from '../streams';

/** True when an antenna (or the head office) with that id has been recorded: read from its stream, not a read model. */
export async function antennaExists(deps: Pick<CommandDeps, 'store'>, antennaId: string | null | undefined): Promise<boolean> {
  if (!antennaId) return false;
  return (await deps.store.readStream(streams.antenna(antennaId))).length > 0;
}
