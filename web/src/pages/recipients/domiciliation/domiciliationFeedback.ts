// What the user is told when a domiciliation save is refused (docs/recipient-file.md, 'Domiciliation').
import { DOMICILIATION_MESSAGES } from '@domain/domiciliations/rules';
import { ApiError } from '../../../api/client';
import { reportNotSaved, UNKNOWN_ERROR, type ErrorsForm } from '../../../lib/saveFeedback';
import { toastError } from '../../../lib/toasts';

/**
 * A refused domiciliation: an overlap says so; a radiated file says so with where radiation is lifted
 * ('Identité'); field errors go beside the fields; anything else is 'Erreur inconnue' unless the
 * server explains it (no rights).
 */
export function reportDomiciliationNotSaved(form: ErrorsForm, error: unknown): void {
  if (error instanceof ApiError && error.code === 'ALREADY_DOMICILATED') {
    console.error('Domiciliation non enregistrée', error);
    toastError(DOMICILIATION_MESSAGES.alreadyDomiciled);
    return;
  }
  if (error instanceof ApiError && error.code === 'RECIPIENT_RADIATED') {
    console.error('Domiciliation non enregistrée', error);
    toastError(DOMICILIATION_MESSAGES.radiatedHint, { title: DOMICILIATION_MESSAGES.radiated });
    return;
  }
  reportNotSaved(form, error, error instanceof ApiError && error.status === 400 ? DOMICILIATION_MESSAGES.missingFields : UNKNOWN_ERROR);
}
