import Router from '@koa/router';
import { login } from '../../commands/auth/login';
import { logout } from '../../commands/auth/logout';
import { invalid } from '@domain/shared/errors';
import { validate as validateForm } from '@domain/shared/validation';
import { loginRules } from '@domain/users/rules';
import { findUser, publicUser } from '../../projections/users';
import { bearerToken, checkToken } from '../authenticate';
import { settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { loginSchema, tokenSchema } from './auth.schema';

/** /api/auth: sign in, sign out, check a token. */
export function authRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/auth' });

  router.post(
    '/login',
    route(loginSchema, async (ctx, { body }) => {
      const errors = validateForm(loginRules, body);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const result = await login(
        ctx.services.deps,
        { username: String(body.username), password: String(body.password), address: ctx.ip },
        ctx.state.correlationId,
      );
      await settle(ctx, result);
      const user = await findUser(ctx.services.docs, result.userId);
      ok(ctx, { token: result.token, user: user && publicUser(user) });
    }),
  );

  router.post(
    '/logout',
    route(tokenSchema, async (ctx, { body }) => {
      const token = body.token ?? bearerToken(ctx);
      const verified = token ? ctx.services.tokens.verify(token, { ignoreExpiration: true }) : null;
      if (verified?.ok) await settle(ctx, await logout(ctx.services.deps, verified, ctx.state.correlationId));
      ok(ctx, null);
    }),
  );

  router.post(
    '/check',
    route(tokenSchema, async (ctx, { body }) => {
      const check = await checkToken(ctx.services, body.token ?? bearerToken(ctx));
      ok(ctx, check.valid ? { valid: true, reason: null } : { valid: false, reason: check.reason, message: check.message });
    }),
  );

  return router;
}
