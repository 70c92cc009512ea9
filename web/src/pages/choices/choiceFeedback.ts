// What the user is told after a save or a deletion of a reference-list entry (docs/screens.md, 'Reference lists').
import { ApiError } from '../../api/client';
import { reasonOf, showServerErrors, type ErrorsForm } from '../../lib/saveFeedback';
import { toastError, toastSuccess } from '../../lib/toasts';

const SAVE_FAILED = 'Élément non enregistré';

/** 'Élément enregistré'. */
export const toastChoiceSaved = () => toastSuccess('Élément enregistré');

/** "L'élément a été supprimé". */
export const toastChoiceDeleted = () => toastSuccess("L'élément a été supprimé");

// Refusals (4xx) and an unreachable server (0) come with a message written for people; a 5xx does not.
const explained = (error: ApiError) => error.status === 0 || (error.status >= 400 && error.status < 500);

/**
 * A refused save: 'Élément non enregistré' with the reason. A label already in the list is a field
 * error the user can fix, so it goes beside the field as well; the server's French message is the
 * reason for any refusal it explains (rights, unknown entry, field rules), else 'Erreur inconnue'.
 */
export function toastChoiceNotSaved(form: ErrorsForm, error: unknown): void {
  console.error(SAVE_FAILED, error);
  if (error instanceof ApiError && error.code === 'CHOICE_ALREADY_EXISTS') form.setErrors({ label: error.message });
  else showServerErrors(form, error);
  toastError(reasonOf(error, explained), { title: SAVE_FAILED });
}

/** A refused deletion: the server's message for a refusal it explains, else 'Erreur inconnue'. */
export function toastChoiceNotDeleted(error: unknown): void {
  console.error("Suppression d'un élément de liste refusée", error);
  toastError(reasonOf(error, explained));
}
