// Personal situation of a person: nationality status, family status, and the closing of their file.

/** The residence statuses of a person with regard to French law, in the product's order, not alphabetical (docs/screens.md). */
export const nationalityStatuses: string[] = [
  'Nationalité Fr',
  "Demandeur d'asile",
  "En attente d'autorisation",
  'Européen',
  'Résident',
  'Titre provisoire',
  'Réfugié politique',
  'Sans titre de séjour',
  'Titre de séjour',
];

/** The family statuses of a person, alphabetically (« Célibataire » is the default). */
export const familyStatuses: string[] = [
  'Célibataire',
  'Divorcé(e)',
  'En concubinage / Union libre',
  'Marié(e)',
  'Pacsé(e)',
  'Séparé(e)',
  'Veuf(ve)',
];

/** Why a person's file is closed, alphabetically with « Autre » last. */
export const radiationReasons: string[] = [
  'Décès',
  "Demande de l'intéressé",
  'Départ de la région',
  "Fin d'accompagnement",
  'Fin de mesure de justice',
  'Incarcération',
  'Non-respect du règlement',
  'Orientation vers une autre structure',
  'Relogement durable',
  'Sans nouvelles',
  'Autre',
];

/** How a person's file is closed, alphabetically. */
export const radiationStatuses: string[] = [
  'Radiation définitive',
  'Radiation temporaire',
  'Réorientation',
  'Transfert vers une autre antenne',
];
