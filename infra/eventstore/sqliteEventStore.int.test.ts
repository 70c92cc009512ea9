import { describeEventStoreContract } from './eventStore.contract';
import { SqliteEventStore } from './sqliteEventStore';
import { tempDataDir } from '../testing/tempDataDir';
import path from 'node:path';

describeEventStoreContract('SQLite', {
  async create() {
    const dir = tempDataDir();
    const store = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
    return {
      store,
      env: { DATA_DIR: dir.path },
      async dispose() {
        await store.close();
        dir.remove();
      },
    };
  },
});
