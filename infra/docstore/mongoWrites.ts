import type { Document } from 'mongodb';
import { SEARCH_FIELD } from './mongoFilter';
import { searchText } from './paths';
import { FIELD_PATH } from '../../projections/docStore';

/**
 * The document as stored: its JSON form (as the SQLite adapter stores it: undefined properties
 * dropped, dates as ISO strings, -0 as 0), plus the normalised search text of the declared search
 * fields, which $text matches and reads strip.
 */
export function storedDocument(doc: object, search: string[]): Document {
  if (SEARCH_FIELD in doc) throw new Error(`${SEARCH_FIELD} is reserved for the search text of the MongoDB adapter`);
  const stored = JSON.parse(JSON.stringify(doc)) as Document;
  if (search.length > 0) stored[SEARCH_FIELD] = searchText(doc, search);
  return stored;
}

/** How a patch is written: nothing, an update of the given paths, or the document read, changed and replaced. */
export type PatchPlan = { kind: 'none' } | { kind: 'replace' } | { kind: 'update'; guard: Document; update: Document };

/**
 * The MongoDB update of a patch, or 'replace' when only reading and replacing the document gives the
 * SQLite adapter's result (setPaths): a path that is not a plain dotted name, two paths one inside the
 * other (MongoDB refuses them together), or a path that changes the search text. A dotted $set fails
 * on a null, scalar or array parent where setPaths replaces it with an object: the guard matches only
 * documents whose parents are objects or missing, and a patch that matches nothing is replayed as a
 * replace. An undefined value removes the path, as JSON drops it.
 */
export function patchPlan(set: Record<string, unknown>, search: string[]): PatchPlan {
  const paths = Object.keys(set);
  if (paths.length === 0) return { kind: 'none' };
  const needsReplace =
    paths.some((path) => !FIELD_PATH.test(path) || path === '_id' || path === SEARCH_FIELD) ||
    paths.some((path, i) => paths.some((other, j) => i !== j && nested(path, other))) ||
    paths.some((path) => search.some((field) => path === field || nested(path, field)));
  if (needsReplace) return { kind: 'replace' };
  const $set: Document = {};
  const $unset: Document = {};
  for (const [path, value] of Object.entries(set)) {
    if (value === undefined) $unset[path] = '';
    else $set[path] = JSON.parse(JSON.stringify(value)) as unknown;
  }
  const update: Document = {};
  if (Object.keys($set).length > 0) update.$set = $set;
  if (Object.keys($unset).length > 0) update.$unset = $unset;
  return { kind: 'update', guard: parentsGuard(paths), update };
}

/** True when one path lies inside the other (a.b and a.b.c). */
function nested(a: string, b: string): boolean {
  return a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}

/** Every parent of the dotted paths is missing or an object (not null, not a scalar, not an array). */
function parentsGuard(paths: string[]): Document {
  const parents = new Set(
    paths.flatMap((path) =>
      path
        .split('.')
        .slice(0, -1)
        .map((_, i, keys) => keys.slice(0, i + 1).join('.')),
    ),
  );
  if (parents.size === 0) return {};
  return {
    $and: [...parents].map((parent) => ({
      $or: [{ [parent]: { $exists: false } }, { [parent]: { $type: 'object', $not: { $type: 'array' } } }],
    })),
  };
}
