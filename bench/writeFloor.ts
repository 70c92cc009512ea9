import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Doc } from '../projections/docStore';
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
  const source = new Database(readModels, { readonly: true });
  const docs = new SqliteDocStore(scratch);
  let documents = 0;
  let bytes = 0;
  try {
    const collections = allProjections.flatMap((p) => p.collections);
    await docs.ensure(collections);
    const started = performance.now();
    for (const name of new Set(collections.map((c) => c.name))) {
      // The store's table of a collection (infra/docstore/sqliteDocStore.ts).
      const rows = source.prepare(`SELECT json(doc) FROM rm_${name.replace(/\./g, '_')}`).pluck();
      let chunk: Doc[] = [];
      const write = (batch: Doc[]) => docs.transaction(async (tx) => Promise.all(batch.map((doc) => tx.collection(name).put(doc))));
      for (const text of rows.iterate() as IterableIterator<string>) {
        chunk.push(JSON.parse(text) as Doc);
        documents += 1;
        bytes += text.length;
        if (chunk.length === CHUNK) {
          await write(chunk);
          chunk = [];
        }
      }
      await write(chunk);
    }
    await declareReadModels(docs, allProjections);
    return { documents, megabytes: bytes / 1024 / 1024, seconds: (performance.now() - started) / 1000 };
  } finally {
    await docs.close();
    source.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
  }
}
