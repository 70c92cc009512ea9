import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { tempDataDir } from '../testing/tempDataDir';
import { describeDocStoreContract } from './docStore.contract';
import { SqliteDocStore } from './sqliteDocStore';

describeDocStoreContract('SQLite', {
  async create() {
    const dir = tempDataDir();
    const store = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    return {
      store,
      async dispose() {
        await store.close();
        dir.remove();
      },
    };
  },
});

describe('SqliteDocStore indexes', () => {
  it('turns declared index paths into indexed generated columns that queries use', async () => {
    const dir = tempDataDir();
    const file = path.join(dir.path, 'readmodels.sqlite');
    const store = new SqliteDocStore(file);
    await store.ensure([{ name: 'people', indexes: ['address.city'] }]);
    await store.collection('people').put({ _id: 'a', address: { city: 'Paris' } } as { _id: string });
    await store.close();
    const db = new Database(file, { readonly: true });
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN SELECT _id FROM rm_people WHERE ix_address__city = 'Paris'`)
      .all() as { detail: string }[];
    db.close();
    dir.remove();
    expect(plan.map((row) => row.detail).join(' ')).toContain('USING INDEX rm_people_ix_address__city');
  });
});
