import Router from '@koa/router';
import { addDomiciliation, deleteDomiciliation, updateDomiciliation } from '../../commands/domiciliations/domiciliationCommands';
import { frenchDay } from '@domain/shared/dates';
import {
  domiciliationDashboard,
  domiciliationsOfRecipient,
  findDomiciliation,
  openDomiciliation,
} from '../../projections/domiciliationQueries';
import { loadRecipientFile } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState, type Ctx } from '../context';
import { ok, paginate } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './domiciliations.schema';
import { cerfaRoutes } from './domiciliationsCerfa';

/** Domiciliations of files, their Cerfa attestations and the home table 'Domiciliations arrivant à échéance'. */
export function domiciliationRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  const today = (ctx: Ctx) => frenchDay(ctx.services.deps.clock());
  const openFile = (ctx: Ctx, recipientId: string) =>
    loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, recipientId);

  // Before /domiciliation/:id, which would take 'dashboard' for an id.
  router.get(
    '/domiciliation/dashboard',
    route(schemas.dashboardSchema, async (ctx, { query }) => {
      const { page = 0, per_page = 10, user_id, search, sortBy, sortDesc } = query;
      const { rows, total } = await domiciliationDashboard(ctx.services.docs, ctx.state.actor, {
        userId: user_id,
        search,
        page,
        perPage: per_page,
        sortBy,
        sortDesc,
        today: today(ctx),
      });
      ok(ctx, rows, paginate(page, per_page, total));
    }),
  );

  router.get(
    '/recipient/:id/domiciliations',
    route({ params: idParams }, async (ctx, { params }) => {
      await openFile(ctx, params.id);
      ok(ctx, await domiciliationsOfRecipient(ctx.services.docs, ctx.state.actor, params.id, today(ctx)));
    }),
  );

  router.put(
    '/recipient/:id/domiciliations',
    route(schemas.createDomiciliationSchema, async (ctx, { body, params }) => {
      const result = await addDomiciliation(commandContext(ctx), params.id, body.domiciliation);
      await settle(ctx, result);
      ok(ctx, result.domiciliationId);
    }),
  );

  router.get(
    '/domiciliation/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const dom = await findDomiciliation(ctx.services.docs, params.id);
      await openFile(ctx, dom.recipient_id);
      ok(ctx, await openDomiciliation(ctx.services.docs, ctx.state.actor, dom, today(ctx)));
    }),
  );

  router.post(
    '/domiciliation/:id',
    route(schemas.updateDomiciliationSchema, async (ctx, { body, params }) => {
      const dom = await findDomiciliation(ctx.services.docs, params.id);
      await settle(ctx, await updateDomiciliation(commandContext(ctx), dom.recipient_id, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  cerfaRoutes(router);

  router.delete(
    '/domiciliation/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const dom = await findDomiciliation(ctx.services.docs, params.id);
      await settle(ctx, await deleteDomiciliation(commandContext(ctx), dom.recipient_id, params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
