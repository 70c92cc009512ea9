import type Database from 'better-sqlite3';

// What the reader connection of the SQLite store keeps from one turn of the event loop to the next.

type Conn = Database.Database;

/**
 * The reads of one turn of the event loop share one read transaction on the reader: a statement outside a
 * transaction takes and releases SQLite's shared locks on its own (two fcntl and an fstat here, 6 of the 6.5 µs a
 * lookup by id took; 0.4 µs inside a transaction), and a list request runs several. The reads of a request, which
 * awaits nothing but this store between them, thus see one state of the read models. The transaction ends at the
 * next turn, and before each commit of this store's writer, so that the commit's checkpoint is not held back by it
 * and the reads after it see it; another process's commit is seen from the next turn, as with the ReadCache.
 */
export class ReadSnapshot {
  private readonly begin: Database.Statement;
  private readonly end: Database.Statement;
  private open = false;

  constructor(private readonly reader: Conn) {
    this.begin = reader.prepare('BEGIN');
    this.end = reader.prepare('COMMIT');
  }

  enter(): void {
    if (this.open) return;
    this.begin.run();
    this.open = true;
    setImmediate(() => this.leave());
  }

  leave(): void {
    if (!this.open) return;
    this.open = false;
    if (this.reader.inTransaction) this.end.run();
  }
}

/** How many documents a cached collection keeps in memory before it starts afresh (sessions grow with sign-ins). */
const CACHED_DOCUMENTS = 10_000;

/**
 * What was read of the cached collections, kept while the file is unchanged: SQLite's data_version, read on the
 * reader connection, moves whenever another connection (another process's writer) commits, so a change anywhere
 * drops everything read before it. It is looked at once per turn of the event loop, not at every read: the pragma
 * was a tenth of an authenticated request, which reads two cached documents (its session and its user). Another
 * process's commit is seen from the next turn; this store's own commits drop the cache at once (forget).
 */
export class ReadCache {
  private readonly version: Database.Statement;
  private seen: unknown;
  private looked = false;
  private readonly collections = new Map<string, Map<string, string | null>>();
  private readonly parsed = new Map<string, Map<string, object | null>>();

  constructor(reader: Conn) {
    this.version = reader.prepare('PRAGMA data_version').pluck();
  }

  /** The JSON texts read of a cached collection, by id (null: no such document). */
  of(name: string): Map<string, string | null> {
    return this.kept(this.collections, name);
  }

  /** The documents of a shared collection, parsed and frozen, by id. */
  sharedOf(name: string): Map<string, object | null> {
    return this.kept(this.parsed, name);
  }

  /** This store's writer committed: nothing read before stays. */
  forget(): void {
    this.collections.clear();
    this.parsed.clear();
  }

  private kept<V>(all: Map<string, Map<string, V>>, name: string): Map<string, V> {
    if (!this.looked) this.look();
    let docs = all.get(name);
    if (!docs || docs.size >= CACHED_DOCUMENTS) all.set(name, (docs = new Map()));
    return docs;
  }

  private look(): void {
    this.looked = true;
    setImmediate(() => (this.looked = false));
    const version = this.version.get();
    if (version !== this.seen) {
      this.seen = version;
      this.forget();
    }
  }
}

/** Freezes a parsed document and everything in it, so that a reader changing a shared document fails at once. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
