import type { Document, IndexDescription } from 'mongodb';
import { getPath, setPaths } from '@domain/shared/paths';
import { SEARCH_FIELD } from './mongoFilter';
import { checkPath } from './paths';
import type { CollectionSpec, FindQuery } from '../../projections/docStore';

/** How a FindQuery runs on MongoDB: the find options, and whether and how the total is counted. */
export interface FindPlan {
  sort: Record<string, 1 | -1>;
  skip: number;
  /** null: no limit (MongoDB reads limit 0 as none, so a page of 0 is `empty`, never sent). */
  limit: number | null;
  projection: Document;
  /** A limit of 0 asks for no document: nothing is read. */
  empty: boolean;
  /** 'items': the total is the number of items; 'count': counted with the filter; 'skip': -1. */
  total: 'items' | 'count' | 'skip';
  /** The key pattern of the index the query names, for the find alone (the count is left to the server). */
  hint?: Document;
}

/** Full documents come back without the stored search text. */
export const WITHOUT_SEARCH: Document = Object.freeze({ [SEARCH_FIELD]: 0 });

/**
 * The find options of a query, with the SQLite adapter's paging: ties broken by _id ascending (unless
 * _id is sorted on already), a negative skip is 0, a negative limit is none; a query is paged when it
 * has a limit or skips, and only then is its total counted (or not, when `total: false`).
 */
export function findPlan(query: FindQuery): FindPlan {
  const sort: Record<string, 1 | -1> = {};
  for (const [path, direction] of query.sort ?? []) {
    // The first direction given for a path wins, as in SQL's ORDER BY; a plain object keeps one per key.
    if (!(checkPath(path) in sort)) sort[path] = direction === 1 ? 1 : -1;
  }
  if (!('_id' in sort)) sort._id = 1;
  const paged = query.limit !== undefined || (query.skip ?? 0) > 0;
  return {
    sort,
    skip: Math.max(0, query.skip ?? 0),
    limit: query.limit === undefined || query.limit < 0 ? null : query.limit,
    projection: query.select ? ascending(query.select) : WITHOUT_SEARCH,
    empty: query.limit === 0,
    total: !paged ? 'items' : query.total === false ? 'skip' : 'count',
    ...(query.index !== undefined && { hint: ascending(Array.isArray(query.index) ? query.index : [query.index]) }),
  };
}

/** Each path mapped to 1: the inclusion projection of selected paths (_id comes with them), or an index's key pattern. */
function ascending(paths: readonly string[]): Document {
  return Object.fromEntries(paths.map((path) => [checkPath(path), 1]));
}

/** A selected document as the port returns it: _id and each selected path, null where the document has none. */
export function selectedDocument(doc: Document, paths: readonly string[]): Document {
  const values = Object.fromEntries(paths.map((path) => [path, getPath(doc, path) ?? null]));
  return setPaths({ _id: doc._id as unknown }, values);
}

/**
 * createIndexes arguments of a collection: one ascending index per declared entry (a list is one
 * compound index), and one on the search text when the collection declares search fields, so an
 * unanchored $regex scans index keys instead of whole documents.
 */
export function indexSpecs(spec: CollectionSpec): IndexDescription[] {
  const keys = (spec.indexes ?? []).map((entry) => (Array.isArray(entry) ? entry : [entry]));
  if ((spec.search ?? []).length > 0) keys.push([SEARCH_FIELD]);
  const unique = new Map(keys.map((paths) => [paths.map(checkPath).join(','), paths]));
  return [...unique.values()].map((paths) => ({ key: ascending(paths) }));
}

/** Default database when the connection string names none. */
export const DEFAULT_DATABASE = 'passerelles';

/** The database named by a connection string's path (mongodb://host/<name>?options), else DEFAULT_DATABASE. */
export function databaseName(url: string): string {
  const afterScheme = url.replace(/^[a-z0-9+.-]+:\/\//i, '');
  const slash = afterScheme.indexOf('/');
  if (slash < 0) return DEFAULT_DATABASE;
  const name = decodeURIComponent(afterScheme.slice(slash + 1).split('?')[0]);
  return name === '' ? DEFAULT_DATABASE : name;
}

/** True when the server answering `hello` runs transactions: a replica set member or a mongos router. */
export function supportsTransactions(hello: Document): boolean {
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}
