/** Lower case, accents removed, ligatures spelt out, runs of spaces and punctuation collapsed: the form names are compared and searched in. */
export function normalizeText(value: string): string {
  return value
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@.]+/gu, ' ')
    .trim();
}

/** The words of a search query, normalised. */
export function searchWords(query: string): string[] {
  return normalizeText(query).split(' ').filter((word) => word.length > 0);
}
