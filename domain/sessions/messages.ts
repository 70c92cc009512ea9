/** Messages of sign-in and sessions. */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Identifiant ou mot de passe incorrect',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans 15 minutes.',
  noToken: 'Veuillez vous connecter',
  invalidToken: 'Votre session est invalide, veuillez vous reconnecter',
  expiredToken: 'Votre session a expiré, veuillez vous reconnecter',
  closedSession: 'Vous avez été déconnecté, veuillez vous reconnecter',
  accountGone: 'Votre compte a été désactivé ou supprimé',
} as const;
