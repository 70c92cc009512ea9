import { MongoClient, MongoServerError } from 'mongodb';
import type { ClientSession, Db, TransactionOptions } from 'mongodb';
import { AsyncLock } from './asyncLock';
import { MongoCollection, type StoredDoc } from './mongoCollection';
import { databaseName, indexSpecs, supportsTransactions } from './mongoQuery';
import { checkPath } from './paths';
import type { Collection, CollectionSpec, Doc, DocSession, DocStore } from '../../projections/docStore';

/** Snapshot reads and majority commits: a projection's batch and its checkpoint are read and written as one. */
const TRANSACTION_OPTIONS: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority' },
  readPreference: 'primary',
};

/** MongoDB's answer to creating a collection that exists (another process declared it first). */
const NAMESPACE_EXISTS = 48;

/**
 * Read models on MongoDB: one collection per declared collection, its declared indexes created at
 * start, and transactions (a replica set or a sharded cluster is required, checked on first use), so
 * a projection's documents and its checkpoint commit together. Filters keep the SQLite adapter's
 * semantics (mongoFilter.ts); the search text is stored in each document (mongoWrites.ts).
 */
export class MongoDocStore implements DocStore {
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly specs = new Map<string, CollectionSpec>();
  private checked: Promise<void> | undefined;

  /** url: a MongoDB connection string; the database is its path (default 'passerelles') unless options.database names one. */
  constructor(url: string, options: { database?: string } = {}) {
    this.client = new MongoClient(url, { ignoreUndefined: true });
    this.db = this.client.db(options.database ?? databaseName(url));
  }

  async ensure(specs: CollectionSpec[]): Promise<void> {
    await this.requireTransactions();
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    for (const spec of specs) {
      this.specs.set(checkPath(spec.name), spec);
      if (!existing.has(spec.name)) await this.create(spec);
      else await this.createIndexes(spec);
    }
  }

  collection<T extends Doc>(name: string): Collection<T> {
    return new MongoCollection<T>(this.db.collection<StoredDoc>(name), this.spec(name), {});
  }

  async transaction<R>(fn: (tx: DocSession) => Promise<R>): Promise<R> {
    await this.requireTransactions();
    const session = this.client.startSession();
    try {
      // withTransaction runs fn again after a transient error (a write conflict): fn only writes through tx.
      return await session.withTransaction(() => fn(this.sessionView(session)), TRANSACTION_OPTIONS);
    } finally {
      await session.endSession();
    }
  }

  /** Drops the collection (instant, where deleting every document is not) and creates it again with its indexes. */
  async drop(name: string): Promise<void> {
    const spec = this.spec(name);
    await this.db.collection(name).drop();
    await this.create(spec);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Collections whose operations belong to one transaction, run one at a time (a session runs no two at once). */
  private sessionView(session: ClientSession): DocSession {
    const lock = new AsyncLock();
    return {
      collection: <T extends Doc>(name: string) =>
        new MongoCollection<T>(this.db.collection<StoredDoc>(name), this.spec(name), { session, lock }),
    };
  }

  private async create(spec: CollectionSpec): Promise<void> {
    try {
      await this.db.createCollection(spec.name);
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_EXISTS)) throw error;
    }
    await this.createIndexes(spec);
  }

  private async createIndexes(spec: CollectionSpec): Promise<void> {
    const indexes = indexSpecs(spec);
    if (indexes.length > 0) await this.db.collection(spec.name).createIndexes(indexes);
  }

  /** Transactions need a replica set (or mongos): a standalone server is refused once, clearly, rather than on every batch. */
  private requireTransactions(): Promise<void> {
    this.checked ??= this.db
      .command({ hello: 1 })
      .then((hello) => {
        if (!supportsTransactions(hello))
          throw new Error('MONGODB_URL names a standalone MongoDB server: read models need a replica set (transactions).');
      })
      .catch((error: unknown) => {
        this.checked = undefined;
        throw error;
      });
    return this.checked;
  }

  private spec(name: string): CollectionSpec {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`Collection ${name} was not declared`);
    return spec;
  }
}
