import Router from '@koa/router';
import { changePassword } from '../../commands/users/changePassword';
import { createUser } from '../../commands/users/createUser';
import { deleteUser } from '../../commands/users/deleteUser';
import { updateUser } from '../../commands/users/updateUser';
import { listUserRows, listUserSummaries, openSelf, openUser } from '../../projections/users';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams, searchQuery } from '../schemas';
import { updateRequest } from '../updateRequest';
import { changePasswordSchema, createUserSchema, updateUserSchema, usersOfAntennaSchema } from './users.schema';

// The password form as changePassword takes it.

/** Users: lists (scoped to the antenna for volunteers and antenna administrators), form, password. */
export function userRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/users',
    route({}, async (ctx) => {
      ok(ctx, await listUserSummaries(ctx.services.docs, ctx.state.actor));
    }),
  );

  router.get(
    '/users/antenna/:antennaId',
    route(usersOfAntennaSchema, async (ctx, { params }) => {
      ok(ctx, await listUserSummaries(ctx.services.docs, ctx.state.actor, { antennaId: params.antennaId }));
    }),
  );

  router.get(
    '/users_full',
    route({ query: searchQuery }, async (ctx, { query }) => {
      ok(ctx, await listUserRows(ctx.services.docs, ctx.state.actor, { search: query.search }));
    }),
  );

  router.get(
    '/user/me',
    route({}, async (ctx) => {
      ok(ctx, await openSelf(ctx.services.docs, ctx.state.actor));
    }),
  );

  router.put(
    '/user/new',
    route(createUserSchema, async (ctx, { body }) => {
      const result = await createUser(commandContext(ctx), body.user);
      await settle(ctx, result);
      ok(ctx, { user_id: result.userId });
    }),
  );

  router.get(
    '/user/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await openUser(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.post(
    '/user/:id',
    route(updateUserSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateUser(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/user/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      await settle(ctx, await deleteUser(commandContext(ctx), params.id));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/user/:id/modify_password',
    route(changePasswordSchema, async (ctx, { body, params }) => {
      await settle(ctx, await changePassword(commandContext(ctx), params.id, body.password));
      ok(ctx, params.id);
    }),
  );

  return router;
}
