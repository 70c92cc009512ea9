// What the user is told when a penal save is refused (docs/recipient-file.md, 'Situation pénale').
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { ApiError } from '../../../api/client';
import { reportFailure, reportNotSaved, UNKNOWN_ERROR, type ErrorsForm } from '../../../lib/saveFeedback';
import { toastError } from '../../../lib/toasts';

const refusedWith = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/** A refused detention element: fields beside the fields and 'Parcours non mis à jour. Des champs sont manquants'. */
export function reportDetentionNotSaved(form: ErrorsForm, error: unknown): void {
  reportNotSaved(form, error, refusedWith(error, 400) ? PENAL_MESSAGES.detentionMissing : UNKNOWN_ERROR);
}

/** A follow-up sharing days with another: 'Le suivi rentre en conflit avec un autre'; true when it was that. */
function reportFollowConflict(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT_ERROR') return false;
  console.error(PENAL_MESSAGES.followInvalid, error);
  toastError(PENAL_MESSAGES.followConflict);
  return true;
}

/** A refused follow-up: a conflict says so; else fields beside the fields and 'Le suivi n'a pas pu être validé'. */
export function reportFollowNotSaved(form: ErrorsForm, error: unknown): void {
  if (reportFollowConflict(error)) return;
  reportNotSaved(form, error, refusedWith(error, 400) ? PENAL_MESSAGES.followInvalid : UNKNOWN_ERROR);
}

/**
 * A refused link of an element to a follow-up: 'Le suivi n'a pas pu être validé' with what is missing
 * (dates, organism) or why the follow-up cannot be (not a SPIP); a conflict or an element already linked says so.
 */
export function reportLinkRefused(error: unknown): void {
  if (reportFollowConflict(error)) return;
  if (error instanceof ApiError && error.code === 'OBJECT_CANNOT_BE_VALIDATED') {
    console.error(PENAL_MESSAGES.followInvalid, error);
    const reasons = [...new Set(Object.values(error.errors))];
    toastError(reasons.join(' ') || error.message, { title: PENAL_MESSAGES.followInvalid });
    return;
  }
  reportFailure(PENAL_MESSAGES.followInvalid, error);
}
