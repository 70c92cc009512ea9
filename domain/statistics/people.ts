// How the reports describe the people followed: gender from the civility, age bands at a given day.

/** The gender a civility states, and what a file without one reads as. */
export const GENDER_LABELS = { 'M.': 'Homme', Mme: 'Femme' } as const;
export const UNKNOWN = 'Non renseigné';

/** The gender of a civility ('Non renseigné' without one). */
export const genderOf = (civility: string | null | undefined): string =>
  civility && civility in GENDER_LABELS ? GENDER_LABELS[civility as keyof typeof GENDER_LABELS] : UNKNOWN;

/** Age bands of the reports, youngest first: each is [label, lowest age, highest age]. */
export const AGE_BANDS: readonly [string, number, number][] = [
  ['Moins de 18 ans', 0, 17],
  ['18 à 25 ans', 18, 25],
  ['26 à 35 ans', 26, 35],
  ['36 à 45 ans', 36, 45],
  ['46 à 55 ans', 46, 55],
  ['56 à 65 ans', 56, 65],
  ['Plus de 65 ans', 66, Number.POSITIVE_INFINITY],
];

/** Full years from a YYYY-MM-DD birth date to a day; null without a birth date, or one after the day. */
export function ageOn(birthDate: string | null | undefined, day: string): number | null {
  if (!birthDate || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || birthDate > day) return null;
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** The band of an age ('Non renseigné' when unknown). */
export const ageBand = (age: number | null) =>
  age === null ? UNKNOWN : (AGE_BANDS.find(([, low, high]) => age >= low && age <= high)?.[0] ?? UNKNOWN);
