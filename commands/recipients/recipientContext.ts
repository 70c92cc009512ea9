import { frenchDay } from '../../domain/shared/dates';
import type { RecipientContext } from '../../domain/recipients/decide';
import { antennaExists } from '../antennas/antennaExists';
import type { CommandContext } from '../context';
import { loadAggregate } from '../handle';
import { streams, userAggregate } from '../streams';

type Id = string | null | undefined;

/** The facts a decision on a file may need, looked up from the event store for the ids in play. */
export async function recipientContext(ctx: CommandContext, lookups: { antennaIds?: Id[]; userIds?: Id[] } = {}): Promise<RecipientContext> {
  const antennas = new Map<string, boolean>();
  for (const id of lookups.antennaIds ?? []) if (id) antennas.set(id, await antennaExists(ctx, id));
  const referents = new Map<string, string | null>();
  for (const id of lookups.userIds ?? []) {
    if (!id) continue;
    const { state } = await loadAggregate(ctx, streams.user(id), userAggregate);
    if (state.exists && !state.deleted) referents.set(id, state.profile.antenna_id);
  }
  return {
    actor: ctx.actor,
    today: frenchDay(ctx.clock()),
    antennaExists: (id) => antennas.get(id) ?? false,
    referentAntenna: (id) => referents.get(id),
  };
}
