// The events of a recipient file are those of its slices (slices.ts).
export type { RecipientEvent } from './slices';
import type { RecipientEvent } from './slices';

/** Event types of the file, for projections that follow every one of them. */
export type RecipientEventType = RecipientEvent['type'];
