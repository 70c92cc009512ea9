import { ANTENNA_MESSAGES } from '../../../../domain/antennas/rules';
import { ApiError } from '../../api/client';
import { showServerErrors } from '../../lib/forms';
import { toastError, toastSuccess } from '../../lib/toasts';

/** The spec uses the same success toast for antennas and for the head office. */
export const toastAntennaSaved = () => toastSuccess('Antenne enregistrée');

/**
 * A refused save: field errors beside the fields and 'Antenne non enregistrée'. The server's message is
 * added when the fields cannot explain the refusal (403, conflict, network), else the user would not know why.
 */
export function toastAntennaNotSaved(form: { setErrors(errors: Record<string, string>): void }, error: unknown): void {
  console.error(ANTENNA_MESSAGES.saveFailed, error);
  const explainedByFields = showServerErrors(form, error);
  if (error instanceof ApiError && (error.status === 403 || !explainedByFields)) toastError(error.message, { title: ANTENNA_MESSAGES.saveFailed });
  else toastError(ANTENNA_MESSAGES.saveFailed);
}
