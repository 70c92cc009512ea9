import { createRecipient as decideCreateRecipient, RECIPIENT_REFERENCES, type NewRecipientInput } from '@domain/recipients/decide';
import { referencesIn } from '@domain/references/references';
import { assignFileNumber } from '@domain/recipients/fileNumbers';
import { RECIPIENT_DEFAULT_LABELS } from '@domain/recipients/rules';
import { initialRecipientState } from '@domain/recipients/state';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { fileNumberAggregate, recipientAggregate, reservationAggregate, streams } from '../streams';
import { claimIdentity } from './identityClaims';
import { recipientContext } from './recipientContext';

/** The id of a reference entry by its label, read from the label's reservation stream (always up to date). */
async function referenceIdOf(ctx: CommandContext, type: string, label: string): Promise<string | null> {
  return (await loadAggregate(ctx, streams.choiceLabel(type, label), reservationAggregate)).state.holder;
}

/** The next file number, as GET /last_file announces it. */
export async function nextFileNumber(ctx: Pick<CommandContext, 'store'>): Promise<number> {
  return (await loadAggregate(ctx, streams.fileNumbers(), fileNumberAggregate)).state.last + 1;
}

/**
 * Files a recipient. The form is judged first (a refusal records nothing); then the identity is
 * claimed (SIMILAR_RECIPIENT_EXISTS), the next file number taken on its stream, and the file written.
 */
export async function createRecipient(ctx: CommandContext, input: NewRecipientInput): Promise<WriteResult & { recipientId: string }> {
  const recipient: NewRecipientInput = {
    ...input,
    // Defaults fill absent fields only: a field sent empty was cleared on purpose and is judged as such.
    nationality:
      input.nationality === undefined ? await referenceIdOf(ctx, 'nationality', RECIPIENT_DEFAULT_LABELS.nationality) : input.nationality,
    family_status:
      input.family_status === undefined
        ? await referenceIdOf(ctx, 'family_status', RECIPIENT_DEFAULT_LABELS.family_status)
        : input.family_status,
  };
  const decision = await recipientContext(ctx, referencesIn(RECIPIENT_REFERENCES, recipient));
  decideCreateRecipient({ recipient, fileNumber: 0 }, initialRecipientState, decision);
  const recipientId = ctx.newId();
  const claimed = await claimIdentity(ctx, 'createRecipient', recipientId, recipient);
  const numbered = await runCommand(ctx, {
    command: 'createRecipient',
    streamId: streams.fileNumbers(),
    aggregate: fileNumberAggregate,
    decide: (state) => assignFileNumber({ recipientId }, state),
  });
  const fileNumber = numbered.state.last;
  const created = await runCommand(ctx, {
    command: 'createRecipient',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideCreateRecipient({ recipient, fileNumber }, state, decision),
  });
  return { recipientId, position: lastPosition(claimed, numbered.position, created.position) };
}
