/** What went wrong, in terms the API maps to a status: 400, 401, 403, 404, 409, 429. */
export type ErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_many_requests';

/** A refusal by a business rule: a stable code and a French message for a person. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The message of an invalid form when no more specific one applies. */
export const INVALID_FORM = 'Tous les champs nécessaires ne sont pas remplis';
/** The generic refusal of a right (docs/screens.md, 'When a save is refused'). */
export const NO_RIGHTS = "Vous n'avez pas les droits";

/** Field errors of a form. */
export const invalid = (errors: Record<string, string>, message = INVALID_FORM) =>
  new DomainError('validation', 'OBJECT_CANNOT_BE_VALIDATED', message, errors);

/** A refusal for lack of rights. */
export const forbidden = (message = NO_RIGHTS) => new DomainError('forbidden', 'FORBIDDEN', message);

/** The thing asked for does not exist (or no longer does). */
export const notFound = (message: string) => new DomainError('not_found', 'NOT_FOUND', message);

/** A business conflict with its stable code (docs/api.md, 'Envelope'); data carries what the client needs to act on it. */
export const conflict = (code: string, message: string, data?: unknown) => new DomainError('conflict', code, message, undefined, data);

/** Someone else changed what this edit started from. */
export const CONCURRENT_CHANGE = "Les données ont été modifiées par quelqu'un d'autre entre-temps. Rechargez la page.";
