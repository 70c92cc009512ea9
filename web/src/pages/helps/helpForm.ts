// The aid form's values and what is sent from them. Price and stock are kept as typed ('3,50'): the
// server reads them, the form checks them first with the server's own function (helpErrors).
import { useForm } from '@mantine/form';
import { FREE_HELP_CATEGORY, type HelpCategory, type HelpFields } from '@domain/helps/fields';
import { helpErrors } from '@domain/helps/rules';
import { parseAmount, parseCount } from '@domain/shared/amounts';
import type { FieldErrors } from '@domain/shared/validation';
import type { HelpCurrent, HelpView } from '../../api/helps';
import { changedFields, sameAsServer } from '../../lib/forms';

/** Values of the aid form, every field present. */
export interface HelpFormValues {
  label: string;
  category: HelpCategory;
  price: string;
  stock: string;
  archived: boolean;
}

/** A stored price shown the French way, to the cent (3.5 -> '3,50'); none stays blank. */
const priceText = (price: number | null | undefined) => (price === null || price === undefined ? '' : price.toFixed(2).replace('.', ','));

/** The form filled with a loaded aid, or blank: 'Divers', as the server files an aid without a category. */
export function helpValues(help: Partial<HelpFields> = {}): HelpFormValues {
  return {
    label: help.label ?? '',
    category: help.category ?? FREE_HELP_CATEGORY,
    price: priceText(help.price),
    stock: help.stock === null || help.stock === undefined ? '' : String(help.stock),
    archived: help.archived ?? false,
  };
}

/** The rules the server applies: label required, price and stock readable and within bounds. */
export const validateHelp = (values: HelpFormValues): FieldErrors => helpErrors({ ...values });

/** An aid as the form sends it (a HelpInput): price and stock as typed, or null. */
type HelpSent = Omit<HelpFormValues, 'price' | 'stock'> & { price: string | null; stock: string | null };

/** The aid as PUT /help/new takes it: price and stock as typed, blanks as null (no fixed price, stock not tracked). */
export function helpFromValues(values: HelpFormValues): HelpSent {
  return {
    label: values.label.trim(),
    category: values.category,
    price: values.price.trim() || null,
    stock: values.stock.trim() || null,
    archived: values.archived,
  };
}

/** Price and stock compared as the server reads them: '3,50' is the 3.5 loaded, ' 12' the 12. */
function sameAsLoaded(origin: HelpView) {
  return (field: string, value: unknown, loaded: unknown) => {
    if (field === 'price') return value === null ? origin.price === null : parseAmount(value) === origin.price;
    if (field === 'stock') return value === null ? origin.stock === null : parseCount(value) === origin.stock;
    return sameAsServer(field, value, loaded);
  };
}

/**
 * The `current` of an update: the aid as loaded with the fields the person changed, or null when
 * nothing changed. A stock left untouched is not sent as changed, so the server keeps what meetings
 * drew from it since the page was loaded.
 */
export function currentHelp(origin: HelpView, values: HelpFormValues): HelpCurrent | null {
  const changes = changedFields(helpFromValues(values), helpFromValues(helpValues(origin)), sameAsLoaded(origin));
  return Object.keys(changes).length === 0 ? null : { ...origin, ...changes };
}

/** The aid form, checked by the rules the server applies too. */
export const useHelpForm = (initial: HelpFormValues) => useForm<HelpFormValues>({ initialValues: initial, validate: validateHelp });
