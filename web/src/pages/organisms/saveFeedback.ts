// What the user is told when an organism save is refused (docs/screens.md, 'Organisms and contacts').
import { ORGANISM_MESSAGES } from '@domain/organisms/organisms';
import type { ApiError } from '../../api/client';
import { reportKnownRefusal, reportNotSaved, type ErrorsForm } from '../../lib/saveFeedback';
import { TOAST_MS } from '../../lib/toasts';

const FAILURE = 'Organisme non enregistré';

/** The name of the organism that already has the name, as the server gives it (its own spelling). */
function existingName(error: ApiError, typed: string): string {
  const data = error.data;
  const name = data && typeof data === 'object' && 'name' in data ? data.name : null;
  return typeof name === 'string' ? name : typed;
}

/** A refused organism save: a name already used is said for 2.5 s, then 'Organisme non enregistré'. */
export function reportOrganismNotSaved(form: ErrorsForm, error: unknown, typedName: string): void {
  const told = { message: (refusal: ApiError) => ORGANISM_MESSAGES.exists(existingName(refusal, typedName)), ms: TOAST_MS.organismExists };
  if (!reportKnownRefusal(error, 'ORGANISM_ALREADY_EXISTS', FAILURE, told)) reportNotSaved(form, error, FAILURE);
}
