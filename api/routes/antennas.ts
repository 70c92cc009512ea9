import Router from '@koa/router';
import { createAntenna } from '../../commands/antennas/createAntenna';
import { updateAntenna } from '../../commands/antennas/updateAntenna';
import { updateSiege } from '../../commands/antennas/updateSiege';
import { ANTENNA_MESSAGES } from '@domain/antennas/rules';
import { notFound } from '@domain/shared/errors';
import { antennasFor, findAntenna, findSiege } from '../../projections/antennas';
import { antennaBoss } from '../../projections/users';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { createAntennaSchema, updateAntennaSchema, updateSiegeSchema } from './antennas.schema';

/** Antennas and the head office: read by every signed-in user, written with antennas_management. */
export function antennaRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/antennas',
    route({}, async (ctx) => {
      ok(ctx, await antennasFor(readContext(ctx)));
    }),
  );

  router.put(
    '/antenna/new',
    route(createAntennaSchema, async (ctx, { body }) => {
      const result = await createAntenna(commandContext(ctx), body.antenna);
      await settle(ctx, result);
      ok(ctx, result.antennaId);
    }),
  );

  router.get(
    '/antenna/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const antenna = await findAntenna(ctx.services.docs, params.id);
      if (!antenna) throw notFound(ANTENNA_MESSAGES.notFound);
      ok(ctx, antenna);
    }),
  );

  router.get(
    '/antenna/:id/boss',
    route({ params: idParams }, async (ctx, { params }) => {
      if (!(await findAntenna(ctx.services.docs, params.id))) throw notFound(ANTENNA_MESSAGES.notFound);
      ok(ctx, await antennaBoss(ctx.services.docs, params.id));
    }),
  );

  router.post(
    '/antenna/:id',
    route(updateAntennaSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateAntenna(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/siege',
    route({}, async (ctx) => {
      ok(ctx, await findSiege(ctx.services.docs));
    }),
  );

  router.post(
    '/siege',
    route(updateSiegeSchema, async (ctx, { body }) => {
      await settle(ctx, await updateSiege(commandContext(ctx), updateRequest(body)));
      ok(ctx, await findSiege(ctx.services.docs));
    }),
  );

  return router;
}
