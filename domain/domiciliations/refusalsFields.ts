/** The usual legal motives of a refusal of domiciliation (CASF art. L264-2), as the préfet's annual report counts them. */
export const REFUSAL_REASONS = [
  'Absence de lien avec la commune',
  "Capacité d'accueil atteinte",
  "Hors du champ de l'agrément",
  'Dossier incomplet',
  'Autre',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A refusal of domiciliation recorded on a file: the day it was decided, its motive, and what the team adds. */
export interface DomiciliationRefusalFields {
  date: string;
  reason: RefusalReason;
  comment?: string | null;
}
