import type Router from '@koa/router';
import type { Middleware, Next } from 'koa';
import type { AppContext, AppState } from './context';

type AppRouter = Router<AppState, AppContext>;
type AppMiddleware = Middleware<AppState, AppContext>;

/** A router's routes, then its answer to a known path asked with another method (405 with Allow, OPTIONS), as Koa chains them. */
function mount(router: AppRouter): AppMiddleware {
  const routes = router.routes() as unknown as AppMiddleware;
  const allowed = router.allowedMethods() as unknown as AppMiddleware;
  return (ctx, next) => routes(ctx, () => allowed(ctx, next));
}

/**
 * The routers of the API, mounted so that a request runs through the one router holding its route only: chained one
 * after another, two dozen routers cost every request two dozen path matches and twice as many awaited middleware
 * (a third of a short answer's time). A request no route takes (unknown path, other method, OPTIONS, the web
 * client's files) goes down every router in turn, as before, so 404, 405 and Allow are the routers' own answers.
 */
export function dispatchRouters(routers: AppRouter[]): AppMiddleware {
  const mounted = routers.map((router) => ({ router, run: mount(router) }));
  const everyRouter: AppMiddleware = (ctx, next) =>
    mounted.reduceRight<Next>(
      (after, { run }) =>
        () =>
          run(ctx, after),
      next,
    )();
  return (ctx, next) => {
    const owner = mounted.find(({ router }) => router.match(ctx.path, ctx.method).route);
    return (owner?.run ?? everyRouter)(ctx, next);
  };
}
