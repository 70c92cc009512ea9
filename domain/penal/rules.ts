import { required, validDate, type FieldErrors, type Rule, validate } from '../shared/validation';

/** The longest detention a form may type, in months (fifty years: beyond is a typing error). */
export const MAX_DETENTION_MONTHS = 600;

/** A follow-up is by a SPIP (service pénitentiaire d'insertion et de probation): its organism's name says so. */
export const SPIP_PREFIX = 'SPIP';

export const PENAL_MESSAGES = {
  // Detention elements (docs/recipient-file.md, 'Situation pénale').
  placeRequired: 'Le lieu de détention est requis',
  statusRequired: 'Le status est requis',
  detentionMissing: 'Parcours non mis à jour. Des champs sont manquants',
  invalidDate: 'Date invalide',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  exitBeforeStart: 'La date de sortie doit suivre la date de début',
  duration: `La durée est un nombre entier de mois, de 0 à ${MAX_DETENTION_MONTHS}`,
  detentionNotFound: 'Élément de parcours introuvable',
  unknownOrganism: 'Organisme inconnu',
  unknownContact: 'Contact inconnu',
  pathUpdated: 'Parcours mis à jour',
  elementDeleted: "L'élément a été supprimé",
  // Follow-ups (docs/recipient-file.md, 'Situation pénale').
  followInvalid: "Le suivi n'a pas pu être validé",
  followOrganismRequired: "L'organisme de suivi est requis",
  followStartRequired: 'La date de début de suivi est requise',
  followEndRequired: 'La date de fin de suivi est requise',
  notSpip: "Seul un SPIP assure un suivi : le nom de l'organisme doit commencer par SPIP",
  followConflict: 'Le suivi rentre en conflit avec un autre',
  followNotFound: 'Suivi introuvable',
  followCreated: 'Le suivi a été créé',
  followsUpdated: 'Suivis mis à jour',
  followDeleted: 'Le suivi a été supprimé',
  // Linking a detention element to a follow-up.
  linkDates: 'Les dates de début et fin doivent être renseignées',
  linkOrganism: "L'organisme doit être renseigné (seul ou via un contact)",
  alreadyLinked: 'Cet élément est déjà lié à un suivi',
  // The header badge (docs/recipient-file.md, 'Header').
  noFollowing: 'Pas de suivi en cours',
} as const;
const M = PENAL_MESSAGES;

/** A duration the form may leave blank (computed from the dates then), else whole months within bounds. */
const durationRule: Rule = {
  path: 'duration',
  message: M.duration,
  test: (v) => v === null || v === undefined || v === '' || (Number.isInteger(v) && Number(v) >= 0 && Number(v) <= MAX_DETENTION_MONTHS),
};

/** Rules of the detention modal: place and status required, dates real, duration in months. */
export const detentionRules: Rule[] = [
  required('place', M.placeRequired),
  required('status', M.statusRequired),
  validDate('start_date', M.invalidDate),
  validDate('end_date', M.invalidDate),
  validDate('exit_date', M.invalidDate),
  durationRule,
];

/** Rules of the follow-up modal: organism and both dates required. */
export const followRules: Rule[] = [
  required('organism_id', M.followOrganismRequired),
  required('start_date', M.followStartRequired),
  validDate('start_date', M.followStartRequired),
  required('end_date', M.followEndRequired),
  validDate('end_date', M.followEndRequired),
];

type Dated = { start_date?: unknown; end_date?: unknown; exit_date?: unknown };
const before = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && !!a && !!b && b < a;

/** What is wrong with a detention element, field by field. */
export function detentionErrors(detention: object & Dated): FieldErrors {
  const errors = validate(detentionRules, detention);
  if (!errors.end_date && before(detention.start_date, detention.end_date)) errors.end_date = M.endBeforeStart;
  if (!errors.exit_date && before(detention.start_date, detention.exit_date)) errors.exit_date = M.exitBeforeStart;
  return errors;
}

/** What is wrong with a follow-up, field by field (the SPIP rule needs the organism's name: see decide.ts). */
export function followErrors(follow: object & Dated): FieldErrors {
  const errors = validate(followRules, follow);
  if (!errors.end_date && !errors.start_date && before(follow.start_date, follow.end_date)) errors.end_date = M.endBeforeStart;
  return errors;
}

/** True for an organism that may follow: its name starts with 'SPIP' (spaces and case aside). */
export const isSpip = (organismName: string | null | undefined): boolean =>
  !!organismName && organismName.trim().toUpperCase().startsWith(SPIP_PREFIX);
