import path from 'node:path';
import type { DocStore } from '../../projections/docStore';
import { SqliteDocStore } from './sqliteDocStore';

/** Where the read models live: MONGODB_URL for MongoDB, else a SQLite file in the data directory. */
export interface DocStoreConfig {
  dataDir: string;
  mongodbUrl?: string;
}

/** Opens the document store the configuration names (the driver, loaded only when it is named, connects on first use). */
export async function openDocStore(config: DocStoreConfig): Promise<DocStore> {
  if (config.mongodbUrl) {
    const { MongoDocStore } = await import('./mongoDocStore');
    return new MongoDocStore(config.mongodbUrl);
  }
  return new SqliteDocStore(path.join(config.dataDir, 'readmodels.sqlite'));
}
