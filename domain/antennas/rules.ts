import { minLength, required, validDate, type Rule } from '../shared/validation';

/** Days of the opening-hours form, in order, with their French labels. */
export const WEEK_DAYS = [
  ['monday', 'Lundi'],
  ['tuesday', 'Mardi'],
  ['wednesday', 'Mercredi'],
  ['thursday', 'Jeudi'],
  ['friday', 'Vendredi'],
  ['saturday', 'Samedi'],
  ['sunday', 'Dimanche'],
] as const;

/** Rules of the antenna form. */
export const antennaRules: Rule[] = [
  required('name', 'Le nom du centre est requis'),
  minLength('name', 4, 'Nom trop court'),
  required('address.street', "L'adresse est requise"),
  required('address.postal_code', "L'adresse est requise"),
  required('address.city', "L'adresse est requise"),
  validDate('agreement_start', 'Date invalide'),
  validDate('agreement_end', 'Date invalide'),
];

export const ANTENNA_MESSAGES = {
  notFound: 'Antenne introuvable',
  saveFailed: 'Antenne non enregistrée',
  acrAbsoluteOnly: "Seule la gestion de toutes les antennes peut modifier l'acronyme d'une antenne",
} as const;
