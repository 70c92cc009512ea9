/** Lower case, accents removed, runs of spaces and punctuation collapsed: the form names are compared and searched in. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9@.]+/g, ' ')
    .trim();
}

/** The words of a search query, normalised. */
export function searchWords(query: string): string[] {
  return normalizeText(query).split(' ').filter((word) => word.length > 0);
}
