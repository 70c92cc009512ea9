import { oneOf, required, validDate, type Rule } from '../shared/validation';
import { PROOF_PAPERS, type DomiciliationKind } from './fields';

/** Bounds of a duration in months: the form proposes a year; ten years is surely a typing error. */
const MAX_DURATION_MONTHS = 120;

export const DOMICILIATION_MESSAGES = {
  missingFields: 'Des champs sont manquants',
  referentRequired: 'Un référent est requis',
  paperRequired: 'La pièce justificative est requise',
  startRequired: 'La date de début est requise',
  meetingRequired: "La date de l'entretien est requise",
  duration: `La durée est un nombre entier de mois, de 1 à ${MAX_DURATION_MONTHS}`,
  invalidDate: 'Date invalide',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  alreadyDomiciled: 'Cet utilisateur est déjà domicilié à cette période',
  radiated: 'Cet accueilli est radié. Il ne peut pas être domicilié.',
  radiatedHint: "La radiation peut être levée dans l'onglet 'Identité'.",
  notFound: 'Domiciliation introuvable',
  kindFixed: 'Le type de domiciliation ne change pas',
  externalAttestation: "Une domiciliation extérieure n'a pas d'attestation : elle est délivrée par l'organisme domiciliataire.",
  unknownReferent: 'Référent inconnu',
  referentOtherAntenna: 'Le référent doit être un accueillant de votre antenne',
  created: 'Domiciliation créée',
  updated: 'Domiciliation mis à jour',
} as const;
const M = DOMICILIATION_MESSAGES;

/** A duration the form may leave blank (a year then), else a whole number of months within bounds. */
const durationRule: Rule = {
  path: 'duration',
  message: M.duration,
  test: (v) => v === null || v === undefined || (Number.isInteger(v) && Number(v) >= 1 && Number(v) <= MAX_DURATION_MONTHS),
};

/** Rules of the domiciliation modal, per kind (docs/recipient-file.md, 'Domiciliation'): nothing is required of an external one. */
export const domiciliationRules: Record<DomiciliationKind, Rule[]> = {
  own: [
    required('user_id', M.referentRequired),
    required('paper', M.paperRequired),
    oneOf('paper', PROOF_PAPERS, M.paperRequired),
    required('start_date', M.startRequired),
    validDate('start_date', M.startRequired),
    required('last_meeting', M.meetingRequired),
    validDate('last_meeting', M.meetingRequired),
    durationRule,
  ],
  external: [validDate('start_date', M.invalidDate), validDate('end_date', M.invalidDate)],
};
