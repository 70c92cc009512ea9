import type { RouterContext, RouterMiddleware } from '@koa/router';
import type { TObject, TSchema, TUnknown } from '@sinclair/typebox';
import type { AppContext, AppState } from './context';
import { validate, type RequestInput, type RouteSchemas } from './validate';

// The context a route's handler receives: the router's, with this app's state and services.
type RouteContext = RouterContext<AppState, AppContext>;

/**
 * A route: its request checked against its schemas (see validate), then the handler, which reads
 * body, query and params typed from those same schemas, so that the two cannot drift apart.
 */
export function route<B extends TSchema = TUnknown, Q extends TSchema = TObject<{}>, P extends TSchema = TUnknown>(
  schemas: RouteSchemas<B, Q, P>,
  handler: (ctx: RouteContext, input: RequestInput<B, Q, P>) => Promise<void>,
): RouterMiddleware<AppState, AppContext> {
  const check = validate(schemas);
  return async (ctx) => handler(ctx, check(ctx));
}
