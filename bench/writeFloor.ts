import { rmSync } from 'node:fs';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { allProjections } from '../projections';
import { declareReadModels } from '../projections/runner';

/** Documents written per transaction: twice a catch-up page's worth of events. */
const CHUNK = 10_000;

/** What the floor wrote: as many documents as the rebuilt read models hold, and their JSON. */
export interface WriteFloor {
  documents: number;
  megabytes: number;
  seconds: number;
}

/**
 * The floor under a rebuild: the documents of rebuilt read models, written again through the document store into an
 * empty file, one collection after another in transactions of CHUNK, then every index built, as a rebuild ends. A
 * rebuild writes at least these documents, interleaved in the order of the log (which touches more pages of each
 * table than writing them collection by collection), and reads the log and runs the handlers besides: it cannot run
 * faster than this.
 */
export async function writeFloor(readModels: string, scratch: string): Promise<WriteFloor> {
  const source = new SqliteDocStore(readModels);
  const docs = new SqliteDocStore(scratch);
  let documents = 0;
  let bytes = 0;
  try {
    const collections = allProjections.flatMap((p) => p.collections);
    await source.ensure(collections);
    await docs.ensure(collections);
    // Only the writes are timed: reading the documents back is not part of a rebuild.
    let writingMs = 0;
    const timed = async (write: () => Promise<unknown>) => {
      const started = performance.now();
      await write();
      writingMs += performance.now() - started;
    };
    for (const name of new Set(collections.map((c) => c.name))) {
      // Read in pages of ids (the store's own order), written a page per transaction.
      for (let after = ''; ;) {
        const { items } = await source.collection(name).find({ where: { _id: { $gt: after } }, limit: CHUNK, total: false });
        if (items.length === 0) break;
        await timed(() =>
          docs.transaction(async (tx) => {
            for (const doc of items) await tx.collection(name).put(doc);
          }),
        );
        documents += items.length;
        bytes += items.reduce((sum, doc) => sum + JSON.stringify(doc).length, 0);
        after = items[items.length - 1]._id;
      }
    }
    await timed(() => declareReadModels(docs, allProjections));
    return { documents, megabytes: bytes / 1024 / 1024, seconds: writingMs / 1000 };
  } finally {
    await docs.close();
    await source.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
  }
}
