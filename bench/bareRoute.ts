import type { Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';

/** A Koa app with nothing but one GET route that serialises the given body on every request: the floor a real route is measured against. */
export async function startBareRoute(path: string, body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  const router = new Router();
  router.get(path, (ctx) => {
    ctx.body = body;
  });
  app.use(router.routes());
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
