import Router from '@koa/router';
import { addDomiciliation, deleteDomiciliation, updateDomiciliation } from '../../commands/domiciliations/domiciliationCommands';
import {
  domiciliationDashboard,
  domiciliationsOfFile,
  fileOfDomiciliation,
  readDomiciliation,
} from '../../projections/domiciliationQueries';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, todayOf, type AppContext, type AppState } from '../context';
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
        today: todayOf(ctx),
      });
      ok(ctx, rows, paginate(page, per_page, total));
    }),
  );

  router.get(
    '/recipient/:id/domiciliations',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await domiciliationsOfFile(readContext(ctx), params.id));
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
      ok(ctx, await readDomiciliation(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/domiciliation/:id',
    route(schemas.updateDomiciliationSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfDomiciliation(ctx.services.docs, params.id);
      await settle(ctx, await updateDomiciliation(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  cerfaRoutes(router);

  router.delete(
    '/domiciliation/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfDomiciliation(ctx.services.docs, params.id);
      await settle(ctx, await deleteDomiciliation(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
