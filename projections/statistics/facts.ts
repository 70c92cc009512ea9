import type { CollectionSpec } from '../docStore';
import type { Projection } from '../projection';

// The statistics read model: compact facts the reports and the indicators are computed from, each
// carrying the antenna of its file at the time it was recorded (a meeting held in Lyon stays Lyon's
// after the file moves) and its dates, indexed by both. One module per family of facts; the modules
// share one projection (one pass over the log) and run in order for the same event.

/** One family of facts: its collections and what each event type does to them. */
export interface FactModule {
  collections: CollectionSpec[];
  handles: Projection['handles'];
}

/** One projection from fact modules: a handler per event type that runs each module's handler in turn. */
export function composeFacts(name: string, version: number, modules: FactModule[]): Projection {
  const handles: Projection['handles'] = {};
  for (const module of modules) {
    for (const [type, handle] of Object.entries(module.handles)) {
      const before = handles[type];
      handles[type] = before
        ? async (event, tx) => {
            await before(event, tx);
            await handle(event, tx);
          }
        : handle;
    }
  }
  return { name, version, collections: modules.flatMap((m) => m.collections), handles };
}
