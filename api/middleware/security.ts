import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { HttpError, HTTP_MESSAGES } from '../errors';

/** Headers that keep API answers out of caches, frames and content sniffing. */
export async function securityHeaders(ctx: Context, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  if (ctx.path.startsWith('/api/')) {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  }
  await next();
}

/** Gives each request a correlation id (or keeps the caller's), recorded on the events it causes. */
export async function correlationId(ctx: Context, next: Next): Promise<void> {
  const given = ctx.get('X-Correlation-Id');
  ctx.state.correlationId = /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : randomUUID();
  ctx.set('X-Correlation-Id', ctx.state.correlationId as string);
  await next();
}

/** A request that carries a body must say it is JSON. */
export async function requireJsonBody(ctx: Context, next: Next): Promise<void> {
  const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== '';
  if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && hasBody && !ctx.is('application/json')) {
    throw new HttpError(415, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.notJson);
  }
  await next();
}
