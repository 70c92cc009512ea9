import type { ClientSession, Collection as Driver } from 'mongodb';
import { setPaths } from '@domain/shared/paths';
import type { AsyncLock } from './asyncLock';
import { checkPath } from './paths';
import { translateFilter } from './mongoFilter';
import { findPlan, selectedDocument, WITHOUT_SEARCH } from './mongoQuery';
import { patchPlan, storedDocument } from './mongoWrites';
import type { Collection, CollectionSpec, Doc, FindQuery } from '../../projections/docStore';

/** A document as the driver sees it: string ids, any fields. */
export interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

/** Where the operations of a collection run: in a transaction's session (one at a time), or each on its own. */
export interface Scope {
  session?: ClientSession;
  lock?: AsyncLock;
}

/** One read-model collection on MongoDB, with the semantics of the SQLite adapter's. */
export class MongoCollection<T extends Doc> implements Collection<T> {
  private readonly search: string[];

  constructor(
    private readonly driver: Driver<StoredDoc>,
    spec: CollectionSpec,
    private readonly scope: Scope,
  ) {
    this.search = spec.search ?? [];
  }

  get(id: string): Promise<T | null> {
    return this.serial(() => this.read(id));
  }

  getMany(ids: string[]): Promise<T[]> {
    return this.serial(async () => {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const docs = await this.driver.find({ _id: { $in: unique } }, { projection: WITHOUT_SEARCH, session: this.scope.session }).toArray();
      const byId = new Map(docs.map((doc) => [doc._id, doc as unknown as T]));
      return unique.flatMap((id) => byId.get(id) ?? []);
    });
  }

  put(doc: T): Promise<void> {
    return this.serial(() => this.write(doc));
  }

  patch(id: string, set: Record<string, unknown>): Promise<void> {
    return this.serial(async () => {
      const plan = patchPlan(set, this.search);
      if (plan.kind === 'none') return;
      if (plan.kind === 'update') {
        const { matchedCount } = await this.driver.updateOne({ _id: id, ...plan.guard }, plan.update, { session: this.scope.session });
        if (matchedCount > 0) return;
      }
      // Absent, or a parent the update cannot go through: read, change as the SQLite adapter does, replace.
      const doc = await this.read(id);
      if (doc) await this.write(setPaths(doc, set));
    });
  }

  delete(id: string): Promise<void> {
    return this.serial(async () => {
      await this.driver.deleteOne({ _id: id }, { session: this.scope.session });
    });
  }

  find(query: FindQuery = {}): Promise<{ items: T[]; total: number }> {
    return this.serial(async () => {
      const filter = translateFilter(query.where);
      const plan = findPlan(query);
      const session = this.scope.session;
      const found = plan.empty
        ? []
        : await this.driver
            .find(filter, {
              sort: plan.sort,
              skip: plan.skip,
              ...(plan.limit !== null && { limit: plan.limit }),
              ...(plan.hint && { hint: plan.hint }),
              projection: plan.projection,
              session,
            })
            .toArray();
      const select = query.select;
      const items = (select ? found.map((doc) => selectedDocument(doc, select)) : found) as T[];
      const total =
        plan.total === 'items' ? items.length : plan.total === 'skip' ? -1 : await this.driver.countDocuments(filter, { session });
      return { items, total };
    });
  }

  async findWithJson(query: FindQuery & { select: string[] }): Promise<{ items: { json: string; doc: T }[]; total: number }> {
    const { items, total } = await this.find({ ...query, select: undefined });
    return { items: items.map((doc) => ({ json: JSON.stringify(doc), doc: selectedDocument(doc, query.select) as T })), total };
  }

  sum(path: string, where?: FindQuery['where']): Promise<number> {
    return this.serial(async () => {
      const match = translateFilter(where);
      const [row] = await this.driver
        .aggregate<{ total: number }>([{ $match: match }, { $group: { _id: null, total: { $sum: `$${checkPath(path)}` } } }], {
          session: this.scope.session,
        })
        .toArray();
      return row?.total ?? 0;
    });
  }

  private async read(id: string): Promise<T | null> {
    return (await this.driver.findOne({ _id: id }, { projection: WITHOUT_SEARCH, session: this.scope.session })) as T | null;
  }

  private async write(doc: T): Promise<void> {
    await this.driver.replaceOne({ _id: doc._id }, storedDocument(doc, this.search), { upsert: true, session: this.scope.session });
  }

  /** In a transaction, operations wait for each other: the driver does not run two at once on one session. */
  private serial<R>(op: () => Promise<R>): Promise<R> {
    return this.scope.lock ? this.scope.lock.run(op) : op();
  }
}
