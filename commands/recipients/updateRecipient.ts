import type { UpdateRequest } from '@domain/shared/changes';
import { applyChanges } from '@domain/shared/changes';
import { RECIPIENT_REFERENCES, updateRecipient as decideUpdateRecipient } from '@domain/recipients/decide';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { claimIdentity, identityChanged, releaseIdentity } from './identityClaims';
import { recipientContext } from './recipientContext';

/** Records an edit of the civil tab; a new identity is claimed first and the old one freed after. */
export async function updateRecipient(ctx: CommandContext, recipientId: string, update: UpdateRequest): Promise<WriteResult> {
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const decision = await recipientContext(ctx, referencesIn(RECIPIENT_REFERENCES, update.current));
  const [change] = decideUpdateRecipient({ update }, state, decision);
  if (!change || change.type !== 'RecipientCivilDataChanged') return { position: null };
  const next = applyChanges(state.civil, change.data.changes);
  const moved = identityChanged(state.civil, next);
  const claimed = moved ? await claimIdentity(ctx, 'updateRecipient', recipientId, next) : null;
  const changed = await runCommand(ctx, {
    command: 'updateRecipient',
    streamId,
    aggregate: recipientAggregate,
    decide: (current) => decideUpdateRecipient({ update }, current, decision),
  });
  const released = moved ? await releaseIdentity(ctx, 'updateRecipient', recipientId, state.civil) : null;
  return { position: lastPosition(claimed, changed.position, released) };
}
