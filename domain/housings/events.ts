import type { FieldChanges } from '../shared/changes';
import type { HousingFields, HousingHelpFields } from './fields';

/** Housings and housing applications live in the recipient's stream, with the rest of the file. */
export type HousingEvent =
  | { type: 'HousingAdded'; data: { housing_id: string; housing: HousingFields } }
  | { type: 'HousingChanged'; data: { housing_id: string; changes: FieldChanges } }
  | { type: 'HousingDeleted'; data: { housing_id: string } }
  | { type: 'HousingHelpAdded'; data: { help_id: string; help: HousingHelpFields } }
  | { type: 'HousingHelpChanged'; data: { help_id: string; changes: FieldChanges } }
  | { type: 'HousingHelpDeleted'; data: { help_id: string } };

/** Housings and applications of a file, by id. */
export interface HousingSlice {
  housings: Record<string, HousingFields>;
  housing_helps: Record<string, HousingHelpFields>;
}
