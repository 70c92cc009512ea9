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
    for (let i = 0; i < 500; i += 1)
      await store.collection('people').put({ _id: `p${i}`, address: { city: `Ville ${i}` } } as { _id: string });
    await store.close();
    const db = new Database(file, { readonly: true });
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT _id FROM rm_people WHERE ix_address__city = 'Ville 7'`).all() as {
      detail: string;
    }[];
    db.close();
    dir.remove();
    expect(plan.map((row) => row.detail).join(' ')).toContain('USING INDEX rm_people_ix_address__city');
  });
});

describe('SqliteDocStore compound indexes', () => {
  it('orders the rows of one value by the second path from the compound index, without sorting them', async () => {
    const dir = tempDataDir();
    const store = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    await store.ensure([{ name: 'files', indexes: ['antenna', ['antenna', 'number']] }]);
    const files = store.collection<{ _id: string; antenna: string; number: number }>('files');
    for (let i = 0; i < 300; i += 1) await files.put({ _id: `f${i}`, antenna: i % 3 === 0 ? 'nord' : 'sud', number: i });
    const page = await files.find({ where: { antenna: 'nord' }, sort: [['number', -1]], limit: 3 });
    expect(page.items.map((f) => f.number)).toEqual([297, 294, 291]);
    expect(page.total).toBe(100);
    await store.close();
    const db = new Database(path.join(dir.path, 'readmodels.sqlite'), { readonly: true });
    const plan = (
      db
        .prepare(`EXPLAIN QUERY PLAN SELECT _id FROM rm_files WHERE ix_antenna = 'nord' ORDER BY ix_number DESC, _id ASC LIMIT 3`)
        .all() as { detail: string }[]
    )
      .map((r) => r.detail)
      .join(' ');
    db.close();
    dir.remove();
    expect(plan).toContain('rm_files_ix_antenna_ix_number');
  });
});
