import Router from '@koa/router';
import { addComment, changeComment, deleteComment } from '../../commands/recipients/commentCommands';
import type { CommentField } from '../../domain/recipients/fields';
import { RECIPIENT_MESSAGES } from '../../domain/recipients/rules';
import { notFound } from '../../domain/shared/errors';
import { commentFile, listComments } from '../../projections/comments';
import { openRecipientFile } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import { createCommentSchema, listCommentsSchema, updateCommentSchema } from './recipients.schema';

/** Comments of a file's tabs: read and written by whoever may open the file. */
export function commentRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  const fileOfComment = async (docs: AppContext['services']['docs'], commentId: string) => {
    const recipientId = await commentFile(docs, commentId);
    if (!recipientId) throw notFound(RECIPIENT_MESSAGES.commentNotFound);
    return recipientId;
  };

  router.get('/comments/:recipient_id/:field', validate(listCommentsSchema), async (ctx) => {
    await openRecipientFile(ctx.services.store, ctx.state.actor, ctx.params.recipient_id);
    ok(ctx, await listComments(ctx.services.docs, ctx.params.recipient_id, ctx.params.field as CommentField));
  });

  router.put('/comment/new', validate(createCommentSchema), async (ctx) => {
    const { recipient_id, field, text } = bodyOf<{ comment: { recipient_id: string; field: CommentField; text?: string } }>(ctx).comment;
    const result = await addComment(commandContext(ctx), { recipientId: recipient_id, field, text });
    await settle(ctx, result);
    ok(ctx, result.commentId);
  });

  router.post('/comment/:id', validate(updateCommentSchema), async (ctx) => {
    const recipientId = await fileOfComment(ctx.services.docs, ctx.params.id);
    await settle(ctx, await changeComment(commandContext(ctx), recipientId, ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/comment/:id', validate({ params: idParams }), async (ctx) => {
    const recipientId = await fileOfComment(ctx.services.docs, ctx.params.id);
    await settle(ctx, await deleteComment(commandContext(ctx), recipientId, ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  return router;
}
