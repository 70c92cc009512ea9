import { applyChanges } from '../shared/changes';
import type { HelpEvent } from './events';
import type { HelpFields } from './fields';

/** What a meeting holds of a tracked aid, and since when. */
export interface Allocation {
  recipient_id: string;
  quantity: number;
  at: string;
}

/** An aid as its stream folds: its fields (stock: the units in hand) and, per meeting, what it holds of the stock. */
export interface HelpState {
  exists: boolean;
  deleted: boolean;
  help: HelpFields;
  allocations: Record<string, Allocation>;
}

export const initialHelpState: HelpState = {
  exists: false,
  deleted: false,
  help: { label: '', category: 'Divers', price: null, stock: null, archived: false },
  allocations: {},
};

/** Folds one event of an aid's stream. */
export function evolveHelp(state: HelpState, event: HelpEvent): HelpState {
  switch (event.type) {
    case 'HelpCreated':
      return { ...state, exists: true, help: event.data.help };
    case 'HelpChanged': {
      const help = applyChanges(state.help, event.data.changes);
      // An aid that stops tracking its stock forgets what meetings held: tracking again starts from the count then given.
      return { ...state, help, allocations: help.stock === null ? {} : state.allocations };
    }
    case 'HelpDeleted':
      return { ...state, deleted: true };
    case 'HelpStockAllocated': {
      const { meeting_id, recipient_id, quantity, drawn, at } = event.data;
      const stock = state.help.stock === null ? null : state.help.stock - drawn;
      return {
        ...state,
        help: { ...state.help, stock },
        allocations: { ...state.allocations, [meeting_id]: { recipient_id, quantity, at } },
      };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
