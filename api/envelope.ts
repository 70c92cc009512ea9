import type { Context } from 'koa';
import { JsonText } from '../projections/jsonText';

/** Pagination of a list response; pages are zero-based. */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Answers 200 { success: true, data } (with pagination for paged lists); data given as JSON text goes out as it is. */
export function ok(ctx: Context, data: unknown, pagination?: Pagination): void {
  ctx.status = 200;
  if (data instanceof JsonText) {
    ctx.type = 'application/json';
    ctx.body = `{"success":true,"data":${data.text}${pagination ? `,"pagination":${JSON.stringify(pagination)}` : ''}}`;
    return;
  }
  ctx.body = pagination ? { success: true, data, pagination } : { success: true, data };
}

/** Pagination of a page of a list. */
export function paginate(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, last_page: Math.max(0, Math.ceil(total / perPage) - 1) };
}
