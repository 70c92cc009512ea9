import Router from '@koa/router';
import { createAntenna } from '../../commands/antennas/createAntenna';
import { updateAntenna } from '../../commands/antennas/updateAntenna';
import { updateSiege } from '../../commands/antennas/updateSiege';
import type { AntennaFields } from '../../domain/antennas/events';
import { ANTENNA_MESSAGES } from '../../domain/antennas/rules';
import { notFound } from '../../domain/shared/errors';
import { findAntenna, findSiege, listAntennas } from '../../projections/antennas';
import { antennaBoss } from '../../projections/users';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import { createAntennaSchema, updateAntennaSchema, updateSiegeSchema } from './antennas.schema';

/** Antennas and the head office: read by every signed-in user, written with antennas_management. */
export function antennaRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get('/antennas', validate({}), async (ctx) => {
    ok(ctx, await listAntennas(ctx.services.docs));
  });

  router.put('/antenna/new', validate(createAntennaSchema), async (ctx) => {
    const { antenna } = bodyOf<{ antenna: AntennaFields }>(ctx);
    const result = await createAntenna(commandContext(ctx), antenna);
    await settle(ctx, result);
    ok(ctx, result.antennaId);
  });

  router.get('/antenna/:id', validate({ params: idParams }), async (ctx) => {
    const antenna = await findAntenna(ctx.services.docs, ctx.params.id);
    if (!antenna) throw notFound(ANTENNA_MESSAGES.notFound);
    ok(ctx, antenna);
  });

  router.get('/antenna/:id/boss', validate({ params: idParams }), async (ctx) => {
    if (!(await findAntenna(ctx.services.docs, ctx.params.id))) throw notFound(ANTENNA_MESSAGES.notFound);
    ok(ctx, await antennaBoss(ctx.services.docs, ctx.params.id));
  });

  router.post('/antenna/:id', validate(updateAntennaSchema), async (ctx) => {
    await settle(ctx, await updateAntenna(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.get('/siege', validate({}), async (ctx) => {
    ok(ctx, await findSiege(ctx.services.docs));
  });

  router.post('/siege', validate(updateSiegeSchema), async (ctx) => {
    await settle(ctx, await updateSiege(commandContext(ctx), updateRequest(bodyOf(ctx))));
    ok(ctx, await findSiege(ctx.services.docs));
  });

  return router;
}
