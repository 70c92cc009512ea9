import { isAntennaDocumentEvent } from '../attachments/events';
import { applyChanges } from '../shared/changes';
import type { AntennaEvent, AntennaFields } from './events';

export interface AntennaState {
  exists: boolean;
  antenna: AntennaFields;
}

export const initialAntennaState: AntennaState = { exists: false, antenna: { name: '', address: {} } };

/** Applies one event to an antenna. */
export function evolveAntenna(state: AntennaState, event: AntennaEvent): AntennaState {
  // The antenna's documents share its stream (domain/attachments/holders.ts folds them); its fields pass over them.
  if (isAntennaDocumentEvent(event)) return state;
  switch (event.type) {
    case 'AntennaCreated':
      return { exists: true, antenna: event.data.antenna };
    case 'AntennaChanged':
      return { ...state, antenna: applyChanges(state.antenna, event.data.changes) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
