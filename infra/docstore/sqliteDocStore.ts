import Database from 'better-sqlite3';
import { AsyncLock } from './asyncLock';
import { setPaths } from '@domain/shared/paths';
import { checkPath, searchText } from './paths';
import type { Collection, CollectionSpec, Doc, DocSession, DocStore, FindQuery } from '../../projections/docStore';
import { compileFilter } from './sqliteFilter';
import { indexColumn, indexedPaths, indexedSet, indexName, indexPaths, tableName } from './sqliteNames';
import { deepFreeze, ReadCache, ReadSnapshot } from './sqliteReader';
import { selectedDocument, selectedValues } from './sqliteSelect';

type Conn = Database.Database;

/**
 * Read models on one SQLite file: a table per collection holding JSONB documents, with an indexed
 * virtual column per declared index path. Projections write on one connection, serialised by a lock
 * (a transaction spans awaits); queries use a second connection, so they never see a batch half-applied.
 */
export class SqliteDocStore implements DocStore {
  private readonly writer: Conn;
  private readonly reader: Conn;
  private readonly lock = new AsyncLock();
  private readonly specs = new Map<string, CollectionSpec>();
  private readonly statements = new WeakMap<Conn, Map<string, Database.Statement>>();
  private readonly reads: ReadCache;
  private readonly snapshot: ReadSnapshot;
  /** The secondary indexes of collections declared empty, not built yet: by collection, their CREATE INDEX statements. */
  private readonly unbuilt = new Map<string, string[]>();

  constructor(file: string) {
    this.writer = open(file);
    // The writer commits, so it checkpoints: every 10,000 pages of log (40 MB) rather than SQLite's 1,000, so that
    // the pages a catch-up rewrites at each of its transactions are copied into the file ten times less often
    // (a rebuild runs a tenth faster).
    this.writer.pragma('wal_autocheckpoint = 10000');
    // A catch-up's transactions upsert documents all over read models of hundreds of megabytes: with SQLite's
    // default 2 MB of page cache, the writer read the same B-tree pages again at almost every write (16 MB: a
    // rebuild of 290,000 events ran in 20 s instead of 24, for 16 MB more at most).
    this.writer.pragma('cache_size = -16000');
    this.reader = open(file);
    this.reads = new ReadCache(this.reader);
    this.snapshot = new ReadSnapshot(this.reader);
  }

  async ensure(specs: CollectionSpec[]): Promise<void> {
    await this.lock.run(async () => {
      for (const spec of specs) {
        this.specs.set(spec.name, spec);
        this.createTable(spec);
      }
    });
  }

  collection<T extends Doc>(name: string): Collection<T> {
    const spec = this.spec(name);
    return new SqliteCollection<T>(spec, {
      read: (sql) => {
        this.snapshot.enter();
        return this.statement(this.reader, sql);
      },
      cache: spec.cached || spec.shared ? () => this.reads.of(spec.name) : undefined,
      shared: spec.shared ? () => this.reads.sharedOf(spec.name) : undefined,
      indexesBuilt: () => !this.unbuilt.has(spec.name),
      write: (fn) =>
        this.lock.run(async () => {
          this.snapshot.leave();
          fn((sql) => this.statement(this.writer, sql));
          this.reads.forget();
        }),
    });
  }

  async transaction<R>(fn: (tx: DocSession) => Promise<R>): Promise<R> {
    return this.lock.run(async () => {
      const onWriter = (sql: string) => this.statement(this.writer, sql);
      const session: DocSession = {
        collection: <T extends Doc>(name: string) =>
          new SqliteCollection<T>(this.spec(name), {
            read: onWriter,
            write: async (write) => write(onWriter),
            beforeQuery: () => this.buildIndexes(name),
            indexesBuilt: () => true,
          }),
      };
      this.writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(session);
        this.snapshot.leave();
        this.writer.exec('COMMIT');
        this.reads.forget();
        return result;
      } catch (error) {
        this.writer.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async drop(name: string): Promise<void> {
    const spec = this.spec(name);
    await this.lock.run(async () => {
      this.snapshot.leave();
      this.writer.exec(`DROP TABLE IF EXISTS ${tableName(name)}`);
      this.reads.forget();
      this.createTable(spec);
    });
  }

  async close(): Promise<void> {
    await this.lock.run(async () => {
      if (this.writer.open) this.writer.pragma('optimize');
      this.snapshot.leave();
      this.reader.close();
      this.writer.close();
    });
  }

  private spec(name: string): CollectionSpec {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`Collection ${name} was not declared`);
    return spec;
  }

  private createTable(spec: CollectionSpec): void {
    this.snapshot.leave();
    const table = tableName(spec.name);
    this.writer.exec(`CREATE TABLE IF NOT EXISTS ${table} (_id TEXT PRIMARY KEY, doc BLOB NOT NULL, search TEXT NOT NULL DEFAULT '')`);
    const columns = new Set((this.writer.prepare(`PRAGMA table_xinfo(${table})`).all() as { name: string }[]).map((c) => c.name));
    for (const path of indexedPaths(spec)) {
      const column = indexColumn(checkPath(path));
      if (!columns.has(column)) {
        this.writer.exec(`ALTER TABLE ${table} ADD COLUMN ${column} GENERATED ALWAYS AS (json_extract(doc, '$.${path}')) VIRTUAL`);
        columns.add(column);
      }
    }
    const indexes = (spec.indexes ?? []).map(
      (index) => `CREATE INDEX IF NOT EXISTS ${indexName(table, index)} ON ${table} (${indexPaths(index).map(indexColumn).join(', ')})`,
    );
    // An empty collection is about to be filled from the log (a first start, a rebuild): its rows go in faster
    // without indexes to maintain, and an index built once over them costs less than kept up row by row (a rebuild
    // of 220,000 events ran a fifth faster). They are built by the first query of a transaction (a projection reading what it
    // wrote), or when the collection is declared again: the runner does so as each projection catches up.
    this.unbuilt.set(spec.name, indexes);
    if (this.writer.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() !== undefined) this.buildIndexes(spec.name);
    this.statements.delete(this.writer);
    this.statements.delete(this.reader);
  }

  /** Builds the indexes of a collection left unbuilt (on the writer, inside the lock). */
  private buildIndexes(name: string): void {
    for (const statement of this.unbuilt.get(name) ?? []) this.writer.exec(statement);
    this.unbuilt.delete(name);
  }

  private statement(conn: Conn, sql: string): Database.Statement {
    let cache = this.statements.get(conn);
    if (!cache) this.statements.set(conn, (cache = new Map()));
    let stmt = cache.get(sql);
    if (!stmt) cache.set(sql, (stmt = conn.prepare(sql)));
    return stmt;
  }
}

function open(file: string): Conn {
  const conn = new Database(file);
  conn.pragma('journal_mode = WAL');
  conn.pragma('synchronous = NORMAL');
  conn.pragma('busy_timeout = 5000');
  // Statistics let the planner prefer the most selective index (a name prefix over a whole antenna).
  conn.pragma('optimize = 0x10002');
  return conn;
}

type Prepare = (sql: string) => Database.Statement;

/**
 * A query's LIMIT, written into its SQL rather than bound: SQLite plans with the value bound to a LIMIT, so every new
 * binding of it expired the statement and prepared it again at its next step (14 of the 81 µs of SQL of a page of
 * 'mar' in an antenna). A list's sizes are few (per_page is 1 to 100), so are its statements.
 */
function limitOf(query: FindQuery): number {
  const limit = query.limit ?? -1;
  if (!Number.isSafeInteger(limit) || limit < -1) throw new Error(`a query's limit is a whole number, not ${limit}`);
  return limit;
}

/** A query's SQL from FROM on (the window's LIMIT and OFFSET included), and its filter alone for a count. */
interface Plan {
  sql: string;
  where: string;
  params: (string | number | null)[];
  window: (string | number | null)[];
  paged: boolean;
}

interface Access {
  read: Prepare;
  write: (fn: (prepare: Prepare) => void) => Promise<void>;
  /** The documents of a cached collection read so far (JSON text, null when absent), outside transactions only. */
  cache?: () => Map<string, string | null>;
  /** The documents of a shared collection read so far, parsed and frozen (null when absent), outside transactions only. */
  shared?: () => Map<string, object | null>;
  /**
   * Run before a query inside a transaction: builds the collection's unbuilt indexes, which a projection's own
   * queries need while it fills it. Queries of readers never wait for the writer: meanwhile they scan.
   */
  beforeQuery?: () => void;
  /** Whether the collection's indexes exist yet (a reader scans until they do, see createTable). */
  indexesBuilt: () => boolean;
}

class SqliteCollection<T extends Doc> implements Collection<T> {
  private readonly table: string;
  private readonly indexed: Set<string>;

  constructor(
    private readonly spec: CollectionSpec,
    private readonly access: Access,
  ) {
    this.table = tableName(spec.name);
    this.indexed = indexedSet(spec);
  }

  async get(id: string): Promise<T | null> {
    const shared = this.access.shared?.();
    const kept = shared?.get(id);
    if (kept !== undefined) return kept as T | null;
    const cache = this.access.cache?.();
    let text = cache?.get(id);
    if (text === undefined) {
      text = (this.access.read(`SELECT json(doc) FROM ${this.table} WHERE _id = ?`).pluck().get(id) as string | undefined) ?? null;
      cache?.set(id, text);
    }
    const doc = text === null ? null : (JSON.parse(text) as T);
    shared?.set(id, doc && deepFreeze(doc));
    return doc;
  }

  async getMany(ids: string[]): Promise<T[]> {
    const shared = this.access.shared?.();
    // Each id's document: undefined until read, null when there is no such document.
    const docs = new Map<string, T | null | undefined>(ids.map((id) => [id, shared?.get(id) as T | null | undefined]));
    const unparsed = [...docs.keys()].filter((id) => docs.get(id) === undefined);
    for (const [id, text] of this.texts(unparsed)) {
      const doc = text === null ? null : (JSON.parse(text) as T);
      shared?.set(id, doc && deepFreeze(doc));
      docs.set(id, doc);
    }
    return [...docs.values()].flatMap((doc) => (doc ? [doc] : []));
  }

  /** The JSON text of each id (null when there is no such document): the cached ones kept, the others read at once. */
  private texts(ids: string[]): Map<string, string | null> {
    const cache = this.access.cache?.();
    const texts = new Map<string, string | null | undefined>(ids.map((id) => [id, cache?.get(id)]));
    const missing = ids.filter((id) => texts.get(id) === undefined);
    if (missing.length > 0) {
      const found = this.rowsById<[string, string]>('json(doc)', missing);
      for (const id of missing) {
        texts.set(id, found.get(id)?.[1] ?? null);
        cache?.set(id, found.get(id)?.[1] ?? null);
      }
    }
    return texts as Map<string, string | null>;
  }

  async put(doc: T): Promise<void> {
    const text = searchText(doc, this.spec.search ?? []);
    await this.access.write((prepare) =>
      prepare(
        `INSERT INTO ${this.table} (_id, doc, search) VALUES (?, jsonb(?), ?)
         ON CONFLICT(_id) DO UPDATE SET doc = excluded.doc, search = excluded.search`,
      ).run(doc._id, JSON.stringify(doc), text),
    );
  }

  async patch(id: string, set: Record<string, unknown>): Promise<void> {
    const doc = await this.get(id);
    if (doc) await this.put(setPaths(doc, set));
  }

  async delete(id: string): Promise<void> {
    await this.access.write((prepare) => prepare(`DELETE FROM ${this.table} WHERE _id = ?`).run(id));
  }

  async find(query: FindQuery = {}): Promise<{ items: T[]; total: number }> {
    const plan = this.plan(query);
    if (query.select) {
      const values = selectedValues(query.select);
      const items = this.pageRows<[string, string]>(query, plan, values.sql).map(([id, json]) =>
        selectedDocument<T>(values.keys, id, json),
      );
      return { items, total: this.total(query, plan, items.length) };
    }
    // A page is chosen on ids first: sorting thousands of rows then keeping twenty must not turn them all into documents.
    const items =
      plan.paged && !this.readsInPlace(query)
        ? await this.getMany(this.pageIds(plan))
        : (this.access.read(`SELECT json(doc) AS doc ${plan.sql}`).all(...plan.window) as { doc: string }[]).map(
            (row) => JSON.parse(row.doc) as T,
          );
    return { items, total: this.total(query, plan, items.length) };
  }

  async findWithJson(query: FindQuery & { select: string[] }): Promise<{ items: { json: string; doc: T }[]; total: number }> {
    const plan = this.plan(query);
    const values = selectedValues(query.select);
    const rows = this.pageRows<[string, string, string]>(query, plan, `json(doc), ${values.sql}`);
    const items = rows.map(([id, json, selected]) => ({ json, doc: selectedDocument<T>(values.keys, id, selected) }));
    return { items, total: this.total(query, plan, items.length) };
  }

  /**
   * The rows of a query (_id, then the columns asked), in its order: a page is chosen on ids first, so that rows sorted
   * then left out, or skipped before a later page, never have their columns worked out.
   */
  private pageRows<R extends [string, ...unknown[]]>(query: FindQuery, plan: Plan, columns: string): R[] {
    if (!plan.paged || this.readsInPlace(query))
      return this.access
        .read(`SELECT _id, ${columns} ${plan.sql}`)
        .raw()
        .all(...plan.window) as R[];
    const ids = this.pageIds(plan);
    const found = this.rowsById<R>(columns, ids);
    return ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [row] : [];
    });
  }

  async sum(path: string, where?: FindQuery['where']): Promise<number> {
    const plan = this.plan({ where });
    return this.access
      .read(`SELECT total(${this.column(checkPath(path))}) FROM ${this.table} WHERE ${plan.where}`)
      .pluck()
      .get(...plan.params) as number;
  }

  /** The rows of the ids found (_id, then the columns asked), by id. */
  private rowsById<R extends [string, ...unknown[]]>(columns: string, ids: string[]): Map<string, R> {
    const rows = this.access
      .read(`SELECT _id, ${columns} FROM ${this.table} WHERE _id IN (SELECT value FROM json_each(?))`)
      .raw()
      .all(JSON.stringify(ids)) as R[];
    return new Map(rows.map((row) => [row[0], row]));
  }

  /** The SQL of a query from FROM on, with its parameters, the window's included. */
  private plan(query: FindQuery): Plan {
    this.access.beforeQuery?.();
    const { sql: where, params } = compileFilter(query.where, (path) => this.column(path));
    const sort = query.sort ?? [];
    // Ties go by _id ascending unless the sort names _id: a walk along an index ending with _id then needs no sort of its own.
    const ties = sort.some(([path]) => path === '_id') ? [] : ['_id ASC'];
    const order = [...sort.map(([path, dir]) => `${this.column(checkPath(path))} ${dir === 1 ? 'ASC' : 'DESC'}`), ...ties];
    const sql = `FROM ${this.table}${this.indexedBy(query.index)} WHERE ${where} ORDER BY ${order.join(', ')} LIMIT ${limitOf(query)} OFFSET ?`;
    const paged = query.limit !== undefined || (query.skip ?? 0) > 0;
    return { sql, where, params, window: [...params, query.skip ?? 0], paged };
  }

  /**
   * Whether a page's rows are read by the statement that finds them: on the first page of a walk along a named index,
   * whose rows come in the index's order until the page is full. Elsewhere the page's ids come first, so that rows
   * sorted then left out, or skipped before a later page, are never turned into JSON text. In place, the first page of
   * 'mar' among 130,000 files took 139 µs of SQL rather than 183; page 21 took 2.3 ms rather than 1.8.
   */
  private readsInPlace(query: FindQuery): boolean {
    return query.index !== undefined && !query.skip && this.access.indexesBuilt();
  }

  private pageIds(plan: Plan): string[] {
    return this.access
      .read(`SELECT _id ${plan.sql}`)
      .pluck()
      .all(...plan.window) as string[];
  }

  /** A page's total: counted unless told not to; a query not paged counts what it found. */
  private total(query: FindQuery, plan: Plan, found: number): number {
    if (!plan.paged) return found;
    if (query.total === false) return -1;
    return (this.access.read(`SELECT count(*) AS n FROM ${this.table} WHERE ${plan.where}`).get(...plan.params) as { n: number }).n;
  }

  /** The INDEXED BY clause of a query's index, once the index exists. */
  private indexedBy(index: FindQuery['index']): string {
    if (index === undefined) return '';
    const paths = indexPaths(index).join(', ');
    if (!(this.spec.indexes ?? []).some((entry) => indexPaths(entry).join(', ') === paths))
      throw new Error(`${this.spec.name} has no index ${paths}`);
    return this.access.indexesBuilt() ? ` INDEXED BY ${indexName(this.table, index)}` : '';
  }

  private column(path: string): string {
    if (path === '_id') return '_id';
    return this.indexed.has(path) ? indexColumn(path) : `json_extract(doc, '$.${path}')`;
  }
}
