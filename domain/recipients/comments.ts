import type { Actor } from '../users/actor';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { forbidden, invalid, notFound } from '../shared/errors';
import { isBlank } from '../shared/validation';
import type { RecipientEvent } from './events';
import type { CommentField } from './fields';
import { canChangeComment, canDeleteComment, openFile } from './permissions';
import { RECIPIENT_MESSAGES as M } from './rules';
import type { CommentState, RecipientState } from './state';

function existingComment(state: RecipientState, commentId: string): CommentState {
  const comment = state.comments[commentId];
  if (!comment) throw notFound(M.commentNotFound);
  return comment;
}

/** Adds a comment to a tab of the file. */
export function addComment(
  command: { commentId: string; field: CommentField; text?: string },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  openFile(state, ctx.actor);
  if (isBlank(command.text)) throw invalid({ text: M.commentRequired }, M.commentRequired);
  return [{ type: 'CommentAdded', data: { comment_id: command.commentId, field: command.field, text: String(command.text).trim() } }];
}

/** Changes the text of a comment: its author only. */
export function changeComment(
  command: { commentId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: { actor: Actor },
): RecipientEvent[] {
  const comment = existingComment(openFile(state, ctx.actor), command.commentId);
  if (!canChangeComment(ctx.actor, comment.author_id)) throw forbidden(M.commentAuthorOnly);
  const changes = diffUpdate(
    { text: comment.text },
    { ...command.update, origin: { text: command.update.origin.text }, current: { text: command.update.current.text } },
  );
  if (noChanges(changes)) return [];
  if (isBlank(applyChanges({ text: comment.text }, changes).text)) throw invalid({ text: M.commentRequired }, M.commentRequired);
  return [{ type: 'CommentChanged', data: { comment_id: command.commentId, changes } }];
}

/** Deletes a comment: its author, or an administrator. */
export function deleteComment(command: { commentId: string }, state: RecipientState, ctx: { actor: Actor }): RecipientEvent[] {
  const comment = existingComment(openFile(state, ctx.actor), command.commentId);
  if (!canDeleteComment(ctx.actor, comment.author_id)) throw forbidden(M.commentDeleteForbidden);
  return [{ type: 'CommentDeleted', data: { comment_id: command.commentId } }];
}
