// The Santé tab of a file (docs/recipient-file.md, 'Santé'): four selects and the contacts who follow
// the person's health, saved together.

/** Medical following. */
export const MEDICAL_FOLLOWINGS = ['NSP', 'Aucun', 'En cours', 'Souhaité'] as const;
/** Psychological following: the medical values plus Ancien. */
export const PSY_FOLLOWINGS = ['NSP', 'Aucun', 'En cours', 'Souhaité', 'Ancien'] as const;
/** Drug use. */
export const TOXICO_VALUES = ['NSP', 'Oui', 'Non', 'Substitution', 'Ancien'] as const;
/** Alcohol use. */
export const ALCOOL_VALUES = ['NSP', 'Oui', 'Non', 'Ancien'] as const;

/** The medical box of a file; null: never said. */
export interface MedicalFields {
  medical_following: (typeof MEDICAL_FOLLOWINGS)[number] | null;
  psy_following: (typeof PSY_FOLLOWINGS)[number] | null;
  toxico: (typeof TOXICO_VALUES)[number] | null;
  alcool: (typeof ALCOOL_VALUES)[number] | null;
  /** Contacts of the address book the writer sees, in the order chosen. */
  contact_ids: string[];
}
