// Housing: where a person lives outside the charity's own scheme, and why a stay in it ended.

/** The nature of a person's housing outside the charity's scheme, alphabetically with « Autre » last. */
export const housingNatures: string[] = [
  'Appartement de coordination thérapeutique (ACT)',
  'Caravane / habitat mobile',
  "Centre d'hébergement d'urgence",
  'CHRS',
  'Famille',
  'Foyer / résidence sociale',
  'Hébergement chez un tiers',
  'Hôtel (115)',
  'Logement autonome (locataire)',
  'Logement social',
  'Pension de famille',
  'Sans domicile / rue',
  'Squat',
  'Autre',
];

/** Why a stay in a housing ended, alphabetically with « Autre » last. */
export const housingLeaveMotives: string[] = [
  'Abandon du logement',
  'Décès',
  'Départ volontaire',
  'Exclusion',
  'Fin de contrat',
  'Hospitalisation',
  'Incarcération',
  'Relogement',
  'Autre',
];
