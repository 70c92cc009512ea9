import Router from '@koa/router';
import { createChoice } from '../../commands/choices/createChoice';
import { deleteChoice, updateChoice } from '../../commands/choices/updateChoice';
import { invalid } from '@domain/shared/errors';
import { CHOICE_MESSAGES } from '@domain/choices/choices';
import { CHOICE_TYPES } from '@domain/choices/types';
import { listChoices } from '../../projections/choices';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { updateRequest } from '../updateRequest';
import { createChoiceSchema, idParams, listChoicesSchema, updateChoiceSchema } from './references.schema';

/** Reference lists: read by every signed-in user, written with ref_management. */
export function choiceRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/choices',
    route({}, async (ctx) => {
      ok(ctx, CHOICE_TYPES);
    }),
  );

  router.get(
    '/choices/:type',
    route(listChoicesSchema, async (ctx, { params, query }) => {
      ok(ctx, await listChoices(ctx.services.docs, params.type, query.with_deleted === true));
    }),
  );

  router.put(
    '/choices/:type',
    route(createChoiceSchema, async (ctx, { body, params }) => {
      const entry = body[params.type];
      if (!entry) throw invalid({ [params.type]: CHOICE_MESSAGES.entryMissing });
      const result = await createChoice(commandContext(ctx), params.type, entry.label ?? '');
      await settle(ctx, result);
      ok(ctx, result.choiceId);
    }),
  );

  router.post(
    '/choice/:id',
    route(updateChoiceSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateChoice(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/choice/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      await settle(ctx, await deleteChoice(commandContext(ctx), params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
