// French names of the file's fields and tabs, and how each field's value reads (shared with the web client).

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

/** How a field's value is shown: a reference-list label, a person, an antenna, a date, yes/no, or as is. */
export type ValueKind = 'choice' | 'user' | 'antenna' | 'date' | 'boolean' | 'text';

const KINDS: Record<string, ValueKind> = {
  nationality: 'choice',
  nationality_status: 'choice',
  family_status: 'choice',
  'birth_place.country': 'choice',
  radiation_reason: 'choice',
  radiation_status: 'choice',
  user_ref: 'user',
  antenna_id: 'antenna',
  birth_date: 'date',
  validity_end_date: 'date',
  france_entry: 'date',
  first_meeting: 'date',
  actif: 'boolean',
};

/** The kind of value a field holds. */
export const valueKind = (field: string): ValueKind => KINDS[field] ?? 'text';

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
