import Router from '@koa/router';
import { logFileAccess } from '../../commands/recipients/logFileAccess';
import { listFileAccess } from '../../projections/fileAccess';
import { recipientHistory } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, type AppContext, type AppState } from '../context';
import { ok, paginate } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import * as schemas from './recipients.schema';

/** A file's history (every read logged) and its access log. */
export function recipientHistoryRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/history',
    route(schemas.historySchema, async (ctx, { params, query }) => {
      const { page = 0, per_page = 20 } = query;
      const { entries, total } = await recipientHistory(ctx.services.store, ctx.services.docs, ctx.state.actor, params.id, page, per_page);
      await logFileAccess(commandContext(ctx), params.id, { kind: 'history' });
      ok(ctx, entries, paginate(page, per_page, total));
    }),
  );

  router.get(
    '/recipient/:id/access_log',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await listFileAccess(readContext(ctx), params.id));
    }),
  );

  return router;
}
