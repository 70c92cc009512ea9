import type { Context, Next } from 'koa';
import { DomainError, type ErrorKind } from '@domain/shared/errors';
import { HttpError, HTTP_MESSAGES } from '../errors';

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
};

/** Parser errors carry an HTTP status (koa-body/co-body, raw-body). */
function parserStatus(error: unknown): number | null {
  const status = (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The seconds a refused client should wait, from a 429's data.retry_after. */
function retryAfter(error: DomainError): number | null {
  const seconds = (error.data as { retry_after?: unknown } | undefined)?.retry_after;
  return error.kind === 'too_many_requests' && typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Turns every failure into the envelope { success: false, code, message, errors?, data? } with its status.
 * A 429 that knows its wait also gets Retry-After. Unexpected errors are logged with the request's
 * correlation id and answered without any internals.
 */
export async function errorHandler(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      ctx.status = 404;
      ctx.body = { success: false, code: 'NOT_FOUND', message: HTTP_MESSAGES.notFound };
    }
    // A known path asked with a method it lacks: the router set 405 and Allow, the envelope says it in French.
    if (ctx.status === 405 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      ctx.status = 405;
      ctx.body = { success: false, code: 'METHOD_NOT_ALLOWED', message: HTTP_MESSAGES.methodNotAllowed };
    }
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.status = STATUS[error.kind];
      const seconds = retryAfter(error);
      if (seconds !== null) ctx.set('Retry-After', String(seconds));
      ctx.body = {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.data !== undefined && { data: error.data }),
      };
      return;
    }
    if (error instanceof HttpError) {
      ctx.status = error.status;
      ctx.body = { success: false, code: error.code, message: error.message, ...(error.errors && { errors: error.errors }) };
      return;
    }
    const status = parserStatus(error);
    if (status === 413) {
      ctx.status = 413;
      ctx.body = { success: false, code: 'PAYLOAD_TOO_LARGE', message: HTTP_MESSAGES.tooLarge };
      return;
    }
    if (status === 400 || status === 415) {
      ctx.status = status;
      ctx.body = {
        success: false,
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: status === 415 ? HTTP_MESSAGES.notJson : HTTP_MESSAGES.badJson,
      };
      return;
    }
    console.error(`[api] ${ctx.method} ${ctx.path} failed (correlation ${String(ctx.state.correlationId)})`, error);
    ctx.status = 500;
    ctx.body = { success: false, code: 'SOMETHING_WRONG', message: HTTP_MESSAGES.unexpected };
  }
}
