/** Messages of sign-in and sessions. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Identifiant ou mot de passe incorrect',
  noToken: 'Veuillez vous connecter',
  invalidToken: 'Votre session est invalide, veuillez vous reconnecter',
  expiredToken: 'Votre session a expiré, veuillez vous reconnecter',
  closedSession: 'Vous avez été déconnecté, veuillez vous reconnecter',
  passwordChanged: 'Votre mot de passe a été changé, veuillez vous reconnecter',
  accountGone: 'Votre compte a été désactivé ou supprimé',
  endedByDeactivation: 'Votre compte a été désactivé depuis cette connexion, veuillez vous reconnecter',
} as const;

/** The refusal of a throttled sign-in, with the wait rounded up to the minute. */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Trop de tentatives de connexion échouées. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
