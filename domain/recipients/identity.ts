import { normalizeText } from '../shared/text';

// Two files may not describe the same person: each identity is held by one file through a reservation stream.

/** The identity two files may not share: first name, name and birth date, case, accents and spaces aside. */
export function identityKey(civil: { surname?: string | null; name?: string | null; birth_date?: string | null }): string {
  const part = (value: string | null | undefined) => normalizeText(value ?? '').replace(/ /g, '');
  return `${part(civil.surname)}-${part(civil.name)}-${civil.birth_date ?? ''}`;
}
