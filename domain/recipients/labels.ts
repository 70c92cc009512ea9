// French names of the civil fields and of the tabs (shared with the web client); each slice labels its own fields.

/** Labels of the civil fields, by dotted path. */
export const CIVIL_FIELD_LABELS: Record<string, string> = {
  civility: 'Civilité',
  name: 'Nom',
  surname: 'Prénom',
  surname2: 'Second prénom',
  birth_date: 'Date de naissance',
  'birth_place.city': 'Ville de naissance',
  'birth_place.country': 'Pays de naissance',
  email: 'E-mail',
  tel: 'Téléphone',
  nationality: 'Nationalité',
  nationality_status: 'Statut',
  validity_end_date: 'Fin de validité',
  france_entry: 'Entrée en France',
  family_status: 'Situation familiale',
  children: 'Enfants',
  children_charge: 'Enfants à charge',
  actif: 'Actif',
  user_ref: 'Référent',
  antenna_id: 'Antenne',
  first_meeting: 'Premier entretien',
};

/** Names of the tabs that have comments. */
export const COMMENT_FIELD_LABELS: Record<string, string> = {
  civil: 'Identité',
  detention: 'Situation pénale',
  domiciliation: 'Domiciliation',
  contacts: 'Contacts',
  health: 'Santé',
  meeting: 'Entretiens',
  resource: 'Ressources',
  housing: 'Hébergement',
  work: 'Formation/Emploi',
};
