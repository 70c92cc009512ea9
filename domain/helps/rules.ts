import { parseAmount, parseCount, priceError } from '../shared/amounts';
import { NO_RIGHTS } from '../shared/errors';
import { isBlank, oneOf, required, validate, type FieldErrors, type Rule } from '../shared/validation';
import { FREE_HELP_CATEGORY, HELP_CATEGORIES, MAX_STOCK, type HelpInput } from './fields';

/** The messages of the aid catalogue (docs/screens.md and docs/api.md, 'Aid catalogue'). */
export const HELP_MESSAGES = {
  missingFields: 'Aide non enregistrée. Des champs sont manquants',
  labelRequired: 'Le libellé est requis',
  unknownCategory: 'Catégorie inconnue',
  badStock: 'Le stock doit être un nombre entier de 0 à 1 000 000',
  noRights: NO_RIGHTS,
  notFound: 'Aide introuvable',
  unknown: 'Aide inconnue',
  created: "L'aide a été créée",
  updated: "L'aide a été modifiée",
  deleted: "L'aide a été supprimée",
  inUse: "Cette aide a été distribuée lors d'entretiens : elle ne peut pas être supprimée. Archivez-la pour ne plus la proposer.",
  archived: 'Cette aide est archivée : elle ne peut plus être distribuée',
} as const;

/** 409 when a meeting asks more units of an aid than its stock holds: the aid and what is left, named. */
export const insufficientStockMessage = (label: string, left: number) => `Stock insuffisant pour « ${label} » : ${left} restant(s)`;

const M = HELP_MESSAGES;

/** The aid's stock read as a whole number when it can be; blank is null (not tracked); unreadable text kept for the rule to name. */
const stockOf = (value: unknown) => (isBlank(value) ? null : (parseCount(value) ?? value));

/** The aid as it will be judged and stored: label trimmed, category 'Divers' when blank, price and stock read, not archived unless said. */
export function normalizeHelp(form: HelpInput): Record<string, unknown> {
  return {
    label: typeof form.label === 'string' ? form.label.trim() : form.label,
    category: isBlank(form.category) ? FREE_HELP_CATEGORY : form.category,
    price: isBlank(form.price) ? null : (parseAmount(form.price) ?? form.price),
    stock: stockOf(form.stock),
    archived: form.archived ?? false,
  };
}

/** Rules of the aid form. */
export const helpRules: Rule[] = [required('label', M.labelRequired), oneOf('category', HELP_CATEGORIES, M.unknownCategory)];

/** What is wrong with an aid (as normalized, or as typed: the web form runs the same function): the form's rules, price and stock. */
export function helpErrors(form: Record<string, unknown>): FieldErrors {
  const help = normalizeHelp(form);
  const errors = validate(helpRules, help);
  const price = priceError(form.price);
  if (price) errors.price ??= price;
  const stock = help.stock;
  if (stock !== null && (typeof stock !== 'number' || stock < 0 || stock > MAX_STOCK)) errors.stock ??= M.badStock;
  return errors;
}
