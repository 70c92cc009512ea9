// What the user is told when a save or another action is refused (docs/screens.md, 'When a save is refused'): field errors beside
// the fields, the screen's own failure ('Organisme non enregistré', ...) and the server's words when
// they explain why.
import { ApiError } from '../api/client';
import { toastError, toastSuccess } from './toasts';

/** A form that shows the server's field errors beside its fields. */
export type ErrorsForm = { setErrors(errors: Record<string, string>): void };

/** What the user reads of an error no one wrote a message for. */
export const UNKNOWN_ERROR = 'Erreur inconnue';

/** The server's message for a refusal it explains (any, unless `explains` says which), else 'Erreur inconnue'. */
export function reasonOf(error: unknown, explains: (error: ApiError) => boolean = () => true): string {
  return error instanceof ApiError && explains(error) ? error.message : UNKNOWN_ERROR;
}

/** Field errors of a refused save, shown beside the fields; true when there were any. */
export function showServerErrors(form: ErrorsForm, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return false;
  form.setErrors(error.errors);
  return true;
}

/** A failed action, logged and told with its reason under the action's own title ('Transfert impossible', ...). */
export function reportFailure(title: string, error: unknown): void {
  console.error(title, error);
  toastError(reasonOf(error), { title });
}

/**
 * Field errors beside the fields and the failure toast ('Organisme non enregistré', ...). The server's
 * message is added when the fields cannot explain the refusal (403, conflict, network), else the user would not know why.
 */
export function reportNotSaved(form: ErrorsForm, error: unknown, failure: string): void {
  console.error(failure, error);
  const explainedByFields = showServerErrors(form, error);
  if (!(error instanceof ApiError)) toastError(UNKNOWN_ERROR, { title: failure });
  else if (error.status === 403 || !explainedByFields) toastError(error.message, { title: failure });
  else toastError(failure);
}

/**
 * A refusal the server names by `code` (a name already used, the same person already filed): its
 * message in a toast of its own, then the failure. False, with nothing told, for any other error.
 */
export function reportKnownRefusal(
  error: unknown,
  code: string,
  failure: string,
  told: { message?: (error: ApiError) => string; ms?: number } = {},
): boolean {
  if (!(error instanceof ApiError) || error.code !== code) return false;
  console.error(failure, error);
  toastError(told.message?.(error) ?? error.message, { ms: told.ms });
  toastError(failure);
  return true;
}

/**
 * Runs the action of a row (delete, hand over, link) and says how it went: the success toast, else the
 * failure (a title for reportFailure, or the screen's own report). The row may be gone from the page
 * when the server answers (its list reloaded first), and react-query drops the callbacks given to the
 * mutate() of an unmounted component: the promise of mutateAsync is followed instead.
 */
export function runRowAction<V>(
  mutation: { mutateAsync(variables: V): Promise<unknown> },
  variables: V,
  feedback: { success: string; failure: string | ((error: unknown) => void) },
): void {
  const { success, failure } = feedback;
  void mutation.mutateAsync(variables).then(
    () => toastSuccess(success),
    (error: unknown) => (typeof failure === 'string' ? reportFailure(failure, error) : failure(error)),
  );
}
