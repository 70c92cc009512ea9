import type { FieldChanges } from '../shared/changes';
import type { HelpFields } from './fields';

/**
 * What a meeting holds of an aid whose stock is tracked: `quantity` is the meeting's whole allocation
 * from now on (0: nothing any more), `drawn` the units this takes from the stock (negative: given
 * back), `at` when it was recorded (an allocation its meeting never matched is given back once stale).
 */
export interface StockAllocation {
  meeting_id: string;
  recipient_id: string;
  quantity: number;
  drawn: number;
  at: string;
}

/** The events of an aid's stream `help-<id>`: the catalogue entry and the units meetings drew from its stock. */
export type HelpEvent =
  | { type: 'HelpCreated'; data: { help: HelpFields } }
  | { type: 'HelpChanged'; data: { changes: FieldChanges } }
  | { type: 'HelpDeleted'; data: Record<string, never> }
  | { type: 'HelpStockAllocated'; data: StockAllocation };
