import { searchWords } from '@domain/shared/text';
import { checkPath } from './paths';
import type { FieldOps, Filter } from '../../projections/docStore';

type Param = string | number | null;
type Scalar = string | number | boolean | null;

/** SQL for a filter on a collection table, with its parameters; column(path) names the SQL expression of a field. */
export function compileFilter(filter: Filter | undefined, column: (path: string) => string): { sql: string; params: Param[] } {
  const params: Param[] = [];
  const sql = filter ? compile(filter, column, params) : '1';
  return { sql, params };
}

function compile(filter: Filter, column: (path: string) => string, params: Param[]): string {
  const parts: string[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined) continue;
    if (key === '$or' || key === '$and') {
      const list = condition as Filter[];
      if (list.length === 0) {
        parts.push(key === '$or' ? '0' : '1');
        continue;
      }
      parts.push(`(${list.map((f) => compile(f, column, params)).join(key === '$or' ? ' OR ' : ' AND ')})`);
    } else if (key === '$text') {
      for (const word of searchWords(condition as string)) {
        parts.push(`search LIKE ? ESCAPE '\\'`);
        params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      }
    } else if (isOps(condition)) {
      parts.push(...compileOps(checkPath(key), condition, column, params));
    } else {
      parts.push(equality(column(checkPath(key)), condition as Scalar, params));
    }
  }
  return parts.length === 0 ? '1' : parts.join(' AND ');
}

function isOps(condition: unknown): condition is FieldOps {
  return condition !== null && typeof condition === 'object' && !Array.isArray(condition);
}

function compileOps(path: string, ops: FieldOps, column: (path: string) => string, params: Param[]): string[] {
  const col = column(path);
  const parts: string[] = [];
  for (const [op, value] of Object.entries(ops)) {
    // An operator given no value is no condition (better-sqlite3 would bind undefined as NULL).
    if (value === undefined) continue;
    switch (op) {
      case '$in': {
        const values = value as Scalar[];
        const present = values.filter((v) => v !== null);
        const alternatives = present.length > 0 ? [`${col} IN (${present.map(() => '?').join(', ')})`] : [];
        params.push(...present.map(toParam));
        if (values.includes(null)) alternatives.push(`${col} IS NULL`);
        parts.push(alternatives.length > 0 ? `(${alternatives.join(' OR ')})` : '0');
        break;
      }
      case '$nin': {
        const values = value as Scalar[];
        const present = values.filter((v) => v !== null);
        params.push(...present.map(toParam));
        // NOT IN rather than a chain of <>: the list may be long, and SQLite caps an expression's depth at 1000.
        const notIn = present.length > 0 ? `${col} NOT IN (${present.map(() => '?').join(', ')})` : '1';
        parts.push(values.includes(null) ? `(${col} IS NOT NULL AND ${notIn})` : `(${col} IS NULL OR ${notIn})`);
        break;
      }
      case '$ne':
        parts.push(value === null ? `${col} IS NOT NULL` : `(${col} IS NULL OR ${col} <> ?)`);
        if (value !== null) params.push(toParam(value as Scalar));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        parts.push(`${col} ${{ $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' }[op]} ?`);
        params.push(toParam(value as Scalar));
        break;
      case '$exists':
        parts.push(`json_type(doc, '$.${path}') ${value ? 'IS NOT NULL' : 'IS NULL'}`);
        break;
      default:
        throw new Error(`Unsupported filter operator: ${op}`);
    }
  }
  return parts;
}

function equality(col: string, value: Scalar, params: Param[]): string {
  if (value === null) return `${col} IS NULL`;
  params.push(toParam(value));
  return `${col} = ?`;
}

/** JSON booleans come out of json_extract as 1 and 0. */
function toParam(value: Scalar): Param {
  return typeof value === 'boolean' ? Number(value) : value;
}
