import { invalid } from './errors';
import type { FieldErrors } from './validation';

// A create command receives a form, not yet the record it will store: a required field may come
// blank, for the rules to name it, and a count may come as typed text. The record's type is granted
// in one place, admitForm, once the record's rules have held.

/** What a form may send for a value of type V: blank (null or ''), a number as text; the same inside objects and lists. */
type Sent<V> = V extends number
  ? V | string | null
  : V extends string
    ? V | null | ''
    : V extends readonly (infer Item)[]
      ? Sent<Item>[]
      : V extends object
        ? FormOf<V> | null
        : V | null;

/** A form for a record of type T: any field may be left out or blank, numbers may be text. */
export type FormOf<T> = { [K in keyof T]?: Sent<T[K]> };

/**
 * The form as the record it describes, when the record's rules found no error in it (the errors are
 * computed by the caller, from those rules); otherwise INVALID with each field's message, and nothing
 * is recorded. The rules are what make a form a record (required fields present, dates real, counts
 * numbers), so the record type is granted here and nowhere else.
 */
export function admitForm<T>(form: FormOf<T>, errors: FieldErrors, message?: string): T {
  if (Object.keys(errors).length > 0) throw invalid(errors, message);
  return form as T;
}
