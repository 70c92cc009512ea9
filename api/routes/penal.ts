import Router from '@koa/router';
import { addDetention, deleteDetention, linkDetentionToFollow, updateDetention } from '../../commands/penal/detentionCommands';
import { addFollow, deleteFollow, updateFollow } from '../../commands/penal/followCommands';
import { setCondamnations, setSid, setSidInfos } from '../../commands/penal/penalFacts';
import {
  fileOfDetention,
  fileOfFollow,
  followOfFileOn,
  followsOfFile,
  penalPathsOfFile,
  readDetention,
  readFollow,
} from '../../projections/penalQueries';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './penal.schema';

/** The Situation pénale tab: detention elements grouped in penal paths, SPIP follow-ups, sid, sid infos, condamnations. */
export function penalRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/detentions',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await penalPathsOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/detentions',
    route(schemas.createDetentionSchema, async (ctx, { body, params }) => {
      const result = await addDetention(commandContext(ctx), params.id, body.detention);
      await settle(ctx, result);
      ok(ctx, result.detentionId);
    }),
  );

  router.get(
    '/detention/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readDetention(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/detention/:id',
    route(schemas.updateDetentionSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfDetention(ctx.services.docs, params.id);
      await settle(ctx, await updateDetention(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/detention/:id/link_follow',
    route(schemas.linkFollowSchema, async (ctx, { params }) => {
      const recipientId = await fileOfDetention(ctx.services.docs, params.id);
      const result = await linkDetentionToFollow(commandContext(ctx), recipientId, params.id);
      await settle(ctx, result);
      ok(ctx, result.followId);
    }),
  );

  router.delete(
    '/detention/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfDetention(ctx.services.docs, params.id);
      await settle(ctx, await deleteDetention(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/recipient/:id/follow',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await followsOfFile(readContext(ctx), params.id));
    }),
  );

  router.get(
    '/recipient/:id/follow/:date',
    route(schemas.followOnSchema, async (ctx, { params }) => {
      ok(ctx, await followOfFileOn(readContext(ctx), params.id, params.date));
    }),
  );

  router.put(
    '/recipient/:id/follow',
    route(schemas.createFollowSchema, async (ctx, { body, params }) => {
      const result = await addFollow(commandContext(ctx), params.id, body.follow);
      await settle(ctx, result);
      ok(ctx, result.followId);
    }),
  );

  router.get(
    '/follow/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readFollow(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/follow/:id',
    route(schemas.updateFollowSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfFollow(ctx.services.docs, params.id);
      await settle(ctx, await updateFollow(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/follow/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfFollow(ctx.services.docs, params.id);
      await settle(ctx, await deleteFollow(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/recipient/:id/sid',
    route(schemas.sidSchema, async (ctx, { body, params }) => {
      await settle(ctx, await setSid(commandContext(ctx), params.id, body.sid));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/recipient/:id/sid_infos',
    route(schemas.sidInfosSchema, async (ctx, { body, params }) => {
      await settle(ctx, await setSidInfos(commandContext(ctx), params.id, body.sid_infos));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/recipient/:id/condamnations',
    route(schemas.condamnationsSchema, async (ctx, { body, params }) => {
      await settle(ctx, await setCondamnations(commandContext(ctx), params.id, body.condamnations ?? null));
      ok(ctx, params.id);
    }),
  );

  return router;
}
