import type { UpdateRequest } from '@domain/shared/changes';
import {
  addFollow as decideAdd,
  deleteFollow as decideDelete,
  FOLLOW_REFERENCES,
  updateFollow as decideUpdate,
  type FollowInput,
} from '@domain/penal/decide';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { penalContext } from './penalContext';

// Every follow-up of a file is in the file's stream: appending with the expected revision makes two
// simultaneous overlapping follow-ups meet, and the second is decided again on the first's result (409).

/** Adds a SPIP follow-up to a file. */
export async function addFollow(
  ctx: CommandContext,
  recipientId: string,
  follow: FollowInput,
): Promise<WriteResult & { followId: string }> {
  const followId = ctx.newId();
  const decision = await penalContext(ctx, referencesIn(FOLLOW_REFERENCES, follow));
  const { position } = await runCommand(ctx, {
    command: 'addFollow',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ followId, follow }, file, decision),
  });
  return { followId, position };
}

/** Records an edit of a follow-up. */
export async function updateFollow(
  ctx: CommandContext,
  recipientId: string,
  followId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = await penalContext(ctx, referencesIn(FOLLOW_REFERENCES, update.current));
  const { position } = await runCommand(ctx, {
    command: 'updateFollow',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ followId, update }, file, decision),
  });
  return { position };
}

/** Removes a follow-up (its linked elements are unlinked). */
export async function deleteFollow(ctx: CommandContext, recipientId: string, followId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteFollow',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ followId }, file, ctx),
  });
  return { position };
}
