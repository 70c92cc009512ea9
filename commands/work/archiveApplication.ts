import { archiveApplication as decideArchive } from '@domain/work/archive';
import type { RecipientEvent } from '@domain/recipients/slices';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Archives a job of a file (sets `terminated`; 'Emploi archivé' in the history). */
export async function archiveApplication(ctx: CommandContext, recipientId: string, applicationId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'archiveApplication',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideArchive({ recordId: applicationId }, file, ctx) as RecipientEvent[],
  });
  return { position };
}
