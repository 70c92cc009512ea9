import { amountError } from '../shared/amounts';
import { oneOf, required, validate, validDate, type FieldErrors, type Rule } from '../shared/validation';
import { RESOURCE_LABELS, RESOURCE_STATUSES } from './fields';

/** The messages of the Ressources tab (docs/recipient-file.md, 'Ressources'). */
export const RESOURCE_MESSAGES = {
  missingFields: 'Ressources non mises à jour. Des champs sont manquants',
  labelRequired: 'Le nom de la ressource est requis',
  statusRequired: 'Le status est requis',
  unknownLabel: 'Ressource inconnue',
  unknownStatus: 'Statut inconnu',
  badDate: 'Date invalide',
  unknownContact: 'Contact inconnu',
  notFound: 'Ressource introuvable',
  updated: 'Ressources mises à jour',
  cafSaved: 'Élément enregistré',
  deleted: "L'élément a été supprimé",
} as const;

const M = RESOURCE_MESSAGES;

/** Rules of the resource modal. */
export const resourceRules: Rule[] = [
  required('label', M.labelRequired),
  oneOf('label', RESOURCE_LABELS, M.unknownLabel),
  required('status', M.statusRequired),
  oneOf('status', RESOURCE_STATUSES, M.unknownStatus),
  validDate('date', M.badDate),
];

/** What is wrong with a resource: the modal's rules and an amount that is not a sum of money. */
export function resourceErrors(resource: Record<string, unknown>): FieldErrors {
  const errors = validate(resourceRules, resource);
  const amount = amountError(resource.amount);
  if (amount) errors.amount ??= amount;
  return errors;
}
