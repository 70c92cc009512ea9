import type { CollectionSpec, DocSession } from './docStore';
import type { RecordedEvent } from '../commands/eventStore';

/** A domain event as recorded: its type and data, plus where and by whom it was recorded. */
export type Recorded<E extends { type: string; data: unknown }> = E & Omit<RecordedEvent, 'type' | 'data'>;

/** A handler per event type of a union, each receiving its own event type. */
export type Handlers<E extends { type: string; data: unknown }> = {
  [K in E['type']]?: (event: Recorded<Extract<E, { type: K }>>, tx: DocSession) => Promise<void>;
};

/** A read model: its collections and how each event type changes them. Bump version to rebuild it on next start. */
export interface Projection {
  name: string;
  version: number;
  collections: CollectionSpec[];
  handles: Record<string, (event: RecordedEvent, tx: DocSession) => Promise<void>>;
}

/** Builds a projection's handler table from typed handler maps. */
export function handlers<E extends { type: string; data: unknown }>(map: Handlers<E>): Projection['handles'] {
  return map as unknown as Projection['handles'];
}
