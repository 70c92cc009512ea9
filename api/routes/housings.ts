import Router from '@koa/router';
import { addHousingHelp, deleteHousingHelp, updateHousingHelp } from '../../commands/housings/helpCommands';
import { addHousing, deleteHousing, updateHousing } from '../../commands/housings/housingCommands';
import type { HousingInput } from '../../domain/housings/decide';
import type { HousingHelpFields, HousingKind } from '../../domain/housings/fields';
import { frenchDay } from '../../domain/shared/dates';
import { findHousing, findHousingHelp, housingDashboard, housingHelpsOfRecipient, housingsOfRecipient, listHousings, type HousingSort } from '../../projections/housingQueries';
import { conventionData } from '../../projections/conventionData';
import { loadRecipientFile } from '../../projections/recipientFile';
import { perform as makeConvention } from '../../workers/conventionDocument';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState, type Ctx } from '../context';
import { ok, paginate } from '../envelope';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import * as schemas from './housings.schema';

type PageQuery = { page?: number; per_page?: number; sortBy?: HousingSort; sortDesc?: boolean; user?: string; user_id?: string };

/** Housings of files (three kinds), their applications, the housings list, the home dashboard and the agreement PDF. */
export function housingRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  const today = (ctx: Ctx) => frenchDay(ctx.services.deps.clock());
  const openFile = (ctx: Ctx, recipientId: string) => loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, recipientId);

  router.get('/recipient/:id/housings', validate(schemas.recipientHousingsSchema), async (ctx) => {
    await openFile(ctx, ctx.params.id);
    ok(ctx, await housingsOfRecipient(ctx.services.docs, ctx.params.id, ctx.state.query.housing_type as HousingKind | undefined, today(ctx)));
  });

  router.put('/recipient/:id/housings', validate(schemas.createHousingSchema), async (ctx) => {
    const { housing, housingType } = bodyOf<{ housing: HousingInput; housingType?: HousingKind }>(ctx);
    const result = await addHousing(commandContext(ctx), ctx.params.id, housingType, housing);
    await settle(ctx, result);
    ok(ctx, result.housingId);
  });

  router.get('/housing/:id', validate({ params: idParams }), async (ctx) => {
    const housing = await findHousing(ctx.services.docs, ctx.params.id);
    await openFile(ctx, housing.recipient_id);
    ok(ctx, (await housingsOfRecipient(ctx.services.docs, housing.recipient_id, housing.housing_type, today(ctx))).find((h) => h._id === housing._id));
  });

  router.post('/housing/:id', validate(schemas.updateHousingSchema), async (ctx) => {
    const housing = await findHousing(ctx.services.docs, ctx.params.id);
    await settle(ctx, await updateHousing(commandContext(ctx), housing.recipient_id, ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/housing/:id', validate({ params: idParams }), async (ctx) => {
    const housing = await findHousing(ctx.services.docs, ctx.params.id);
    await settle(ctx, await deleteHousing(commandContext(ctx), housing.recipient_id, ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  router.get('/housing/:id/download_convention', validate({ params: idParams }), async (ctx) => {
    const housing = await findHousing(ctx.services.docs, ctx.params.id);
    const file = await openFile(ctx, housing.recipient_id);
    const { filename, pdf } = await makeConvention(await conventionData(ctx.services.docs, file, housing, today(ctx)));
    ctx.set('filename', filename);
    ctx.set('Access-Control-Expose-Headers', 'filename');
    ctx.attachment(filename);
    ctx.type = 'application/pdf';
    ctx.body = Buffer.from(pdf);
  });

  router.get('/housings', validate(schemas.housingsListSchema), async (ctx) => {
    const { page = 0, per_page = 20, user, user_id, sortBy, sortDesc } = ctx.state.query as PageQuery;
    const { rows, total } = await listHousings(ctx.services.docs, ctx.state.actor, { page, perPage: per_page, sortBy, sortDesc, user: user ?? user_id, today: today(ctx) });
    ok(ctx, rows, paginate(page, per_page, total));
  });

  router.get('/housings/dashboard', validate(schemas.dashboardSchema), async (ctx) => {
    const { page = 0, per_page = 10, sortBy, sortDesc } = ctx.state.query as PageQuery;
    const { rows, total } = await housingDashboard(ctx.services.docs, ctx.state.actor, { page, perPage: per_page, sortBy, sortDesc, today: today(ctx) });
    ok(ctx, rows, paginate(page, per_page, total));
  });

  router.get('/recipient/:id/housing_helps', validate({ params: idParams }), async (ctx) => {
    await openFile(ctx, ctx.params.id);
    ok(ctx, await housingHelpsOfRecipient(ctx.services.docs, ctx.params.id));
  });

  router.put('/recipient/:id/housing_helps', validate(schemas.createHelpSchema), async (ctx) => {
    const result = await addHousingHelp(commandContext(ctx), ctx.params.id, bodyOf<{ housing_help: HousingHelpFields }>(ctx).housing_help);
    await settle(ctx, result);
    ok(ctx, result.helpId);
  });

  router.get('/housing_help/:id', validate({ params: idParams }), async (ctx) => {
    const help = await findHousingHelp(ctx.services.docs, ctx.params.id);
    await openFile(ctx, help.recipient_id);
    ok(ctx, help);
  });

  router.post('/housing_help/:id', validate(schemas.updateHelpSchema), async (ctx) => {
    const help = await findHousingHelp(ctx.services.docs, ctx.params.id);
    await settle(ctx, await updateHousingHelp(commandContext(ctx), help.recipient_id, ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/housing_help/:id', validate({ params: idParams }), async (ctx) => {
    const help = await findHousingHelp(ctx.services.docs, ctx.params.id);
    await settle(ctx, await deleteHousingHelp(commandContext(ctx), help.recipient_id, ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  return router;
}
