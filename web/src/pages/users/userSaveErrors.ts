// What the user is told when a save of the user form is refused (docs/screens.md, 'Users' and 'When a save is refused').
import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../api/client';
import { USER_MESSAGES } from '@domain/users/rules';
import { reasonOf, showServerErrors } from '../../lib/saveFeedback';
import { toastError } from '../../lib/toasts';
import type { UserFormValues } from './userFormValues';

/** The server's own words for a refusal it explains (field errors, rights, a concurrent change); otherwise 'Erreur inconnue'. */
function explanation(form: UseFormReturnType<UserFormValues>, error: unknown): string {
  const fieldErrors = showServerErrors(form, error);
  return reasonOf(error, (refusal) => fieldErrors || refusal.status === 403 || refusal.status === 409);
}

/** A refused creation: the reason, then always 'Utilisateur non enregistré'. */
export function reportCreateFailure(form: UseFormReturnType<UserFormValues>, error: unknown): void {
  console.error("Création d'un utilisateur refusée", error);
  if (error instanceof ApiError && error.code === 'USER_ALREADY_EXISTS') {
    form.setFieldError('login', USER_MESSAGES.loginTaken);
    toastError(USER_MESSAGES.loginTaken);
  } else {
    toastError(explanation(form, error));
  }
  toastError('Utilisateur non enregistré');
}

/** A refused update: 'Impossible de modifier l'utilisateur', with the reason. */
export function reportUpdateFailure(form: UseFormReturnType<UserFormValues>, error: unknown): void {
  console.error("Modification d'un utilisateur refusée", error);
  toastError(explanation(form, error), { title: "Impossible de modifier l'utilisateur" });
}

/** A refused deletion, with the server's reason when it gives one. */
export function reportDeleteFailure(error: unknown): void {
  console.error("Suppression d'un utilisateur refusée", error);
  toastError(
    reasonOf(error, (refusal) => [403, 404, 409].includes(refusal.status)),
    { title: "Impossible de supprimer l'utilisateur" },
  );
}
