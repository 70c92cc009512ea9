import { recordFileRead } from '../../domain/recipients/access';
import type { CommandContext, WriteResult } from '../context';
import { toNewEvents } from '../handle';
import { streams } from '../streams';

/** Records that the actor read a file's history or a past state of it (appended whatever the stream's revision). */
export async function logFileAccess(ctx: CommandContext, recipientId: string, asOf: string | null): Promise<WriteResult> {
  const events = toNewEvents(ctx, 'readFileHistory', recordFileRead({ recipientId, asOf }));
  const { position } = await ctx.store.append(streams.fileAccess(recipientId), events, 'any');
  return { position };
}
