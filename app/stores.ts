import fs from 'node:fs';
import type { EventStore } from '../commands/eventStore';
import type { Config } from '../infra/config';
import { openDocStore } from '../infra/docstore';
import { openEventStore } from '../infra/eventstore';
import type { DocStore } from '../projections/docStore';

/** The event store and the read store of a process, as its configuration names them. */
export interface Stores {
  store: EventStore;
  docs: DocStore;
  close(): Promise<void>;
}

/** Opens the event store and the read store the configuration names (SQLite files in DATA_DIR unless their URLs are set). */
export async function openStores(config: Config): Promise<Stores> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = await openEventStore(config);
  const docs = await openDocStore(config);
  return {
    store,
    docs,
    async close() {
      await docs.close();
      await store.close();
    },
  };
}
