import { conflict, DomainError } from '@domain/shared/errors';
import { identityKey } from '@domain/recipients/identity';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { SIEGE_DEFAULT_NAME, SIEGE_ID } from '@domain/siege/siege';
import type { CommandContext } from '../context';
import { loadAggregate } from '../handle';
import { claim, unclaim } from '../reservations';
import { antennaAggregate, recipientAggregate, siegeAggregate, streams } from '../streams';

type Identity = { surname?: string | null; name?: string | null; birth_date?: string | null };

const SIMILAR = 'SIMILAR_RECIPIENT_EXISTS';

/** The name of the antenna a file is in, for the message of a similar file. */
async function antennaNameOf(ctx: CommandContext, recipientId: string): Promise<string> {
  const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
  const antennaId = state.civil.antenna_id;
  if (antennaId === SIEGE_ID)
    return (await loadAggregate(ctx, streams.antenna(SIEGE_ID), siegeAggregate)).state.siege.long_name ?? SIEGE_DEFAULT_NAME;
  return (await loadAggregate(ctx, streams.antenna(antennaId), antennaAggregate)).state.antenna.name;
}

/** Claims an identity for a file; held by another file: SIMILAR_RECIPIENT_EXISTS naming that file's antenna. */
export async function claimIdentity(ctx: CommandContext, command: string, recipientId: string, identity: Identity): Promise<bigint | null> {
  try {
    return await claim(
      ctx,
      command,
      { streamId: streams.recipientIdentity(identityKey(identity)), holder: recipientId, value: recipientId },
      (holder) => conflict(SIMILAR, RECIPIENT_MESSAGES.similar(''), { recipient_id: holder }),
    );
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== SIMILAR) throw error;
    const antenna = await antennaNameOf(ctx, (error.data as { recipient_id: string }).recipient_id);
    throw conflict(SIMILAR, RECIPIENT_MESSAGES.similar(antenna), { code: SIMILAR, antenna });
  }
}

/** Frees the identity a file held. */
export function releaseIdentity(ctx: CommandContext, command: string, recipientId: string, identity: Identity): Promise<bigint | null> {
  return unclaim(ctx, command, { streamId: streams.recipientIdentity(identityKey(identity)), holder: recipientId });
}

/** True when an edit moves a file to another identity. */
export const identityChanged = (before: Identity, after: Identity) => identityKey(before) !== identityKey(after);
