import { describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/tempDataDir';
import { openDocStore } from './index';
import { MongoDocStore } from './mongoDocStore';
import { SqliteDocStore } from './sqliteDocStore';

describe('openDocStore', () => {
  it('opens the SQLite read models in the data directory by default', async () => {
    const dir = tempDataDir();
    const docs = await openDocStore({ dataDir: dir.path });
    expect(docs).toBeInstanceOf(SqliteDocStore);
    await docs.ensure([{ name: 'people' }]);
    await docs.collection('people').put({ _id: 'p1' });
    expect(await docs.collection('people').get('p1')).toEqual({ _id: 'p1' });
    await docs.close();
    dir.remove();
  });

  it('opens MongoDB when MONGODB_URL is given, connecting only on first use', async () => {
    // Port 9 (discard) on the loopback: nothing is contacted before an operation, so this runs without a server.
    const docs = await openDocStore({ dataDir: '/nonexistent', mongodbUrl: 'mongodb://127.0.0.1:9/accueil?replicaSet=rs0' });
    expect(docs).toBeInstanceOf(MongoDocStore);
    await docs.close();
  });
});
