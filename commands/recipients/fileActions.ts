import {
  deleteRecipient as decideDelete,
  RADIATION_REFERENCES,
  radiateRecipient as decideRadiate,
  transferReferences,
  transferRecipient as decideTransfer,
  type TransferCommand,
  unradiateRecipient as decideUnradiate,
} from '@domain/recipients/decide';
import {
  JUSTICE_REFERENCES,
  setJusticePeriod as decideJustice,
  setMailRedirection as decideMailRedirection,
} from '@domain/recipients/header';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, runCommand } from '../handle';
import { release } from '../housings/roomBooking';
import { recipientAggregate, streams } from '../streams';
import { releaseIdentity } from './identityClaims';
import { recipientContext } from './recipientContext';

type Radiation = { on?: string | null; radiation_reason?: string | null; radiation_status?: string | null };

/** Radiates a file. */
export async function radiateRecipient(ctx: CommandContext, recipientId: string, radiation: Radiation): Promise<WriteResult> {
  const decision = await recipientContext(ctx, referencesIn(RADIATION_REFERENCES, radiation));
  const { position } = await runCommand(ctx, {
    command: 'radiateRecipient',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideRadiate(radiation, state, decision),
  });
  return { position };
}

/** Reopens a radiated file ('renouveler'). */
export async function unradiateRecipient(ctx: CommandContext, recipientId: string, renewal: { on?: string | null }): Promise<WriteResult> {
  const decision = await recipientContext(ctx);
  const { position } = await runCommand(ctx, {
    command: 'unradiateRecipient',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideUnradiate(renewal, state, decision),
  });
  return { position };
}

/** Transfers a file to another antenna, with its new referent there. */
export async function transferRecipient(ctx: CommandContext, recipientId: string, transfer: TransferCommand): Promise<WriteResult> {
  const decision = await recipientContext(ctx, transferReferences(transfer));
  const { position } = await runCommand(ctx, {
    command: 'transferRecipient',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideTransfer(transfer, state, decision),
  });
  return { position };
}

/** Deletes a file (its history stays), frees its identity and the rooms its stays held. */
export async function deleteRecipient(ctx: CommandContext, recipientId: string): Promise<WriteResult> {
  const decision = await recipientContext(ctx);
  const deleted = await runCommand(ctx, {
    command: 'deleteRecipient',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideDelete(state, decision),
  });
  let position = lastPosition(deleted.position, await releaseIdentity(ctx, 'deleteRecipient', recipientId, deleted.state.civil));
  for (const [housingId, housing] of Object.entries(deleted.state.housings)) {
    if (housing.housing_type === 'hebergement' && housing.room_id)
      position = lastPosition(position, await release(ctx, housingId, housing.room_id));
  }
  return { position };
}

/** Sets the period under justice shown in the file's header. */
export async function setJusticePeriod(
  ctx: CommandContext,
  recipientId: string,
  justice: { start?: string | null; end?: string | null; organism_id?: string | null },
): Promise<WriteResult> {
  const decision = await recipientContext(ctx, referencesIn(JUSTICE_REFERENCES, justice));
  const { position } = await runCommand(ctx, {
    command: 'setJusticePeriod',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideJustice(justice, state, decision),
  });
  return { position };
}

/** Sets where the recipient's mail is forwarded. */
export async function setMailRedirection(ctx: CommandContext, recipientId: string, mailRedirection: string | null): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'setMailRedirection',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideMailRedirection({ mail_redirection: mailRedirection }, state, ctx),
  });
  return { position };
}
