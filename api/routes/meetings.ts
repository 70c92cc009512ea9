import Router from '@koa/router';
import type { StockLeftovers } from '../../commands/helps/stock';
import { addMeeting, deleteMeeting, updateMeeting } from '../../commands/meetings/meetingCommands';
import { unmatchedAllocations } from '../../projections/helps';
import { findMeeting, meetingsOfRecipient, meetingView, sidMeetingsOfRecipient } from '../../projections/meetings';
import { requireAuth } from '../authenticate';
import { checkFileAccess, commandContext, settle, type AppContext, type AppState, type Ctx } from '../context';
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
      await checkFileAccess(ctx, params.id);
      ok(ctx, await meetingsOfRecipient(ctx.services.docs, params.id));
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
      await checkFileAccess(ctx, params.id);
      ok(ctx, await sidMeetingsOfRecipient(ctx.services.docs, params.id));
    }),
  );

  router.get(
    '/meeting/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const meeting = await findMeeting(ctx.services.docs, params.id);
      await checkFileAccess(ctx, meeting.recipient_id);
      ok(ctx, await meetingView(ctx.services.docs, meeting));
    }),
  );

  router.post(
    '/meeting/:id',
    route(schemas.updateMeetingSchema, async (ctx, { body, params }) => {
      const meeting = await findMeeting(ctx.services.docs, params.id);
      await settle(ctx, await updateMeeting(commandContext(ctx), meeting.recipient_id, params.id, updateRequest(body), leftovers(ctx)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/meeting/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const meeting = await findMeeting(ctx.services.docs, params.id);
      await settle(ctx, await deleteMeeting(commandContext(ctx), meeting.recipient_id, params.id, leftovers(ctx)));
      ok(ctx, params.id);
    }),
  );

  return router;
}
