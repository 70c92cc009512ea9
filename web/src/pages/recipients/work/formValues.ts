// What the Formation/Emploi forms share: texts sent trimmed (blank as null) and numbers shown as typed
// in French (a comma for decimals), so that reopening a record shows what the person would type.

/** Values whose texts may have become null. */
type Blanked<T> = { [K in keyof T]: T[K] extends string ? T[K] | null : T[K] extends object ? Blanked<T[K]> : T[K] };

/** The values as sent: every text trimmed, a blank one null, inside nested values too. */
export function sentValues<T extends object>(values: T): Blanked<T> {
  return JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => (typeof value === 'string' ? value.trim() || null : value)),
  ) as Blanked<T>;
}

/** A stored number as a form shows it: 607.5 reads '607,5', none reads ''. */
export const numberText = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');
