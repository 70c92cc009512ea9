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

/** Labels of the housing and housing-application fields. */
export const HOUSING_FIELD_LABELS: Record<string, string> = {
  user_id: 'Référent',
  hotel_id: 'Hôtel',
  room_id: 'Chambre',
  type: 'Type',
  start_date: 'Date de début',
  end_date: 'Date de fin',
  estimated_end_date: 'Fin estimée',
  free_end_date: 'Date de libération',
  price: 'Quote-part par nuit',
  caution: 'Caution',
  founding: 'Financement',
  leave_motive: 'Motif de sortie',
  meeting: 'Entretien de pré-admission',
  signin: "Signature d'entrée",
  signout: 'Signature de sortie',
  payments: 'Paiements',
  nights_out_contracts: 'Nuits hors contrat',
  hotel_info: 'Hôtel',
  nature: 'Nature',
  address_street: 'Adresse',
  address_postal_code: 'Code postal',
  address_city: 'Ville',
  status: 'Statut',
  id_number: 'Numéro',
  ask_date: 'Date de demande',
  answer_date: 'Date de réponse',
  validity_start_date: 'Début de validité',
  validity_end_date: 'Fin de validité',
};

/** How a field's value is shown: a reference-list label, a person, an antenna, a hotel, a room, a date, yes/no, payments, or as is. */
export type ValueKind = 'choice' | 'user' | 'antenna' | 'hotel' | 'room' | 'organism' | 'date' | 'boolean' | 'payments' | 'text';

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
  user_id: 'user',
  hotel_id: 'hotel',
  room_id: 'room',
  leave_motive: 'choice',
  nature: 'choice',
  start_date: 'date',
  end_date: 'date',
  estimated_end_date: 'date',
  free_end_date: 'date',
  ask_date: 'date',
  answer_date: 'date',
  meeting: 'boolean',
  signin: 'boolean',
  signout: 'boolean',
  payments: 'payments',
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
