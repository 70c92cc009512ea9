import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Context, Next } from 'koa';
import { isIsoDate } from '../domain/shared/validation';
import { HttpError, HTTP_MESSAGES } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function withFormats(ajv: Ajv): Ajv {
  ajv.addFormat('iso-date', { type: 'string', validate: (value: string) => value === '' || isIsoDate(value) });
  ajv.addFormat('email-or-empty', { type: 'string', validate: (value: string) => value === '' || EMAIL.test(value) });
  return ajv;
}

const bodies = withFormats(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }));
// Query strings and path parameters are text: numbers and booleans are read from it.
const queries = withFormats(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: true }));

const MESSAGES: Record<string, string> = {
  additionalProperties: 'Champ inconnu',
  type: 'Valeur invalide',
  enum: 'Valeur non autorisée',
  const: 'Valeur non autorisée',
  required: 'Champ requis',
  maxLength: 'Texte trop long',
  minLength: 'Texte trop court',
  maxItems: 'Trop de valeurs',
  uniqueItems: 'Valeur en double',
  minimum: 'Valeur trop petite',
  maximum: 'Valeur trop grande',
  pattern: 'Format invalide',
};

function frenchMessage(error: ErrorObject): string {
  if (error.keyword === 'format') return error.params.format === 'iso-date' ? 'Date invalide' : error.params.format === 'email-or-empty' ? 'Adresse e-mail invalide' : 'Format invalide';
  return MESSAGES[error.keyword] ?? 'Valeur invalide';
}

/** Field errors by dotted path; wrapper keys such as `user` or `current` are dropped so paths match the forms. */
function fieldErrors(errors: ErrorObject[], unwrap: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (segments.length > 1 && unwrap.includes(segments[0])) segments.shift();
    const path = segments.join('.') || 'body';
    out[path] ??= frenchMessage(error);
  }
  return out;
}

interface Schemas {
  body?: object;
  query?: object;
  params?: object;
  /** Top-level keys of the body that wrap the entity (their name is dropped from error paths). */
  unwrap?: string[];
}

/** Validates body, query and path parameters against JSON schemas (unknown fields refused) before the handler runs. */
export function validate(schemas: Schemas) {
  const body = schemas.body ? bodies.compile(schemas.body) : null;
  const query = queries.compile(schemas.query ?? { type: 'object', additionalProperties: false });
  const params = schemas.params ? queries.compile(schemas.params) : null;
  const unwrap = schemas.unwrap ?? [];
  const check = (fn: ValidateFunction, value: unknown) => {
    if (!fn(value)) throw new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.invalidRequest, fieldErrors(fn.errors ?? [], unwrap));
  };
  return async (ctx: Context, next: Next) => {
    if (body) check(body, ctx.request.body ?? {});
    const parsedQuery = { ...ctx.query };
    check(query, parsedQuery);
    ctx.state.query = parsedQuery;
    if (params) check(params, (ctx as Context & { params: Record<string, string> }).params);
    await next();
  };
}
