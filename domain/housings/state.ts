import { applyChanges } from '../shared/changes';
import type { HousingEvent, HousingSlice } from './events';

/** Applies one housing event to the housings part of a file. */
export function evolveHousings(slice: HousingSlice, event: HousingEvent): HousingSlice {
  switch (event.type) {
    case 'HousingAdded':
      return { ...slice, housings: { ...slice.housings, [event.data.housing_id]: event.data.housing } };
    case 'HousingChanged': {
      const housing = slice.housings[event.data.housing_id];
      return housing
        ? { ...slice, housings: { ...slice.housings, [event.data.housing_id]: applyChanges(housing, event.data.changes) } }
        : slice;
    }
    case 'HousingDeleted': {
      const { [event.data.housing_id]: _removed, ...housings } = slice.housings;
      return { ...slice, housings };
    }
    case 'HousingHelpAdded':
      return { ...slice, housing_helps: { ...slice.housing_helps, [event.data.help_id]: event.data.help } };
    case 'HousingHelpChanged': {
      const help = slice.housing_helps[event.data.help_id];
      return help
        ? { ...slice, housing_helps: { ...slice.housing_helps, [event.data.help_id]: applyChanges(help, event.data.changes) } }
        : slice;
    }
    case 'HousingHelpDeleted': {
      const { [event.data.help_id]: _removed, ...housing_helps } = slice.housing_helps;
      return { ...slice, housing_helps };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
