import type { UpdateRequest } from '@domain/shared/changes';
import { addComment as decideAdd, changeComment as decideChange, deleteComment as decideDelete } from '@domain/recipients/comments';
import type { CommentField } from '@domain/recipients/fields';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Adds a comment to a tab of a file. */
export async function addComment(
  ctx: CommandContext,
  comment: { recipientId: string; field: CommentField; text?: string },
): Promise<WriteResult & { commentId: string }> {
  const commentId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'addComment',
    streamId: streams.recipient(comment.recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideAdd({ commentId, field: comment.field, text: comment.text }, state, ctx),
  });
  return { commentId, position };
}

/** Changes the text of a comment. */
export async function changeComment(
  ctx: CommandContext,
  recipientId: string,
  commentId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'changeComment',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideChange({ commentId, update }, state, ctx),
  });
  return { position };
}

/** Deletes a comment. */
export async function deleteComment(ctx: CommandContext, recipientId: string, commentId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteComment',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (state) => decideDelete({ commentId }, state, ctx),
  });
  return { position };
}
