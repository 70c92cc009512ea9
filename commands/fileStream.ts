import type { RecipientEvent, RecipientState } from '@domain/recipients/slices';
import type { DomainEvent } from '@domain/shared/aggregate';
import type { CommandContext, WriteResult } from './context';
import { loadAggregate, runCommand } from './handle';
import { recipientAggregate, streams } from './streams';

/** Runs a decision on a file's stream, retried on a concurrent write (its events are those of a slice of the file). */
export async function onFile(
  ctx: CommandContext,
  command: string,
  recipientId: string,
  decide: (file: RecipientState) => DomainEvent[],
): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command,
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: decide as (file: RecipientState) => RecipientEvent[],
  });
  return { position };
}

/** A file as it is now (to judge a write that touches another stream before the file's). */
export async function loadFile(ctx: CommandContext, recipientId: string): Promise<RecipientState> {
  return (await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate)).state;
}
