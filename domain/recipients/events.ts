// The events of a recipient file are those of its slices (slices.ts).
export type { RecipientEvent } from './slices';
