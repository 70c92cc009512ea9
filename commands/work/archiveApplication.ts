import { archiveApplication as decideArchive } from '@domain/work/archive';
import type { CommandContext, WriteResult } from '../context';
import { onFile } from '../fileStream';

/** Archives a job of a file (sets `terminated`; 'Emploi archivé' in the history). */
export const archiveApplication = (ctx: CommandContext, recipientId: string, applicationId: string): Promise<WriteResult> =>
  onFile(ctx, 'archiveApplication', recipientId, (file) => decideArchive({ recordId: applicationId }, file, ctx));
