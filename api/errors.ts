/** A refusal made by the HTTP layer itself (authentication, malformed request). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const HTTP_MESSAGES = {
  invalidRequest: 'Certains champs sont invalides',
  notJson: 'Le contenu de la requête doit être du JSON',
  badJson: 'Le contenu de la requête est mal formé',
  tooDeep: 'Le contenu de la requête est trop imbriqué',
  tooLarge: 'La requête est trop volumineuse',
  headersTooLarge: "L'adresse ou les en-têtes de la requête sont trop longs",
  badRequest: 'La requête est mal formée',
  notFound: 'Ressource introuvable',
  methodNotAllowed: "Cette action n'est pas possible sur cette ressource",
  unexpected: 'Une erreur inattendue est survenue. Réessayez ou contactez un administrateur.',
  controlCharacters: 'Caractères non autorisés',
  echoMismatch: "Ne correspond pas à l'adresse de la requête",
} as const;
