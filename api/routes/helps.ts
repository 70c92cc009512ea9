import Router from '@koa/router';
import { createHelp, deleteHelp, updateHelp } from '../../commands/helps/helpCommands';
import { findHelp, helpHandedOut, listHelps } from '../../projections/helps';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { updateRequest } from '../updateRequest';
import * as schemas from './helps.schema';

/** The aid catalogue: everyone signed in reads it, helps_management writes it. */
export function helpRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/helps',
    route(schemas.listHelpsSchema, async (ctx, { query }) => {
      ok(ctx, await listHelps(ctx.services.docs, ctx.state.actor, query));
    }),
  );

  router.put(
    '/help/new',
    route(schemas.createHelpSchema, async (ctx, { body }) => {
      const result = await createHelp(commandContext(ctx), body.help);
      await settle(ctx, result);
      ok(ctx, result.helpId);
    }),
  );

  router.get(
    '/help/:id',
    route(schemas.helpParams, async (ctx, { params }) => {
      ok(ctx, await findHelp(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.post(
    '/help/:id',
    route(schemas.updateHelpSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateHelp(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/help/:id',
    route(schemas.helpParams, async (ctx, { params }) => {
      // Whether a meeting gave it comes from the meetings as recorded; the aid's own allocations are judged on its stream.
      const handedOut = await helpHandedOut(ctx.services.docs, params.id);
      await settle(ctx, await deleteHelp(commandContext(ctx), params.id, handedOut));
      ok(ctx, params.id);
    }),
  );

  return router;
}
