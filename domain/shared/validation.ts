import { getPath } from './paths';

// Validation rules shared by the server and the web forms: one definition, one French message.

/** One rule on one field path. */
export interface Rule {
  path: string;
  message: string;
  test(value: unknown, values: Record<string, unknown>): boolean;
}

/** Field errors by path; empty when valid. */
export type FieldErrors = Record<string, string>;

/** Absent, null, or a string of spaces. */
export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The field must have a value. */
export const required = (path: string, message: string): Rule => ({ path, message, test: (v) => !isBlank(v) });

/** When present, the field must have at least min characters (spaces around ignored). */
export const minLength = (path: string, min: number, message: string): Rule => ({
  path,
  message,
  test: (v) => isBlank(v) || String(v).trim().length >= min,
});

/** When present, the field must be one of the values. */
export const oneOf = (path: string, values: readonly string[], message: string): Rule => ({
  path,
  message,
  test: (v) => isBlank(v) || values.includes(String(v)),
});

/** When present, the field must be a real calendar date written YYYY-MM-DD. */
export const validDate = (path: string, message: string): Rule => ({ path, message, test: (v) => isBlank(v) || isIsoDate(v) });

/** The field must equal another field. */
export const sameAs = (path: string, other: string, message: string): Rule => ({
  path,
  message,
  test: (v, values) => v === getPath(values, other),
});

/** Rules that apply only when the condition holds on the whole form. */
export function when(condition: (values: Record<string, unknown>) => boolean, rules: Rule[]): Rule[] {
  return rules.map((rule) => ({ ...rule, test: (v, values) => !condition(values) || rule.test(v, values) }));
}

/** The first failing message of each field. */
export function validate(rules: Rule[], values: object): FieldErrors {
  const errors: FieldErrors = {};
  const record = values as Record<string, unknown>;
  for (const rule of rules) {
    if (errors[rule.path]) continue;
    if (!rule.test(getPath(record, rule.path), record)) errors[rule.path] = rule.message;
  }
  return errors;
}

/** A real date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
