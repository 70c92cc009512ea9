/** A stored document: read models are JSON objects keyed by _id. */
export interface Doc {
  _id: string;
}

type Scalar = string | number | boolean | null;

/** Conditions on one field: a MongoDB subset that every adapter translates. */
export interface FieldOps {
  $in?: Scalar[];
  /** None of the values (a missing field is none of them unless null is listed), as MongoDB's $nin. */
  $nin?: Scalar[];
  $ne?: Scalar;
  $gt?: Scalar;
  $gte?: Scalar;
  $lt?: Scalar;
  $lte?: Scalar;
  $exists?: boolean;
}

/** Filter: equality or operators per field path, $or / $and of filters, $text on the declared search fields. */
export interface Filter {
  $or?: Filter[];
  $and?: Filter[];
  /** Every word must appear, accent- and case-insensitively, in the collection's search fields. */
  $text?: string;
  [field: string]: Scalar | FieldOps | Filter[] | string | undefined;
}

/** A query on a collection; sort ties are broken by _id, ascending unless the sort names _id, so pages are stable. */
export interface FindQuery {
  where?: Filter;
  sort?: [string, 1 | -1][];
  skip?: number;
  limit?: number;
  /** Only these scalar paths (and _id) in the documents returned: for queries that read two fields of thousands of rows. */
  select?: readonly string[];
  /** false: the total of a paged query is not counted (answered as -1), for readers going through every page. */
  total?: boolean;
  /**
   * A declared index (as declared) to walk for the documents, in place of the store's choice: when a filter matches a
   * large share of the collection, a page sorted on this index is found reading a few rows in order, where a store
   * left to itself may gather every match through a more selective index and sort them all. The total is counted
   * as the store chooses.
   */
  index?: string | string[];
}

/** One read-model collection. */
export interface Collection<T extends Doc> {
  get(id: string): Promise<T | null>;
  getMany(ids: string[]): Promise<T[]>;
  put(doc: T): Promise<void>;
  /** Sets the given (possibly dotted) paths on an existing document; does nothing when it is absent. */
  patch(id: string, set: Record<string, unknown>): Promise<void>;
  delete(id: string): Promise<void>;
  find(query?: FindQuery): Promise<{ items: T[]; total: number }>;
  /**
   * find with select, each document also as the JSON text the store holds: a list answers the texts as they are,
   * with a few fields of its own after each (projections/jsonText.ts), where parsing whole documents and serialising
   * them again cost more than the rest of its work. doc holds _id and the selected paths only.
   */
  findWithJson(query: FindQuery & { select: string[] }): Promise<{ items: { json: string; doc: T }[]; total: number }>;
  /** The sum of a numeric path over the documents a filter finds (0 when none), counted by the store without reading them. */
  sum(path: string, where?: Filter): Promise<number>;
}

/** A collection's declaration: field paths to index (a list of paths is one compound index), and fields that $text searches. */
export interface CollectionSpec {
  name: string;
  indexes?: (string | string[])[];
  search?: string[];
  /**
   * Read by id on most requests and seldom written (users, sessions, antennas): a store that can tell when its
   * content changed keeps what it read of them in memory until the next change (the SQLite store does).
   */
  cached?: boolean;
  /**
   * Cached, and read whole on many requests (the room directory of the calendar, 20 KB): a store that keeps it in
   * memory keeps each document parsed and frozen, the same object for every reader until the next change. A reader
   * never changes what get answers; writes go through put and patch, which copy.
   */
  shared?: boolean;
}

/** Collections seen by one unit of work. */
export interface DocSession {
  collection<T extends Doc>(name: string): Collection<T>;
}

/** The document-store port. */
export interface DocStore extends DocSession {
  /** Declares collections (creates them and their indexes when missing). */
  ensure(specs: CollectionSpec[]): Promise<void>;
  /** Runs fn with collections whose writes commit together, or not at all if fn throws. */
  transaction<R>(fn: (tx: DocSession) => Promise<R>): Promise<R>;
  /** Empties a collection (its declaration stays). */
  drop(name: string): Promise<void>;
  close(): Promise<void>;
}

/** A field path as accepted in filters and sorts: letters, digits and underscores, dotted. */
export const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
