import type { Document } from 'mongodb';
import { searchWords } from '@domain/shared/text';
import { checkPath } from './paths';
import type { FieldOps, Filter } from '../../projections/docStore';

/** The field each document's normalised search text is stored in (searchText of the declared search fields). */
export const SEARCH_FIELD = '_search';

/** A query no document matches: every document has an _id, none has one in an empty list. */
export const MATCH_NOTHING: Document = Object.freeze({ _id: { $in: [] } });

type Scalar = string | number | boolean | null;
/** A translated condition; 'all' and 'none' are folded away before anything reaches the server. */
type Clause = Document | 'all' | 'none';

const COMPARISONS = new Set(['$gt', '$gte', '$lt', '$lte']);

/**
 * A MongoDB query with the SQLite adapter's semantics (sqliteFilter.ts): null and missing fields
 * match alike, a comparison with null matches nothing (SQL NULL), $text requires every normalised
 * word as a substring of the stored search text. Throws on an invalid path or an unknown operator.
 */
export function translateFilter(filter: Filter | undefined): Document {
  const clause = filter ? conjunction(filter) : 'all';
  if (clause === 'all') return {};
  if (clause === 'none') return MATCH_NOTHING;
  return clause;
}

/** Every condition of one filter object, joined by AND. */
function conjunction(filter: Filter): Clause {
  const clauses: Clause[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$and') clauses.push(...(condition as Filter[]).map(conjunction));
    else if (key === '$or') clauses.push(disjunction(condition as Filter[]));
    else if (key === '$text') clauses.push(...textClauses(condition as string));
    else if (isOps(condition)) clauses.push(fieldOps(checkPath(key), condition));
    else clauses.push({ [checkPath(key)]: { $eq: scalar(key, condition) } });
  }
  // Every path is checked above before a 'none' short-cuts the whole conjunction: a bad path always throws.
  if (clauses.includes('none')) return 'none';
  return merge(clauses.filter((c): c is Document => c !== 'all'));
}

function disjunction(filters: Filter[]): Clause {
  const branches = filters.map(conjunction);
  if (branches.includes('all')) return 'all';
  const possible = branches.filter((b): b is Document => b !== 'none');
  if (possible.length === 0) return 'none';
  return possible.length === 1 ? possible[0] : { $or: possible };
}

/** One clause per word: `{ _search: { $regex } }`, unanchored, so a word matches anywhere (SQLite's LIKE '%word%'). */
function textClauses(text: string): Document[] {
  return searchWords(text).map((word) => ({ [SEARCH_FIELD]: { $regex: escapeRegex(word) } }));
}

/** A regular expression source matching text literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);
}

function fieldOps(path: string, ops: FieldOps): Clause {
  const translated: Document = {};
  let none = false;
  for (const [op, value] of Object.entries(ops)) {
    // An operator given no value is no condition, as a field given no value (FieldOps are optional keys).
    if (value === undefined) continue;
    if (op === '$in' || op === '$nin') translated[op] = list(path, op, value);
    else if (op === '$ne') translated.$ne = scalar(path, value);
    else if (op === '$exists') translated.$exists = Boolean(value);
    else if (COMPARISONS.has(op)) {
      // SQL compares nothing with NULL; MongoDB's $gte/$lte: null would match null and missing fields.
      if (value === null) none = true;
      else translated[op] = scalar(path, value);
    } else throw new Error(`Unsupported filter operator: ${op}`);
  }
  if (none) return 'none';
  return Object.keys(translated).length === 0 ? 'all' : { [path]: translated };
}

/** Joins clauses into one query document, or an $and when two of them constrain the same key. */
function merge(clauses: Document[]): Clause {
  if (clauses.length === 0) return 'all';
  if (clauses.length === 1) return clauses[0];
  const keys = clauses.flatMap((c) => Object.keys(c));
  if (new Set(keys).size === keys.length) return Object.assign({}, ...clauses) as Document;
  return { $and: clauses };
}

function isOps(condition: unknown): condition is FieldOps {
  return condition !== null && typeof condition === 'object' && !Array.isArray(condition);
}

function scalar(path: string, value: unknown): Scalar {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as Scalar;
  throw new Error(`Filter value of ${path} must be a string, a number, a boolean or null`);
}

function list(path: string, op: string, value: unknown): Scalar[] {
  if (!Array.isArray(value)) throw new Error(`${op} on ${path} needs a list of values`);
  return value.map((v) => scalar(path, v));
}
