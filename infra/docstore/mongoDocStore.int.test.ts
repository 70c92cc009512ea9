import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../../commands/eventStore';
import type { Projection } from '../../projections/projection';
import { rebuildProjections } from '../../projections/rebuild';
import { ProjectionRunner } from '../../projections/runner';
import { countingProjection } from '../../projections/testing/countingProjection';
import { SqliteEventStore } from '../eventstore/sqliteEventStore';
import { tempDataDir } from '../testing/tempDataDir';
import { describeDocStoreContract } from './docStore.contract';
import { MongoDocStore } from './mongoDocStore';

// Runs against a real MongoDB replica set when MONGODB_URL is set (the CI workflow starts one); no
// server can run on the development machine, and none is faked: without the variable the suites skip.
const url = process.env.MONGODB_URL ?? '';
if (!url) console.info('MONGODB_URL is not set: the MongoDB document store suites (contract, projection runner) are skipped.');

/** A database of its own for each test, dropped afterwards. */
const freshDatabase = () => `docstore_test_${randomUUID().replace(/-/g, '')}`;

describe.skipIf(!url)('MongoDB document store', () => {
  let admin: MongoClient;
  beforeAll(() => {
    admin = new MongoClient(url);
  });
  afterAll(async () => {
    await admin.close();
  });

  /** A store on a fresh database, and how to remove it. */
  const openStore = () => {
    const database = freshDatabase();
    const store = new MongoDocStore(url, { database });
    return {
      store,
      database,
      async dispose() {
        await store.close();
        await admin.db(database).dropDatabase();
      },
    };
  };

  describeDocStoreContract('MongoDB', { create: async () => openStore() });

  describe('ProjectionRunner on MongoDB', () => {
    const meta = { userId: 'u', at: '2026-11-22T10:00:00.000Z' };
    const counted = () => ({ id: randomUUID(), type: 'Counted', data: {}, meta });
    let dir: ReturnType<typeof tempDataDir>;
    let events: SqliteEventStore;
    let opened: ReturnType<typeof openStore>;
    let docs: MongoDocStore;

    beforeEach(() => {
      dir = tempDataDir();
      events = new SqliteEventStore(path.join(dir.path, 'events.sqlite'));
      opened = openStore();
      docs = opened.store;
    });
    afterEach(async () => {
      await events.close();
      await opened.dispose();
      dir.remove();
    });

    const appendCounted = async (store: EventStore, streams: number, perStream: number) => {
      for (let s = 0; s < streams; s += 1) await store.append(`c-${s}`, Array.from({ length: perStream }, counted), 'any');
    };
    const counts = async () => (await docs.collection<{ _id: string; n: number }>('counts').find({ sort: [['_id', 1]] })).items;
    const checkpoint = () => docs.collection('projection_checkpoints').get('counting');

    it('writes the documents and the checkpoint of each batch', async () => {
      await appendCounted(events, 2, 3);
      const runner = new ProjectionRunner(events, docs, [countingProjection]);
      await runner.start();
      const { position } = await events.append('c-0', [counted()], 'any');
      expect(await runner.waitFor(position, 10_000)).toBe(true);
      await runner.stop();
      expect(await counts()).toEqual([
        { _id: 'c-0', n: 4 },
        { _id: 'c-1', n: 3 },
      ]);
      expect(await checkpoint()).toEqual({ _id: 'counting', position: String(position), version: 1 });
    });

    it('keeps nothing of a batch whose handler fails after writing, then applies it once', async () => {
      await appendCounted(events, 3, 4);
      let failures = 0;
      // The handlers increment: had the failed batch's writes been kept, its redelivery would count them twice.
      const failingOnce: Projection = {
        ...countingProjection,
        handles: {
          async Counted(event, tx) {
            await countingProjection.handles.Counted(event, tx);
            if (event.position === 7n && failures === 0) {
              failures += 1;
              throw new Error('panne simulée après écriture');
            }
          },
        },
      };
      const runner = new ProjectionRunner(events, docs, [failingOnce]);
      await runner.start();
      expect(await runner.waitFor(12n, 10_000)).toBe(true);
      await runner.stop();
      expect(failures).toBe(1);
      expect(await counts()).toEqual([
        { _id: 'c-0', n: 4 },
        { _id: 'c-1', n: 4 },
        { _id: 'c-2', n: 4 },
      ]);
      expect(await checkpoint()).toMatchObject({ position: '12' });
    });

    it('rebuilds a projection from scratch to the same state (drop and replay)', async () => {
      await appendCounted(events, 3, 4);
      const runner = new ProjectionRunner(events, docs, [countingProjection]);
      await runner.start();
      await runner.waitFor(12n, 10_000);
      await runner.stop();
      const before = await counts();
      await docs.collection<{ _id: string; n: number }>('counts').put({ _id: 'stale', n: 99 });
      const result = await rebuildProjections(events, docs, [countingProjection]);
      expect(result.head).toBe(12n);
      expect(await counts()).toEqual(before);
    });
  });

  describe('MongoDocStore specifics', () => {
    let opened: ReturnType<typeof openStore>;
    let store: MongoDocStore;
    beforeEach(async () => {
      opened = openStore();
      store = opened.store;
      await store.ensure([{ name: 'files', indexes: ['antenna', ['antenna', 'number']], search: ['name'] }]);
    });
    afterEach(async () => {
      await opened.dispose();
    });

    /** The index keys of the collection, in a fixed order (listIndexes promises none). */
    const indexKeys = async () =>
      (await admin.db(opened.database).collection('files').indexes()).map((index) => JSON.stringify(index.key)).sort();

    it('creates the declared indexes and the search text index, and keeps them when the collection is dropped', async () => {
      const expected = ['{"_id":1}', '{"_search":1}', '{"antenna":1,"number":1}', '{"antenna":1}'];
      expect(await indexKeys()).toEqual(expected);
      await store.collection('files').put({ _id: 'f1' });
      await store.drop('files');
      expect(await store.collection('files').get('f1')).toBeNull();
      expect(await indexKeys()).toEqual(expected);
    });

    it('stores the search text in each document and never returns it', async () => {
      const files = store.collection<{ _id: string; name: string }>('files');
      await files.put({ _id: 'f1', name: 'Éloïse Durand' });
      const raw = await admin
        .db(opened.database)
        .collection('files')
        .findOne({ _id: 'f1' as never });
      expect(raw).toMatchObject({ _search: 'eloise durand' });
      expect(await files.get('f1')).toEqual({ _id: 'f1', name: 'Éloïse Durand' });
      expect((await files.find()).items).toEqual([{ _id: 'f1', name: 'Éloïse Durand' }]);
      expect(await files.getMany(['f1'])).toEqual([{ _id: 'f1', name: 'Éloïse Durand' }]);
    });
  });
});
