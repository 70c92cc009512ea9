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

/** A stored value as text: '' for nothing, JSON for what is neither a string, a number nor a boolean (never '[object Object]'). */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** The words of a search query, normalised. */
export function searchWords(query: string): string[] {
  return normalizeText(query)
    .split(' ')
    .filter((word) => word.length > 0);
}
