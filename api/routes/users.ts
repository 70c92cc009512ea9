import Router from '@koa/router';
import { changePassword } from '../../commands/users/changePassword';
import { createUser } from '../../commands/users/createUser';
import { deleteUser } from '../../commands/users/deleteUser';
import { updateUser } from '../../commands/users/updateUser';
import type { NewUserInput } from '../../domain/users/decide';
import { listUserRows, listUserSummaries, openUser } from '../../projections/users';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { validate } from '../validate';
import { searchQuery } from '../schemas';
import { updateRequest } from '../updateRequest';
import { changePasswordSchema, createUserSchema, updateUserSchema, usersOfAntennaSchema } from './users.schema';

/** Users: lists (scoped to the antenna for volunteers and antenna administrators), form, password. */
export function userRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get('/users', validate({}), async (ctx) => {
    ok(ctx, await listUserSummaries(ctx.services.docs, ctx.state.actor));
  });

  router.get('/users/antenna/:antennaId', validate(usersOfAntennaSchema), async (ctx) => {
    ok(ctx, await listUserSummaries(ctx.services.docs, ctx.state.actor, { antennaId: ctx.params.antennaId }));
  });

  router.get('/users_full', validate({ query: searchQuery }), async (ctx) => {
    ok(ctx, await listUserRows(ctx.services.docs, ctx.state.actor, { search: ctx.state.query.search as string | undefined }));
  });

  router.get('/user/me', validate({}), async (ctx) => {
    ok(ctx, await openUser(ctx.services.docs, ctx.state.actor, ctx.state.actor.id));
  });

  router.put('/user/new', validate(createUserSchema), async (ctx) => {
    const { user } = bodyOf<{ user: NewUserInput }>(ctx);
    const result = await createUser(commandContext(ctx), user);
    await settle(ctx, result);
    ok(ctx, { user_id: result.userId });
  });

  router.get('/user/:id', validate({ params: updateUserSchema.params }), async (ctx) => {
    ok(ctx, await openUser(ctx.services.docs, ctx.state.actor, ctx.params.id));
  });

  router.post('/user/:id', validate(updateUserSchema), async (ctx) => {
    await settle(ctx, await updateUser(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/user/:id', validate({ params: updateUserSchema.params }), async (ctx) => {
    await settle(ctx, await deleteUser(commandContext(ctx), ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  router.post('/user/:id/modify_password', validate(changePasswordSchema), async (ctx) => {
    const { password } = bodyOf<{ password: { old?: string; new?: string; newRepeated?: string } }>(ctx);
    await settle(ctx, await changePassword(commandContext(ctx), ctx.params.id, password));
    ok(ctx, ctx.params.id);
  });

  return router;
}
