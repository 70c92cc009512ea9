import Router from '@koa/router';
import { ALERT_MESSAGES, ALERTS_PAGE_SIZE } from '@domain/alerts/alerts';
import { notFound } from '@domain/shared/errors';
import { setAlertStatus } from '../../commands/alerts/alertCommands';
import { alertView, countAlerts, listAlerts } from '../../projections/alerts';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok, paginate } from '../envelope';
import { route } from '../route';
import * as schemas from './alerts.schema';

/** The signed-in person's alerts (raised and resolved by the server): the list, the bell's counters, a click. */
export function alertRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/alerts',
    route(schemas.listAlertsSchema, async (ctx, { query }) => {
      const page = query.page ?? 0;
      const perPage = query.per_page ?? ALERTS_PAGE_SIZE;
      const { rows, total } = await listAlerts(ctx.services.docs, ctx.state.actor.id, page, perPage);
      ok(ctx, rows, paginate(page, perPage, total));
    }),
  );

  router.get(
    '/alerts/count',
    route({}, async (ctx) => {
      ok(ctx, await countAlerts(ctx.services.docs, ctx.state.actor.id));
    }),
  );

  router.post(
    '/alert/:id',
    route(schemas.setAlertStatusSchema, async (ctx, { params, body }) => {
      await settle(ctx, await setAlertStatus(commandContext(ctx), params.id, body.status));
      const alert = await alertView(ctx.services.docs, params.id);
      if (!alert) throw notFound(ALERT_MESSAGES.notFound);
      ok(ctx, alert);
    }),
  );

  return router;
}
