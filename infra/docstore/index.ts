import path from 'node:path';
import type { DocStore } from '../../projections/docStore';
import { MongoDocStore } from './mongoDocStore';
import { SqliteDocStore } from './sqliteDocStore';

/** Where the read models live: MONGODB_URL for MongoDB, else a SQLite file in the data directory. */
export interface DocStoreConfig {
  dataDir: string;
  mongodbUrl?: string;
}

/** Opens the document store the configuration names (the driver connects on first use). */
export function openDocStore(config: DocStoreConfig): DocStore {
  if (config.mongodbUrl) return new MongoDocStore(config.mongodbUrl);
  return new SqliteDocStore(path.join(config.dataDir, 'readmodels.sqlite'));
}
