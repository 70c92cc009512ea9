// What the user is told when a housing save is refused (docs/recipient-file.md, 'Hébergement').
import { HOUSING_MESSAGES } from '@domain/housings/rules';
import { ApiError } from '../../../api/client';
import { reportNotSaved, type ErrorsForm } from '../../../lib/saveFeedback';
import { actionToast, toastError } from '../../../lib/toasts';

/** The occupant a 'NOT AVAILABLE' refusal names. */
function occupantOf(error: ApiError): string | null {
  const data = error.data;
  return data && typeof data === 'object' && 'recipient_id' in data && typeof data.recipient_id === 'string' ? data.recipient_id : null;
}

/** How long 'Pas de suivi SPIP pour ces dates' stays (docs/recipient-file.md, 'Hébergement'). */
const NO_FOLLOWING_MS = 3000;

/** A SPIP-funded stay on days no SPIP follow-up of the file covers: the code, or on an update the data, says so. */
const noFollowing = (error: ApiError) => error.code === 'NO FOLLOWING' || error.data === 'NO FOLLOWING';

/**
 * A refused housing save: an occupied room offers to see its occupant; a SPIP-funded stay without
 * follow-up says so; anything else as every other form.
 */
export function reportHousingNotSaved(form: ErrorsForm, error: unknown, goTo: (path: string) => void): void {
  if (error instanceof ApiError && noFollowing(error)) {
    console.error('Hébergement non enregistré', error);
    toastError(HOUSING_MESSAGES.noFollowing, { ms: NO_FOLLOWING_MS });
    return;
  }
  if (error instanceof ApiError && error.code === 'NOT AVAILABLE') {
    console.error('Hébergement non enregistré', error);
    const occupant = occupantOf(error);
    // 'L'hébergement est déjà occupé' for 10 s, with 'Voir l'accueilli occupant' and 'Annuler'.
    if (occupant)
      actionToast(error.message, { label: "Voir l'accueilli occupant", onClick: () => goTo(`/recipient/${occupant}#housing`) }, 'orange');
    else toastError(error.message);
    return;
  }
  reportNotSaved(
    form,
    error,
    error instanceof ApiError && error.status === 400 ? HOUSING_MESSAGES.missingFields : 'Élément non enregistré',
  );
}
