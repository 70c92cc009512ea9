// What the user is told when a save of the organism or contact form is refused (spec, section 8).
import { ORGANISM_MESSAGES } from '../../../../domain/organisms/organisms';
import { ApiError } from '../../api/client';
import { showServerErrors } from '../../lib/forms';
import { TOAST_MS, toastError } from '../../lib/toasts';

type Form = { setErrors(errors: Record<string, string>): void };

/**
 * Field errors beside the fields and the failure toast ('Organisme non enregistré', ...). The server's
 * message is added when the fields cannot explain the refusal (403, conflict, network), else the user would not know why.
 */
export function reportNotSaved(form: Form, error: unknown, failure: string): void {
  console.error(failure, error);
  const explainedByFields = showServerErrors(form, error);
  if (!(error instanceof ApiError)) toastError('Erreur inconnue', { title: failure });
  else if (error.status === 403 || !explainedByFields) toastError(error.message, { title: failure });
  else toastError(failure);
}

/** The name of the organism that already has the name, as the server gives it (its own spelling). */
function existingName(error: ApiError, typed: string): string {
  const data = error.data;
  const name = data && typeof data === 'object' && 'name' in data ? data.name : null;
  return typeof name === 'string' ? name : typed;
}

/** A refused organism save: a name already used is said for 2.5 s, then 'Organisme non enregistré'. */
export function reportOrganismNotSaved(form: Form, error: unknown, typedName: string): void {
  const failure = 'Organisme non enregistré';
  if (error instanceof ApiError && error.code === 'ORGANISM_ALREADY_EXISTS') {
    console.error(failure, error);
    toastError(ORGANISM_MESSAGES.exists(existingName(error, typedName)), { ms: TOAST_MS.organismExists });
    toastError(failure);
    return;
  }
  reportNotSaved(form, error, failure);
}
