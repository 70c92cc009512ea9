// Work: training a person follows and the job domains they are qualified in.

/** The kinds of training a person may follow, alphabetically. */
export const formationTypes: string[] = [
  'Alphabétisation',
  'Apprentissage',
  'Formation certifiante',
  'Formation en détention',
  'Formation qualifiante',
  'Français langue étrangère (FLE)',
  'Permis de conduire',
  'Préparation aux concours',
  'Remise à niveau',
  'Stage',
  'Validation des acquis (VAE)',
];

/** Job domains, close to the France Travail ones, alphabetically with « Autre » last. */
export const qualificationDomains: string[] = [
  'Administratif',
  'Agriculture',
  'Aide à la personne',
  'Animation',
  'Artisanat',
  'Bâtiment et travaux publics',
  'Commerce et vente',
  'Communication',
  'Cuisine',
  'Électricité',
  'Espaces verts',
  'Hôtellerie',
  'Industrie',
  'Informatique',
  'Logistique et transport',
  'Mécanique automobile',
  'Menuiserie',
  'Métallurgie',
  'Nettoyage et propreté',
  'Peinture',
  'Plomberie',
  'Restauration',
  'Santé',
  'Sécurité',
  'Autre',
];
