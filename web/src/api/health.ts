import type { MedicalFields } from '../../../api/types';
import { useFieldGroup, useFieldGroupSave } from './records';

export type { MedicalFields };

// The Santé tab of a file (docs/api.md 'Santé'): four selects and the contacts, saved together.

const TAB = 'health';

/** The medical box of a file (GET /recipient/:id/medical); null values and no contacts until saved. */
export const useMedical = (recipientId: string) => useFieldGroup<MedicalFields>(TAB, 'medical', recipientId);

/** Saves the whole box (POST /recipient/:id/medical {medical}). */
export const useMedicalSave = () => useFieldGroupSave<MedicalFields>(TAB, 'medical', 'medical');
