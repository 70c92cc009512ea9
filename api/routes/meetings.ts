import Router from '@koa/router';
import type { StockLeftovers } from '../../commands/helps/stock';
import { addMeeting, deleteMeeting, updateMeeting } from '../../commands/meetings/meetingCommands';
import { unmatchedAllocations } from '../../projections/helps';
import { fileOfMeeting, meetingsOfFile, readMeeting, sidMeetingsOfFile } from '../../projections/meetings';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState, type Ctx } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './meetings.schema';

/** Where the aids' streams look for the leftovers of writes that failed half-way: the catalogue's read model. */
const leftovers =
  (ctx: Ctx): StockLeftovers =>
  (helpId) =>
    unmatchedAllocations(ctx.services.docs, helpId);

/** The meetings of a file (the Entretiens tab) and those held in detention (the Situation pénale tab). */
export function meetingRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/meetings',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await meetingsOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/meetings',
    route(schemas.createMeetingSchema, async (ctx, { body, params }) => {
      const result = await addMeeting(commandContext(ctx), params.id, body.meeting, leftovers(ctx));
      await settle(ctx, result);
      ok(ctx, result.meetingId);
    }),
  );

  router.get(
    '/recipient/:id/sid_meetings',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await sidMeetingsOfFile(readContext(ctx), params.id));
    }),
  );

  router.get(
    '/meeting/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readMeeting(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/meeting/:id',
    route(schemas.updateMeetingSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfMeeting(ctx.services.docs, params.id);
      await settle(ctx, await updateMeeting(commandContext(ctx), recipientId, params.id, updateRequest(body), leftovers(ctx)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/meeting/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfMeeting(ctx.services.docs, params.id);
      await settle(ctx, await deleteMeeting(commandContext(ctx), recipientId, params.id, leftovers(ctx)));
      ok(ctx, params.id);
    }),
  );

  return router;
}
