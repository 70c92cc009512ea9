import Router from '@koa/router';
import { addHousingHelp, deleteHousingHelp, updateHousingHelp } from '../../commands/housings/helpCommands';
import { addHousing, deleteHousing, updateHousing } from '../../commands/housings/housingCommands';
import {
  fileOfHousing,
  fileOfHousingHelp,
  housingDashboard,
  housingHelpsOfFile,
  housingsOfFile,
  listHousings,
  readHousing,
  readHousingHelp,
} from '../../projections/housingQueries';
import { conventionData } from '../../projections/conventionData';
import { loadRecipientFile } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, todayOf, type AppContext, type AppState } from '../context';
import { ok, paginate } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './housings.schema';

/** Housings of files (three kinds), their applications, the housings list, the home dashboard and the agreement PDF. */
export function housingRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/housings',
    route(schemas.recipientHousingsSchema, async (ctx, { params, query }) => {
      ok(ctx, await housingsOfFile(readContext(ctx), params.id, query.housing_type));
    }),
  );

  router.put(
    '/recipient/:id/housings',
    route(schemas.createHousingSchema, async (ctx, { body, params }) => {
      const result = await addHousing(commandContext(ctx), params.id, body.housingType, body.housing);
      await settle(ctx, result);
      ok(ctx, result.housingId);
    }),
  );

  router.get(
    '/housing/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readHousing(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/housing/:id',
    route(schemas.updateHousingSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfHousing(ctx.services.docs, params.id);
      await settle(ctx, await updateHousing(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/housing/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfHousing(ctx.services.docs, params.id);
      await settle(ctx, await deleteHousing(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/housing/:id/download_convention',
    route({ params: idParams }, async (ctx, { params }) => {
      const housing = await readHousing(readContext(ctx), params.id);
      const file = await loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, housing.recipient_id);
      // pdf-lib and its fonts load with the first document, not at start.
      const { perform: makeConvention } = await import('../../documents/conventionDocument');
      const { filename, pdf } = await makeConvention(await conventionData(ctx.services.docs, file, housing, todayOf(ctx)));
      ctx.set('filename', filename);
      ctx.set('Access-Control-Expose-Headers', 'filename');
      ctx.attachment(filename);
      ctx.type = 'application/pdf';
      ctx.body = Buffer.from(pdf);
    }),
  );

  router.get(
    '/housings',
    route(schemas.housingsListSchema, async (ctx, { query }) => {
      const { page = 0, per_page = 20, user, user_id, housing_type, search, sortBy, sortDesc } = query;
      const { rows, total } = await listHousings(ctx.services.docs, ctx.state.actor, {
        page,
        perPage: per_page,
        sortBy,
        sortDesc,
        user: user ?? user_id,
        kind: housing_type,
        search,
        today: todayOf(ctx),
      });
      ok(ctx, rows, paginate(page, per_page, total));
    }),
  );

  router.get(
    '/housings/dashboard',
    route(schemas.dashboardSchema, async (ctx, { query }) => {
      const { page = 0, per_page = 10, search, sortBy, sortDesc } = query;
      const { rows, total } = await housingDashboard(ctx.services.docs, ctx.state.actor, {
        page,
        perPage: per_page,
        sortBy,
        sortDesc,
        search,
        today: todayOf(ctx),
      });
      ok(ctx, rows, paginate(page, per_page, total));
    }),
  );

  router.get(
    '/recipient/:id/housing_helps',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await housingHelpsOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/housing_helps',
    route(schemas.createHelpSchema, async (ctx, { body, params }) => {
      const result = await addHousingHelp(commandContext(ctx), params.id, body.housing_help);
      await settle(ctx, result);
      ok(ctx, result.helpId);
    }),
  );

  router.get(
    '/housing_help/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readHousingHelp(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/housing_help/:id',
    route(schemas.updateHelpSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfHousingHelp(ctx.services.docs, params.id);
      await settle(ctx, await updateHousingHelp(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/housing_help/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfHousingHelp(ctx.services.docs, params.id);
      await settle(ctx, await deleteHousingHelp(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
