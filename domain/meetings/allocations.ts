import type { HelpLine } from './fields';

/** What a write of a meeting changes in one catalogue aid: the units the file records before, and after. */
export interface StockMove {
  helpId: string;
  previous: number;
  quantity: number;
}

/** Units of each catalogue aid a meeting's lines hand out. */
function unitsByAid(lines: readonly HelpLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) if (line.help_id) units.set(line.help_id, (units.get(line.help_id) ?? 0) + line.quantity);
  return units;
}

/**
 * The aids whose units a write of a meeting changes (before: the lines as recorded, none for a new
 * meeting; after: none for a deletion), in the order of their ids so that every write visits the aids'
 * streams in the same order.
 */
export function stockMoves(before: readonly HelpLine[], after: readonly HelpLine[]): StockMove[] {
  const previous = unitsByAid(before);
  const next = unitsByAid(after);
  return [...new Set([...previous.keys(), ...next.keys()])]
    .sort()
    .map((helpId) => ({ helpId, previous: previous.get(helpId) ?? 0, quantity: next.get(helpId) ?? 0 }))
    .filter((move) => move.previous !== move.quantity);
}

/** True when two plans move the same aids by the same units (a write judged again on a fresher file must not move others). */
export const sameMoves = (a: readonly StockMove[], b: readonly StockMove[]): boolean =>
  a.length === b.length &&
  a.every((move, i) => move.helpId === b[i].helpId && move.previous === b[i].previous && move.quantity === b[i].quantity);
