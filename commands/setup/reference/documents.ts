// Document types attached to a person's file or to an antenna.

/** The documents kept for a person, alphabetically with « Autre » last. */
export const recipientAttachmentTypes: string[] = [
  'Attestation CAF',
  'Attestation de domiciliation (Cerfa)',
  'Attestation de sécurité sociale',
  'Attestation France Travail',
  "Avis d'imposition",
  'Billet de sortie',
  'Bulletin de salaire',
  'Carte Vitale',
  'Certificat médical',
  "Contrat d'hébergement",
  'CV',
  'Fiche de liaison SPIP',
  'Jugement',
  'Justificatif de ressources',
  'Photo',
  "Pièce d'identité",
  'Récépissé',
  'Titre de séjour',
  'Autre',
];

/** The documents of an antenna, alphabetically with « Autre » last. */
export const antennaAttachmentTypes: string[] = [
  'Agrément préfectoral',
  'Assurance',
  'Bail',
  'Compte rendu de réunion',
  'Convention',
  'Facture',
  'Fiche de poste',
  'Planning',
  'Procédure',
  'Règlement intérieur',
  'Autre',
];
