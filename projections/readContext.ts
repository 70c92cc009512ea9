import type { Actor } from '@domain/users/actor';
import type { DocStore } from './docStore';

/**
 * What a query runs with: the read models, who reads, and the day in France that date-dependent flags are judged on.
 * A query of a file's records checks, itself, that the reader may open that file (projections/openedFile.ts).
 */
export interface ReadContext {
  docs: DocStore;
  actor: Actor;
  today: string;
}
