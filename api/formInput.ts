import type { FormOf } from '@domain/shared/forms';

// Most create commands take a form (FormOf, domain/shared/forms.ts) and admit it as their record once
// its rules hold. Two still type their input as the record they store: a new stay (its figures are
// normalized before they are judged, and the web form shares that path) and a new file. Until they
// take the form's type themselves, this is their one bridge.

/**
 * A form its schema has admitted, handed to a command typed with the record it stores. The argument
 * is checked against FormOf<T>, so a schema that drifts from T in anything but blankness fails to
 * compile; what blankness remains, the command's rules refuse (required()) or read (counts) before
 * anything is recorded.
 */
export function formInput<T>(form: FormOf<T>): T {
  return form as T;
}
