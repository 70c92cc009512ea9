// Address book: what the partners' contacts do, how the charity relates to them, and the field of
// their organisms. The demo address book picks entries by the start of their label (« conseiller
// penitentiaire », « assistant », « sante », « sante mentale »...), so keep those starts unique.

/** What a contact does, alphabetically with « Autre » last. */
export const contactFunctions: string[] = [
  "Agent d'accueil",
  'Assistant(e) social(e)',
  'Avocat',
  'Bailleur',
  'Chef de service',
  'Conseiller en insertion professionnelle',
  'Conseiller France Travail',
  "Conseiller pénitentiaire d'insertion et de probation (CPIP)",
  'Directeur / Directrice',
  'Éducateur / Éducatrice spécialisé(e)',
  'Greffier',
  'Infirmier / Infirmière',
  "Juge de l'application des peines (JAP)",
  'Mandataire judiciaire',
  'Médecin',
  'Psychiatre',
  'Psychologue',
  'Secrétaire',
  'Travailleur social',
  'Autre',
];

/** How the charity relates to a contact, alphabetically with « Autre » last. */
export const contactStatuses: string[] = ['Actif', 'Ancien contact', 'Partenaire privilégié', 'Référent', 'Autre'];

/** The field an organism works in, alphabetically with « Autre » last (« Santé » before « Santé mentale »). */
export const organismDomains: string[] = [
  'Addictologie',
  'Administration',
  'Administration pénitentiaire',
  'Association',
  'Emploi et insertion',
  'Formation',
  'Juridique (avocats, accès au droit)',
  'Justice (SPIP, tribunal)',
  'Logement et hébergement',
  'Prestations sociales (CAF, CPAM)',
  'Santé',
  'Santé mentale',
  'Social (CCAS, services sociaux)',
  'Autre',
];
