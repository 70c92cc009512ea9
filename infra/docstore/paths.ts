import { getPath } from '@domain/shared/paths';
import { normalizeText } from '@domain/shared/text';
import { FIELD_PATH } from '../../projections/docStore';

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
