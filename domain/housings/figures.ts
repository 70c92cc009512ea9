import type { HousingFields } from './fields';

// The money of a stay, computed once by the read models: nights between the first and the last day,
// the share per night times the nights, what was paid, and the balance (paid minus due).

const DAY_MS = 86_400_000;

/** Days between two YYYY-MM-DD dates (0 when either is missing or the end is before the start). */
export function nightsBetween(start: string | null | undefined, end: string | null | undefined): number {
  if (!start || !end) return 0;
  const nights = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

// Stored data may be odd (a payment without amount, a stay without price): what is not a finite
// number counts 0, so that lists, sums and sorts never meet NaN or Infinity.
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Amounts in euros, to the cent. */
const cents = (value: number) => finite(Math.round(value * 100) / 100);

/** The figures of a stay. */
export interface HousingFigures {
  nights: number;
  total_price: number;
  total_payment: number;
  solde: number;
  out_contract_cost: number;
}

/** Nights, total due, total paid, balance and out-of-contract cost of a stay. */
export function housingFigures(
  housing: Pick<HousingFields, 'start_date' | 'end_date' | 'price' | 'payments' | 'nights_out_contracts'>,
): HousingFigures {
  const nights = nightsBetween(housing.start_date, housing.end_date);
  const price = finite(housing.price);
  const total_price = cents(price * nights);
  const payments = Array.isArray(housing.payments) ? housing.payments : [];
  const total_payment = cents(payments.reduce((sum, payment) => sum + finite(payment?.amount), 0));
  return {
    nights,
    total_price,
    total_payment,
    solde: cents(total_payment - total_price),
    out_contract_cost: cents(finite(housing.nights_out_contracts) * price),
  };
}

/** The day a stay frees its room: when it was freed, else its planned end. */
export const occupancyEnd = (housing: Pick<HousingFields, 'end_date' | 'free_end_date'>) =>
  housing.free_end_date || housing.end_date || null;

/** Ended without being freed: the row the dashboards show in red. */
export const isOverdue = (housing: Pick<HousingFields, 'end_date' | 'free_end_date'>, today: string) =>
  !!housing.end_date && housing.end_date < today && !housing.free_end_date;

/**
 * The one rule of a current stay (green rows, 'housed' in the recipients list): begun, and today is not
 * past its last day, both days included. The last day is the release date once freed, else the planned
 * end; a stay without either is open. On its last day a stay is current, from the next one overdue.
 */
export const isCurrent = (housing: Pick<HousingFields, 'start_date' | 'end_date' | 'free_end_date'>, today: string) => {
  const last = occupancyEnd(housing);
  return !!housing.start_date && housing.start_date <= today && (!last || today <= last);
};
