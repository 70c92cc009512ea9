import { recordFileRead, type FileRead } from '@domain/recipients/access';
import type { CommandContext, WriteResult } from '../context';
import { toNewEvents } from '../handle';
import { streams } from '../streams';

/** Records what the actor read of a file, when the domain says it is logged (appended whatever the stream's revision). */
export async function logFileAccess(ctx: CommandContext, recipientId: string, read: FileRead): Promise<WriteResult> {
  const events = recordFileRead({ recipientId, read });
  if (events.length === 0) return { position: null };
  const { position } = await ctx.store.append(streams.fileAccess(recipientId), toNewEvents(ctx, 'readFileHistory', events), 'any');
  return { position };
}
