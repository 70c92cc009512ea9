import Router from '@koa/router';
import { addComment, changeComment, deleteComment } from '../../commands/recipients/commentCommands';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import { notFound } from '@domain/shared/errors';
import { commentFile, listComments } from '../../projections/comments';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
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

  router.get(
    '/comments/:recipient_id/:field',
    route(listCommentsSchema, async (ctx, { params }) => {
      ok(ctx, await listComments(readContext(ctx), params.recipient_id, params.field));
    }),
  );

  router.put(
    '/comment/new',
    route(createCommentSchema, async (ctx, { body }) => {
      const { recipient_id, field, text } = body.comment;
      // A cleared text (null) is as blank to the command as an absent one.
      const result = await addComment(commandContext(ctx), { recipientId: recipient_id, field, text: text ?? undefined });
      await settle(ctx, result);
      ok(ctx, result.commentId);
    }),
  );

  router.post(
    '/comment/:id',
    route(updateCommentSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfComment(ctx.services.docs, params.id);
      await settle(ctx, await changeComment(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/comment/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfComment(ctx.services.docs, params.id);
      await settle(ctx, await deleteComment(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
