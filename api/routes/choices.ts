import Router from '@koa/router';
import { createChoice } from '../../commands/choices/createChoice';
import { deleteChoice, updateChoice } from '../../commands/choices/updateChoice';
import { invalid } from '../../domain/shared/errors';
import { CHOICE_MESSAGES } from '../../domain/choices/choices';
import { CHOICE_TYPES, type ChoiceType } from '../../domain/choices/types';
import { listChoices } from '../../projections/choices';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import { createChoiceSchema, idParams, listChoicesSchema, updateChoiceSchema } from './references.schema';

/** Reference lists: read by every signed-in user, written with ref_management. */
export function choiceRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get('/choices', validate({}), async (ctx) => {
    ok(ctx, CHOICE_TYPES);
  });

  router.get('/choices/:type', validate(listChoicesSchema), async (ctx) => {
    ok(ctx, await listChoices(ctx.services.docs, ctx.params.type as ChoiceType, ctx.state.query.with_deleted === true));
  });

  router.put('/choices/:type', validate(createChoiceSchema), async (ctx) => {
    const type = ctx.params.type as ChoiceType;
    const entry = bodyOf<Record<string, { label?: string }>>(ctx)[type];
    if (!entry) throw invalid({ [type]: CHOICE_MESSAGES.entryMissing });
    const result = await createChoice(commandContext(ctx), type, entry.label ?? '');
    await settle(ctx, result);
    ok(ctx, result.choiceId);
  });

  router.post('/choice/:id', validate(updateChoiceSchema), async (ctx) => {
    await settle(ctx, await updateChoice(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/choice/:id', validate({ params: idParams }), async (ctx) => {
    await settle(ctx, await deleteChoice(commandContext(ctx), ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  return router;
}
