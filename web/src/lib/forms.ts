// What the edit forms share: values compared as they are sent, and the `current` of an update, the
// record as loaded with only the fields the person changed, so the server records those and nothing
// else (domain/shared/changes.ts).
import { sameValue } from '@domain/shared/paths';

/** Empty strings become null, so a cleared field is sent as cleared and compared as such. */
export function blanksToNull<T extends object>(values: T): T {
  return JSON.parse(JSON.stringify(values, (_key, value: unknown) => (value === '' ? null : value))) as T;
}

/** Whether one field's value is unchanged; by default as the server compares (absent and null alike). */
export type SameField = (field: string, value: unknown, loaded: unknown) => boolean;

/** The server's comparison: absent and null alike, objects and arrays by content. */
export const sameAsServer: SameField = (_field, value, loaded) => sameValue(value, loaded);

/** True when two sets of form values describe different records, compared as they would be sent. */
export const valuesDiffer = <V>(a: V, b: V, sent: (values: V) => unknown): boolean => !sameValue(sent(a), sent(b));

/** The fields of `edited` whose value is not the one `loaded` has. */
export function changedFields<T extends object>(edited: T, loaded: T, same: SameField = sameAsServer): Partial<T> {
  const before = new Map<string, unknown>(Object.entries(loaded));
  return Object.fromEntries(Object.entries(edited).filter(([field, value]) => !same(field, value, before.get(field)))) as Partial<T>;
}

/**
 * The `current` of an update: the record as loaded with the fields changed from `loaded` (the record
 * as the form first showed it, sent form). A field the form only filled in (an absent flag shown
 * unticked, a blank shown as '') keeps its loaded value.
 */
export function currentOf<R extends object, T extends object>(origin: R, edited: T, loaded: T, same: SameField = sameAsServer): R {
  return { ...origin, ...changedFields(edited, loaded, same) };
}
