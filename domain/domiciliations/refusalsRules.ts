import { oneOf, required, validate, validDate, type FieldErrors, type Rule } from '../shared/validation';
import { REFUSAL_REASONS } from './refusalsFields';

/** The messages of a refusal of domiciliation. */
export const REFUSAL_MESSAGES = {
  missingFields: 'Refus de domiciliation non enregistré. Des champs sont manquants',
  dateRequired: 'La date est requise',
  badDate: 'Date invalide',
  futureDate: 'Un refus ne peut pas être daté dans le futur',
  reasonRequired: 'Le motif est requis',
  unknownReason: 'Motif inconnu',
  notFound: 'Refus de domiciliation introuvable',
} as const;

const M = REFUSAL_MESSAGES;

/** Rules of the refusal modal that hold whatever the day. */
const refusalRules: Rule[] = [
  required('date', M.dateRequired),
  validDate('date', M.badDate),
  required('reason', M.reasonRequired),
  oneOf('reason', REFUSAL_REASONS, M.unknownReason),
];

/** What is wrong with a refusal, field by field, judged on `today` (YYYY-MM-DD, in France): a refusal is recorded once decided. */
export function refusalErrors(refusal: Record<string, unknown>, today: string): FieldErrors {
  const errors = validate(refusalRules, refusal);
  if (!errors.date && String(refusal.date) > today) errors.date = M.futureDate;
  return errors;
}
