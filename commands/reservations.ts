import type { DomainError } from '@domain/shared/errors';
import { release, reserve } from '@domain/shared/reservation';
import type { CommandContext } from './context';
import { runCommand } from './handle';
import { reservationAggregate } from './streams';

/** Claims a unique value on its reservation stream for a holder; taken by another: the refusal taken() builds. */
export async function claim(
  ctx: CommandContext,
  command: string,
  claimed: { streamId: string; holder: string; value: string },
  taken: (heldValue: string) => DomainError,
): Promise<bigint | null> {
  const { position } = await runCommand(ctx, {
    command,
    streamId: claimed.streamId,
    aggregate: reservationAggregate,
    decide: (state) => reserve({ holder: claimed.holder, value: claimed.value }, state, taken),
  });
  return position;
}

/** Frees a value its holder no longer uses. */
export async function unclaim(
  ctx: CommandContext,
  command: string,
  released: { streamId: string; holder: string },
): Promise<bigint | null> {
  const { position } = await runCommand(ctx, {
    command,
    streamId: released.streamId,
    aggregate: reservationAggregate,
    decide: (state) => release({ holder: released.holder }, state),
  });
  return position;
}
