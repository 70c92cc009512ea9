import { loadAggregate } from '../handle';
import type { CommandContext } from '../context';
import { organismAggregate, reservationAggregate, streams } from '../streams';
import type { NameHolder } from '@domain/contactLinks/freeEntry';

/** The organism holding a name (case, accents, spaces and dots aside) through its reservation, or null when the name is free. */
export async function organismHoldingName(ctx: Pick<CommandContext, 'store'>, name: string): Promise<NameHolder | null> {
  if (name.trim() === '') return null;
  const { state: reservation } = await loadAggregate(ctx, streams.organismName(name.trim()), reservationAggregate);
  if (reservation.holder === null) return null;
  const { state } = await loadAggregate(ctx, streams.organism(reservation.holder), organismAggregate);
  return {
    organism_id: reservation.holder,
    name: reservation.value ?? name,
    organism: state.exists ? state.organism : undefined,
  };
}
