import Database from 'better-sqlite3';
import { SqliteDocStore } from '../infra/docstore/sqliteDocStore';
import { tableName } from '../infra/docstore/sqliteNames';
import { allProjections } from '../projections';
import { declareReadModels } from '../projections/runner';
import { removeSqliteFile } from './tempDir';

/** Documents written per transaction: twice a catch-up page's worth of events. */
const CHUNK = 10_000;

/** What the floor wrote: as many documents as the rebuilt read models hold, and their JSON. */
export interface WriteFloor {
  documents: number;
  megabytes: number;
  seconds: number;
  /** The same documents' JSON texts inserted as bare rows (bareRowsSeconds). */
  bareSeconds: number;
}

const collectionNames = () => [...new Set(allProjections.flatMap((p) => p.collections).map((c) => c.name))];

/**
 * The least SQLite itself takes to write the rebuilt read models on this machine: each document's JSON text, as the
 * store holds it, inserted with its id into a table of two columns in an empty file (WAL, as the store), in id order,
 * CHUNK rows per transaction, with no JSON to serialise, no JSONB to build, no upsert and no index besides the id's.
 * Only the inserts are timed.
 */
function bareRowsSeconds(readModels: string, scratch: string): number {
  const source = new Database(readModels, { readonly: true });
  const target = new Database(scratch);
  let writingMs = 0;
  try {
    target.pragma('journal_mode = WAL');
    target.pragma('synchronous = NORMAL');
    for (const table of collectionNames().map(tableName)) {
      target.exec(`CREATE TABLE ${table} (_id TEXT PRIMARY KEY, doc TEXT NOT NULL)`);
      const insert = target.prepare(`INSERT INTO ${table} (_id, doc) VALUES (?, ?)`);
      const write = target.transaction((rows: [string, string][]) => {
        for (const [id, doc] of rows) insert.run(id, doc);
      });
      const page = source.prepare(`SELECT _id, json(doc) FROM ${table} WHERE _id > ? ORDER BY _id LIMIT ${CHUNK}`).raw();
      for (let after = ''; ;) {
        const rows = page.all(after) as [string, string][];
        if (rows.length === 0) break;
        const started = performance.now();
        write(rows);
        writingMs += performance.now() - started;
        after = rows[rows.length - 1][0];
      }
    }
    return writingMs / 1000;
  } finally {
    target.close();
    source.close();
    removeSqliteFile(scratch);
  }
}

/**
 * The floor under a rebuild: the documents of rebuilt read models, written again through the document store into an
 * empty file, one collection after another in transactions of CHUNK, then every index built, as a rebuild ends. A
 * rebuild writes at least these documents, interleaved in the order of the log (which touches more pages of each
 * table than writing them collection by collection), and reads the log and runs the handlers besides: it cannot run
 * faster than this. Beside it, the same documents inserted as bare rows: what SQLite alone takes on this machine.
 */
export async function writeFloor(readModels: string, scratch: string): Promise<WriteFloor> {
  const throughStore = await storeFloor(readModels, scratch);
  return { ...throughStore, bareSeconds: bareRowsSeconds(readModels, scratch) };
}

/** The documents written again through the document store (writeFloor). */
async function storeFloor(readModels: string, scratch: string): Promise<Omit<WriteFloor, 'bareSeconds'>> {
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
    for (const name of collectionNames()) {
      // Read in pages of ids (the store's own order), written a page per transaction.
      for (let after = ''; ;) {
        const { items } = await source.collection(name).find({ where: { _id: { $gt: after } }, limit: CHUNK, total: false });
        if (items.length === 0) break;
        await timed(() =>
          docs.transaction(async (tx) => {
            const collection = tx.collection(name);
            for (const doc of items) await collection.put(doc);
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
    removeSqliteFile(scratch);
  }
}
