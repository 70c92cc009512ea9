import { CONCURRENT_CHANGE, conflict } from './errors';
import { flatten, getPath, sameValue, setPaths } from './paths';

/** Changed fields by dotted path, with the stored value before and the value after. */
export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** An update as the client sends it: the form as loaded and the form as edited. */
export interface UpdateRequest {
  origin: Record<string, unknown>;
  current: Record<string, unknown>;
  failOnConcurrent: boolean;
  /** A field present in origin and absent from current is cleared (set to null). */
  removeAbsent?: boolean;
}

/** Fields never changed by an update: identity, bookkeeping, and the abilities the server sends with a record. */
const IGNORED = new Set(['_id', 'created_on', 'last_update', 'abilities']);

/**
 * The fields the user changed (origin -> current), each against what is stored now. A field already
 * at its new value is no change. With failOnConcurrent, a changed field whose stored value is no
 * longer its origin means someone else changed it in between: CONFLICT_ERROR.
 */
export function diffUpdate(stored: object, request: UpdateRequest): FieldChanges {
  const origin = flatten(request.origin);
  const current = flatten(request.current);
  const changes: FieldChanges = {};
  for (const path of new Set([...Object.keys(origin), ...Object.keys(current)])) {
    if (IGNORED.has(path.split('.')[0])) continue;
    if (!(path in current) && !request.removeAbsent && !clearedAbove(path, current)) continue;
    const to = path in current ? current[path] : null;
    if (sameValue(origin[path], to)) continue;
    const from = getPath(stored, path);
    if (sameValue(from, to)) continue;
    if (request.failOnConcurrent && !sameValue(from, origin[path])) {
      throw conflict('CONFLICT_ERROR', CONCURRENT_CHANGE, { field: path });
    }
    changes[path] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/** True when the edit sends null in place of an object holding this path (an address emptied as a whole). */
function clearedAbove(path: string, current: Record<string, unknown>): boolean {
  const segments = path.split('.');
  for (let length = 1; length < segments.length; length += 1) {
    const above = segments.slice(0, length).join('.');
    if (above in current) return current[above] === null;
  }
  return false;
}

/** The object with the changes applied. */
export function applyChanges<T extends object>(value: T, changes: FieldChanges): T {
  return setPaths(value, Object.fromEntries(Object.entries(changes).map(([path, change]) => [path, change.to])));
}

/** Top-level fields touched by the changes (address.city touches address). */
export function touchedFields(changes: FieldChanges): Set<string> {
  return new Set(Object.keys(changes).map((path) => path.split('.')[0]));
}

/** True when there is nothing to record. */
export const noChanges = (changes: FieldChanges) => Object.keys(changes).length === 0;
