import Router from '@koa/router';
import type { AppContext, AppState } from '../context';
import { route } from '../route';

/** GET /api/health: store kinds, the event log head, each projection's checkpoint, the jobs backend and its queue depths. */
export function healthRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.get(
    '/api/health',
    route({}, async (ctx) => {
      const { config, store, projections, jobs } = ctx.services;
      ctx.body = {
        status: 'ok',
        eventstore: config.eventstoreUrl ? 'eventstoredb' : 'sqlite',
        readmodels: config.mongodbUrl ? 'mongodb' : 'sqlite',
        jobs: jobs.backend,
        queues: await jobs.depths(),
        position: String(await store.headPosition()),
        projections: projections.checkpoints(),
      };
    }),
  );
  return router;
}
