import { Type, type Static, type TObject, type TSchema, type TUnknown } from '@sinclair/typebox';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Context } from 'koa';
import { getPath, isPlainObject } from '@domain/shared/paths';
import { isIsoDate } from '@domain/shared/validation';
import { HttpError, HTTP_MESSAGES } from './errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function withFormats(ajv: Ajv): Ajv {
  ajv.addFormat('iso-date', { type: 'string', validate: (value: string) => value === '' || isIsoDate(value) });
  ajv.addFormat('email-or-empty', { type: 'string', validate: (value: string) => value === '' || EMAIL.test(value) });
  ajv.addFormat('instant', { type: 'string', validate: (value: string) => !Number.isNaN(new Date(value).getTime()) });
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

const FORMAT_MESSAGES: Record<string, string> = {
  'iso-date': 'Date invalide',
  'email-or-empty': 'Adresse e-mail invalide',
  instant: 'Date et heure invalides',
};

function frenchMessage(error: ErrorObject): string {
  if (error.keyword === 'format') return FORMAT_MESSAGES[String(error.params.format)] ?? 'Format invalide';
  return MESSAGES[error.keyword] ?? 'Valeur invalide';
}

/** Field errors by dotted path; wrapper keys such as `user` or `current` are dropped so paths match the forms. */
function fieldErrors(errors: ErrorObject[], unwrap: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    out[fieldPath(segments, unwrap)] ??= frenchMessage(error);
  }
  return out;
}

/** The schemas of a route: a part left out is not checked, but for the query, which must then be empty. */
export interface RouteSchemas<B extends TSchema, Q extends TSchema, P extends TSchema> {
  body?: B;
  query?: Q;
  params?: P;
  /** Top-level keys of the body that wrap the entity (their name is dropped from error paths). */
  unwrap?: string[];
  /**
   * Body fields of the API's entities that repeat a path parameter (docs/api.md, 'Requests') (a room's hotel_id under
   * /hotel/:hotelId/rooms): accepted when they agree with the path, then dropped; refused otherwise.
   */
  echoes?: Record<string, string>;
}

/** A request once checked: body, query (numbers and booleans read from the text) and path parameters, typed from the schemas. */
export interface RequestInput<B extends TSchema, Q extends TSchema, P extends TSchema> {
  body: Static<B>;
  query: Static<Q>;
  params: Static<P>;
}

// Control characters have no place in a form field; newline, tab and the carriage return of a Windows newline do.
// oxlint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

// No form of the product nests deeper than a few levels; a body nested thousands deep (under the size limit) would
// exhaust the stack of every function that walks it, so it is refused before any of them does.
const MAX_DEPTH = 32;

/** Whether a parsed body nests arrays or objects deeper than MAX_DEPTH, judged without recursion. */
function nestsTooDeep(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: item, depth } = pending.pop() as { value: unknown; depth: number };
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return true;
    for (const child of Object.values(item)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

// ajv reads a query's number from any text JavaScript turns into one: 'Infinity', '0x10', ' ' (0). A number of a
// query or a path is written in decimal digits, or it is refused.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Query or path values that a number field would read from text other than decimal digits. */
function looseNumberErrors(values: Record<string, unknown>, schema: TSchema): Record<string, string> {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const type = properties[key]?.type;
    const numeric = type === 'integer' || type === 'number';
    if (numeric && typeof value === 'string' && !DECIMAL.test(value)) errors[key] = MESSAGES.type;
  }
  return errors;
}

/** A query without its empty parameters: `?free=` asks nothing, as a form's blank field does (an unknown one is still refused). */
function withoutEmptyValues(query: Record<string, unknown>, schema: TSchema): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => value !== '' || !(key in properties)));
}

/** Paths of the strings holding control characters, as field paths (wrapper keys dropped). */
function controlCharacterErrors(value: unknown, unwrap: string[], path: string[] = []): Record<string, string> {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? { [fieldPath(path, unwrap)]: HTTP_MESSAGES.controlCharacters } : {};
  if (Array.isArray(value))
    return Object.assign({}, ...value.map((item, index) => controlCharacterErrors(item, unwrap, [...path, String(index)])));
  if (isPlainObject(value))
    return Object.assign({}, ...Object.entries(value).map(([key, item]) => controlCharacterErrors(item, unwrap, [...path, key])));
  return {};
}

function fieldPath(segments: string[], unwrap: string[]): string {
  const kept = segments.length > 1 && unwrap.includes(segments[0]) ? segments.slice(1) : segments;
  return kept.join('.') || 'body';
}

/** Checks that echoed fields agree with the path, then removes them; an update's _id, when sent, names the record of the path. */
function echoErrors(
  body: unknown,
  params: Record<string, string>,
  echoes: Record<string, string>,
  unwrap: string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const all = {
    ...echoes,
    ...(params.id !== undefined && isPlainObject(body) && 'origin' in body ? { 'origin._id': 'id', 'current._id': 'id' } : {}),
  };
  for (const [path, param] of Object.entries(all)) {
    const value = getPath(body, path);
    if (value !== undefined && value !== null && value !== params[param])
      errors[fieldPath(path.split('.'), unwrap)] = HTTP_MESSAGES.echoMismatch;
  }
  if (Object.keys(errors).length === 0) for (const path of Object.keys(echoes)) dropPath(body, path);
  return errors;
}

function dropPath(body: unknown, path: string): void {
  const keys = path.split('.');
  const parent = getPath(body, keys.slice(0, -1).join('.')) ?? (keys.length === 1 ? body : undefined);
  if (isPlainObject(parent)) delete parent[keys[keys.length - 1]];
}

// What a left-out body or params schema checks: nothing. A left-out query schema admits no parameter.
const ANYTHING = Type.Unknown();
const NO_QUERY = Type.Object({}, { additionalProperties: false });

/**
 * Checks a request's body, query and path parameters against JSON schemas (unknown fields refused),
 * refuses control characters in any text, and checks echoed path fields; gives what it checked.
 */
export function validate<B extends TSchema = TUnknown, Q extends TSchema = TObject<{}>, P extends TSchema = TUnknown>(
  schemas: RouteSchemas<B, Q, P>,
): (ctx: Context & { params?: Record<string, string> }) => RequestInput<B, Q, P> {
  const checkBody = bodies.compile<Static<B>>(schemas.body ?? ANYTHING);
  const checkQuery = queries.compile<Static<Q>>(schemas.query ?? NO_QUERY);
  const checkParams = queries.compile<Static<P>>(schemas.params ?? ANYTHING);
  const unwrap = schemas.unwrap ?? [];
  const invalidRequest = (errors: Record<string, string>) =>
    new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.invalidRequest, errors);
  const refuse = (errors: Record<string, string>) => {
    if (Object.keys(errors).length > 0) throw invalidRequest(errors);
  };
  // A failed check always has errors (ajv reports at least one), hence at least one field error.
  const schemaErrors = (check: ValidateFunction) => invalidRequest(fieldErrors(check.errors ?? [], unwrap));
  return (ctx) => {
    const body: unknown = ctx.request.body ?? {};
    if (nestsTooDeep(body)) throw new HttpError(400, 'OBJECT_CANNOT_BE_VALIDATED', HTTP_MESSAGES.tooDeep);
    const query = withoutEmptyValues({ ...ctx.query }, schemas.query ?? NO_QUERY);
    const params: Record<string, unknown> = ctx.params ?? {};
    refuse({ ...looseNumberErrors(query, schemas.query ?? NO_QUERY), ...looseNumberErrors(params, schemas.params ?? ANYTHING) });
    refuse({ ...controlCharacterErrors(body, unwrap), ...controlCharacterErrors(query, []), ...controlCharacterErrors(params, []) });
    if (!checkBody(body)) throw schemaErrors(checkBody);
    if (!checkQuery(query)) throw schemaErrors(checkQuery);
    if (!checkParams(params)) throw schemaErrors(checkParams);
    refuse(echoErrors(body, ctx.params ?? {}, schemas.echoes ?? {}, unwrap));
    return { body, query, params };
  };
}
