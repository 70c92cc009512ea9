import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { CollectionSpec } from '../../projections/docStore';
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
    await store.ensure([{ name: 'people', indexes: ['address.city'] }]);
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

describe('SqliteDocStore indexes of an empty collection', () => {
  const indexesOf = (file: string) => {
    const db = new Database(file, { readonly: true });
    const names = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'rm_stays'`).all() as { name: string }[])
      .map((row) => row.name)
      .filter((name) => !name.startsWith('sqlite_autoindex'));
    db.close();
    return names;
  };

  it('builds them once filled: at the first query of a transaction, or when the collection is declared again', async () => {
    const dir = tempDataDir();
    const file = path.join(dir.path, 'readmodels.sqlite');
    const store = new SqliteDocStore(file);
    const spec = { name: 'stays', indexes: ['recipient_id'] };
    await store.ensure([spec]);
    const stays = store.collection<{ _id: string; recipient_id: string }>('stays');
    for (let i = 0; i < 50; i += 1) await stays.put({ _id: `s${i}`, recipient_id: `r${i % 5}` });
    expect(indexesOf(file)).toEqual([]);
    // A reader does not wait for the writer to build them: it scans, and finds the same rows.
    expect((await stays.find({ where: { recipient_id: 'r1' } })).total).toBe(10);
    // Nor does one that names the index to walk.
    expect((await stays.find({ where: { recipient_id: 'r1' }, limit: 3, index: 'recipient_id' })).items).toHaveLength(3);
    expect(indexesOf(file)).toEqual([]);
    const found = await store.transaction((tx) => tx.collection('stays').find({ where: { recipient_id: 'r2' } }));
    expect(found.total).toBe(10);
    expect(indexesOf(file)).toEqual(['rm_stays_ix_recipient_id']);

    await store.drop('stays');
    expect(indexesOf(file)).toEqual([]);
    await stays.put({ _id: 's1', recipient_id: 'r1' });
    await store.ensure([spec]);
    expect(indexesOf(file)).toEqual(['rm_stays_ix_recipient_id']);
    await store.close();
    dir.remove();
  });

  it('builds them at once for a collection that already holds documents', async () => {
    const dir = tempDataDir();
    const file = path.join(dir.path, 'readmodels.sqlite');
    const first = new SqliteDocStore(file);
    await first.ensure([{ name: 'stays' }]);
    await first.collection('stays').put({ _id: 's1', recipient_id: 'r1' } as { _id: string });
    await first.close();
    const next = new SqliteDocStore(file);
    await next.ensure([{ name: 'stays', indexes: ['recipient_id'] }]);
    expect(indexesOf(file)).toEqual(['rm_stays_ix_recipient_id']);
    await next.close();
    dir.remove();
  });
});

describe('SqliteDocStore compound indexes', () => {
  it('orders the rows of one value by the second path from the compound index, without sorting them', async () => {
    const dir = tempDataDir();
    const store = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    await store.ensure([{ name: 'files', indexes: ['antenna', ['antenna', 'number']] }]);
    const files = store.collection<{ _id: string; antenna: string; number: number }>('files');
    for (let i = 0; i < 300; i += 1) await files.put({ _id: `f${i}`, antenna: i % 3 === 0 ? 'nord' : 'sud', number: i });
    await store.ensure([{ name: 'files', indexes: ['antenna', ['antenna', 'number']] }]);
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

/** Two stores on one file, as the API and a process of projections open it. */
async function twoStores(specs: CollectionSpec[]) {
  const dir = tempDataDir();
  const file = path.join(dir.path, 'readmodels.sqlite');
  const api = new SqliteDocStore(file);
  const projections = new SqliteDocStore(file);
  await api.ensure(specs);
  await projections.ensure(specs);
  return {
    api,
    projections,
    async dispose() {
      await api.close();
      await projections.close();
      dir.remove();
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('SqliteDocStore cached collections', () => {
  it("drops what it read at its own commits at once, and at another connection's (another process's) from the next turn", async () => {
    type Session = { _id: string; closed: boolean };
    const { api, projections, dispose } = await twoStores([{ name: 'sessions', cached: true }]);
    await projections.collection<Session>('sessions').put({ _id: 's1', closed: false });
    expect(await api.collection('sessions').get('s1')).toEqual({ _id: 's1', closed: false });
    await projections.collection<Session>('sessions').put({ _id: 's1', closed: true });
    await nextTurn();
    expect(await api.collection('sessions').get('s1')).toEqual({ _id: 's1', closed: true });
    await projections.collection('sessions').delete('s1');
    await nextTurn();
    expect(await api.collection('sessions').getMany(['s1'])).toEqual([]);
    // The store's own writes, in a transaction or not, are read back within the same turn.
    await api.transaction((tx) => tx.collection<Session>('sessions').put({ _id: 's2', closed: false }));
    expect(await api.collection('sessions').get('s2')).toEqual({ _id: 's2', closed: false });
    await api.collection<Session>('sessions').put({ _id: 's2', closed: true });
    expect(await api.collection('sessions').get('s2')).toEqual({ _id: 's2', closed: true });
    await dispose();
  });
});

describe('SqliteDocStore shared collections', () => {
  it('answers one frozen document to every reader until a commit changes it, and patches a copy', async () => {
    type Directory = { _id: string; rooms: Record<string, { hotel: string }> };
    const { api, projections, dispose } = await twoStores([{ name: 'directory', shared: true }]);
    await projections.collection<Directory>('directory').put({ _id: 'rooms', rooms: { r1: { hotel: 'h1' } } });
    const first = await api.collection<Directory>('directory').get('rooms');
    expect(await api.collection<Directory>('directory').get('rooms')).toBe(first);
    expect(() => {
      if (first) first.rooms.r1.hotel = 'h2';
    }).toThrow(TypeError);
    expect(first?.rooms.r1.hotel).toBe('h1');

    await api.collection('directory').patch('rooms', { 'rooms.r2': { hotel: 'h2' } });
    expect(await api.collection('directory').get('rooms')).toEqual({ _id: 'rooms', rooms: { r1: { hotel: 'h1' }, r2: { hotel: 'h2' } } });
    await projections.collection('directory').delete('rooms');
    await nextTurn();
    expect(await api.collection('directory').get('rooms')).toBeNull();
    await dispose();
  });

  it('answers getMany with the same frozen documents as get, in the order asked, the missing left out', async () => {
    type Name = { _id: string; name: string };
    const { api, projections, dispose } = await twoStores([{ name: 'names', shared: true }]);
    await projections.collection<Name>('names').put({ _id: 'a', name: 'Ada' });
    await projections.collection<Name>('names').put({ _id: 'b', name: 'Bob' });
    const names = api.collection<Name>('names');
    const b = await names.get('b');
    const many = await names.getMany(['b', 'zz', 'a', 'b']);
    expect(many.map((doc) => doc.name)).toEqual(['Bob', 'Ada']);
    expect(many[0]).toBe(b);
    expect(await names.get('a')).toBe(many[1]);
    expect(Object.isFrozen(many[1])).toBe(true);
    await projections.collection<Name>('names').put({ _id: 'a', name: 'Alice' });
    await nextTurn();
    expect((await names.getMany(['a'])).map((doc) => doc.name)).toEqual(['Alice']);
    await dispose();
  });
});

describe('SqliteDocStore reads of one turn', () => {
  it("share one state of the file: another connection's commit is read from the next turn, the store's own writes at once", async () => {
    type File = { _id: string; antenna: string };
    const { api, projections, dispose } = await twoStores([{ name: 'files', indexes: ['antenna'] }]);
    const inAntenna = async () => (await api.collection<File>('files').find({ where: { antenna: 'lyon' } })).items.map((f) => f._id);

    await projections.collection<File>('files').put({ _id: 'f1', antenna: 'lyon' });
    await nextTurn();
    expect(await inAntenna()).toEqual(['f1']);
    await projections.collection<File>('files').put({ _id: 'f2', antenna: 'lyon' });
    // Within the turn, a request's reads agree with each other: the other connection's commit is not half seen.
    expect(await api.collection('files').get('f2')).toBeNull();
    expect(await inAntenna()).toEqual(['f1']);
    await nextTurn();
    expect(await inAntenna()).toEqual(['f1', 'f2']);

    // The store's own writes are read back within the turn, a transaction's included, though this turn read before it committed.
    await api.collection<File>('files').put({ _id: 'f3', antenna: 'lyon' });
    expect(await inAntenna()).toEqual(['f1', 'f2', 'f3']);
    await api.transaction(async (tx) => {
      await tx.collection<File>('files').put({ _id: 'f4', antenna: 'lyon' });
      expect(await inAntenna()).toEqual(['f1', 'f2', 'f3']);
    });
    expect(await inAntenna()).toEqual(['f1', 'f2', 'f3', 'f4']);
    await api.collection('files').delete('f1');
    expect(await api.collection('files').get('f1')).toBeNull();
    await dispose();
  });
});

describe('SqliteDocStore limits', () => {
  it('pages by any whole limit, and refuses a limit that is not one before it reaches the SQL', async () => {
    const dir = tempDataDir();
    const store = new SqliteDocStore(path.join(dir.path, 'readmodels.sqlite'));
    await store.ensure([{ name: 'people', indexes: ['age'] }]);
    for (let i = 0; i < 5; i += 1) await store.collection('people').put({ _id: `p${i}`, age: i } as { _id: string });
    const people = store.collection<{ _id: string; age: number }>('people');
    const ages = async (limit: number) => (await people.find({ sort: [['age', 1]], skip: 1, limit })).items.map((p) => p.age);
    expect(await ages(1)).toEqual([1]);
    expect(await ages(3)).toEqual([1, 2, 3]);
    await expect(ages(2.5)).rejects.toThrow("a query's limit is a whole number, not 2.5");
    await expect(ages(Number('1; DROP TABLE rm_people'))).rejects.toThrow("a query's limit is a whole number");
    expect((await people.find({})).total).toBe(5);
    await store.close();
    dir.remove();
  });
});
