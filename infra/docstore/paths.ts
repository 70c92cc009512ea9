import { normalizeText } from '../../domain/shared/text';
import { FIELD_PATH } from './port';

/** Value at a dotted path of an object. */
export function getPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of doc with each dotted path of set assigned. */
export function setPaths<T extends object>(doc: T, set: Record<string, unknown>): T {
  const copy = structuredClone(doc) as Record<string, unknown>;
  for (const [path, value] of Object.entries(set)) {
    const keys = path.split('.');
    let target = copy;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      if (next === null || typeof next !== 'object' || Array.isArray(next)) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys[keys.length - 1]] = value;
  }
  return copy as T;
}

/** Refuses anything but a plain dotted field path: paths end up inside queries. */
export function checkPath(path: string): string {
  if (!FIELD_PATH.test(path)) throw new Error(`Invalid field path: ${path}`);
  return path;
}

/** The normalised text $text searches in: the search fields' values, strings or arrays of strings. */
export function searchText(doc: object, fields: string[]): string {
  return fields
    .flatMap((field) => {
      const value = getPath(doc, field);
      return Array.isArray(value) ? value : [value];
    })
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map((value) => normalizeText(String(value)))
    .join(' ');
}
