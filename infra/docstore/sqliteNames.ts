import type { CollectionSpec } from '../../projections/docStore';
import { checkPath } from './paths';

// The SQL names of the SQLite store's tables, generated columns and indexes, from a collection's declaration.

/** Name of the indexed generated column of a field path; `_id` is the table's own column (so an index ending with it covers a page's ids). */
export const indexColumn = (path: string) => (path === '_id' ? '_id' : `ix_${path.replace(/\./g, '__')}`);
export const tableName = (name: string) => `rm_${checkPath(name).replace(/\./g, '_')}`;
/** Every path that gets its own generated column, alone or as part of a compound index. */
export const indexedPaths = (spec: CollectionSpec) => [...new Set((spec.indexes ?? []).flat())].filter((path) => path !== '_id');
/** The indexed paths of each declared spec, worked out once: a collection is opened on every request, often several times. */
const indexedSets = new WeakMap<CollectionSpec, Set<string>>();
export function indexedSet(spec: CollectionSpec): Set<string> {
  let paths = indexedSets.get(spec);
  if (!paths) indexedSets.set(spec, (paths = new Set(indexedPaths(spec))));
  return paths;
}
export const indexPaths = (index: string | string[]) => (Array.isArray(index) ? index : [index]);
/** The SQL name of a declared index. */
export const indexName = (table: string, index: string | string[]) => `${table}_${indexPaths(index).map(indexColumn).join('_')}`;
