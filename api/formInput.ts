// The create commands type their input as the record they store (a contact's name: string), yet what
// reaches them is a form: a required field may come blank, for their rules to name it, and a count may
// come as typed text. Until they take the form's type themselves, this is the one bridge.

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
 * A form its schema has admitted, handed to a command typed with the record it stores. The argument
 * is checked against FormOf<T>, so a schema that drifts from T in anything but blankness fails to
 * compile; what blankness remains, the command's rules refuse (required()) or read (counts) before
 * anything is recorded.
 */
export function formInput<T>(form: FormOf<T>): T {
  return form as T;
}
