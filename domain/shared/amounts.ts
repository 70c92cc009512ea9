import { isBlank } from './validation';

// Sums of money and counts typed in the forms, read the same way by the server and the web forms.
// Reading is strict: Number() would take '0x10', '1e3' or 'Infinity', which nobody types as a price.

/** The largest amount recorded, in euros: far above any rent, share or payment of the scheme. */
export const MAX_AMOUNT = 100_000;
/** The most nights out of contract a stay may count: ten years. */
export const MAX_NIGHTS = 3660;

export const AMOUNT_MESSAGES = {
  unreadable: 'Montant invalide',
  negativePrice: 'Le prix ne peut pas être négatif',
  negativeAmount: 'Le montant ne peut pas être négatif',
  paymentNotPositive: 'Un versement doit être positif',
  tooLarge: 'Montant trop élevé (100 000 € au plus)',
  badNights: 'Nombre de nuits invalide',
} as const;

// Digits with at most one decimal separator, a dot or a French comma ('412,50', '12.', ',5').
const DECIMAL = /^-?(\d+[.,]?\d*|[.,]\d+)$/;
const WHOLE = /^-?\d+$/;

/** An amount in euros rounded to the cent, from a finite number or a decimal typed as text; null for anything else. */
export function parseAmount(value: unknown): number | null {
  const amount = readDecimal(value);
  if (amount === null) return null;
  const rounded = Math.round(amount * 100) / 100;
  // A huge amount times 100 may overflow to Infinity; such an amount has no cents to round anyway.
  return Number.isFinite(rounded) ? rounded : amount;
}

/** Decimals a unit price keeps: a box of 3 sold 10 € is 3,333 € each, and three of them are 10,00 €, not 9,99 €. */
export const UNIT_PRICE_DECIMALS = 4;

/** A unit price in euros as typed, to UNIT_PRICE_DECIMALS decimals (a line's total is rounded to the cent, not it). */
export function parseUnitPrice(value: unknown): number | null {
  const amount = readDecimal(value);
  if (amount === null) return null;
  const scale = 10 ** UNIT_PRICE_DECIMALS;
  const rounded = Math.round(amount * scale) / scale;
  return Number.isFinite(rounded) ? rounded : amount;
}

/** A finite number, or a decimal typed as text (comma or dot); null for anything else. */
function readDecimal(value: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL.test(value.trim())
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  return Number.isFinite(amount) ? amount : null;
}

/** A whole number, given as such or typed as digits; null for anything else. */
export function parseCount(value: unknown): number | null {
  const count = typeof value === 'number' ? value : typeof value === 'string' && WHOLE.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(count) ? count : null;
}

/** Why a price (a room's monthly rent, a stay's share per night) cannot be recorded, or null; a blank one is the required rule's to name. */
export function priceError(value: unknown): string | null {
  if (isBlank(value)) return null;
  const price = parseAmount(value);
  if (price === null) return AMOUNT_MESSAGES.unreadable;
  if (price < 0) return AMOUNT_MESSAGES.negativePrice;
  return price > MAX_AMOUNT ? AMOUNT_MESSAGES.tooLarge : null;
}

/** Why a sum of a file (an income, a salary, a participation) cannot be recorded, or null; blank means unknown. */
export function amountError(value: unknown): string | null {
  if (isBlank(value)) return null;
  const amount = parseAmount(value);
  if (amount === null) return AMOUNT_MESSAGES.unreadable;
  if (amount < 0) return AMOUNT_MESSAGES.negativeAmount;
  return amount > MAX_AMOUNT ? AMOUNT_MESSAGES.tooLarge : null;
}

/** The amounts at these fields read as numbers when they can be (a comma for decimals); blank as null; unreadable text kept for the rule to name. */
export function withAmounts<T extends object>(form: T, fields: readonly (keyof T)[]): T {
  const read = fields.map((field) => {
    const value = form[field];
    return [field, isBlank(value) ? null : (parseAmount(value) ?? value)];
  });
  return { ...form, ...Object.fromEntries(read) };
}

/** Why a payment towards a stay cannot be recorded, or null: a payment is money received, so above zero. */
export function paymentError(value: unknown): string | null {
  const amount = parseAmount(value);
  if (amount === null) return AMOUNT_MESSAGES.unreadable;
  if (amount <= 0) return AMOUNT_MESSAGES.paymentNotPositive;
  return amount > MAX_AMOUNT ? AMOUNT_MESSAGES.tooLarge : null;
}

/** Why a count of nights out of contract cannot be recorded, or null; a blank one means none. */
export function nightsError(value: unknown): string | null {
  if (isBlank(value)) return null;
  const nights = parseCount(value);
  return nights === null || nights < 0 || nights > MAX_NIGHTS ? AMOUNT_MESSAGES.badNights : null;
}
