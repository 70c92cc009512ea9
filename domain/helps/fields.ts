/** Kinds of aid the catalogue holds (docs/screens.md, 'Aid catalogue'). */
export const HELP_CATEGORIES = ['Alimentaire', 'Transport', 'Communication', 'Divers'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** The category of an aid entered freely in a meeting, and of a catalogue aid created without one. */
export const FREE_HELP_CATEGORY: HelpCategory = 'Divers';

/** The most units an aid's stock counts. */
export const MAX_STOCK = 1_000_000;

/**
 * An aid of the catalogue (food voucher, transport ticket, phone card): its label, category, unit
 * price (€, none: typed in each meeting), stock (units in hand; null: not tracked) and whether it is
 * archived (no longer offered for new meeting lines, kept for the meetings that gave it).
 */
export interface HelpFields {
  label: string;
  category: HelpCategory;
  price: number | null;
  stock: number | null;
  archived: boolean;
}

/** An aid as its form sends it: price and stock may be typed text ('3,50'), anything may be blank. */
export interface HelpInput {
  label?: string | null;
  category?: string | null;
  price?: number | string | null;
  stock?: number | string | null;
  archived?: boolean | null;
}
