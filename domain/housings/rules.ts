import { isIsoDate, required, validDate, type Rule } from '../shared/validation';
import type { HousingKind } from './fields';

const dates: Rule[] = [
  validDate('start_date', 'Date invalide'),
  validDate('end_date', 'Date invalide'),
  validDate('estimated_end_date', 'Date invalide'),
  validDate('free_end_date', 'Date invalide'),
];

/** Rules of the housing modal, per kind (docs/recipient-file.md, 'Hébergement'). */
export const housingRules: Record<HousingKind, Rule[]> = {
  hebergement: [
    required('hotel_id', "L'hotel est requis"),
    required('room_id', 'La chambre est requise'),
    required('start_date', 'La date de début est requise'),
    required('end_date', 'La date de fin est requise'),
    required('user_id', 'Le référent est requis'),
    required('price', 'La quote part est requis'),
    ...dates,
  ],
  urgence: [
    required('hotel_info', "L'hôtel est requis"),
    required('start_date', 'La date de début est requise'),
    required('end_date', 'La date de fin est requise'),
    required('user_id', 'Le référent est requis'),
    required('price', 'La prix est requis'),
    ...dates,
  ],
  hors: [required('nature', "La nature de l'hébergement est requis"), required('start_date', 'La date de début est requise'), ...dates],
};

/** Rules of the housing-help modal. */
export const housingHelpRules: Rule[] = [
  required('type', 'Le type est requis'),
  required('status', 'Le status est requis'),
  validDate('ask_date', 'Date invalide'),
  validDate('answer_date', 'Date invalide'),
  validDate('validity_start_date', 'Date invalide'),
  validDate('validity_end_date', 'Date invalide'),
];

export const HOUSING_MESSAGES = {
  missingFields: 'Hébergements non mis à jour. Des champs sont manquants',
  endBeforeStart: 'La date de fin doit suivre la date de début',
  freedBeforeStart: 'La libération doit suivre le début du séjour',
  notFound: 'Hébergement introuvable',
  kindFixed: "Le type d'hébergement ne change pas",
  kindRequired: "Le type d'hébergement est requis",
  unknownRoom: 'Chambre inconnue pour cet hôtel',
  /** Beside the room of the stay modal, cleared because its new dates have it taken. */
  roomNoLongerFree: "La chambre choisie n'est plus libre sur ces dates.",
  helpNotFound: "Demande d'aide au logement introuvable",
  unknownReferent: 'Référent inconnu',
  referentOtherAntenna: 'Le référent doit être un accueillant de votre antenne',
  unknownContact: 'Contact inconnu',
  paymentDate: 'Date de paiement invalide',
  futurePayment: 'Un paiement ne peut pas être daté dans le futur',
  noFollowing: 'Pas de suivi SPIP pour ces dates',
} as const;

/** Why a payment's date cannot be recorded, or null: a real day, not after today (a payment is recorded once received). */
export function paymentDateError(date: unknown, today: string): string | null {
  if (!isIsoDate(date)) return HOUSING_MESSAGES.paymentDate;
  return String(date) > today ? HOUSING_MESSAGES.futurePayment : null;
}
