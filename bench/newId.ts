import { timeOrderedIds } from '../commands/ids';

/** Ids as the API makes them (time-ordered), so that the generated logs fill the read models' B-trees as real use does. */
export const newId = timeOrderedIds();
