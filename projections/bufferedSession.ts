import { assignPaths, deepCopy } from '@domain/shared/paths';
import type { Collection, Doc, DocSession, FindQuery } from './docStore';

/**
 * A transaction's writes held until it ends: a document put many times in one batch (a file edited ten times)
 * is written once (serialised once, at the flush), and read back from memory meanwhile. Documents are held as
 * copies, and read back as copies, so a handler that changes an object after putting or getting it changes
 * nothing stored, as with a direct write. A query flushes its collection first, so it sees every write before it.
 */
export class BufferedSession implements DocSession {
  private readonly collections = new Map<string, BufferedCollection<Doc>>();

  constructor(private readonly inner: DocSession) {}

  collection<T extends Doc>(name: string): Collection<T> {
    let collection = this.collections.get(name);
    if (!collection) this.collections.set(name, (collection = new BufferedCollection(this.inner.collection(name))));
    return collection as unknown as Collection<T>;
  }

  /** Writes what is held; call it before the transaction commits. */
  async flush(): Promise<void> {
    for (const collection of this.collections.values()) await collection.flush();
  }
}

class BufferedCollection<T extends Doc> implements Collection<T> {
  /** By id: a copy of the document, or null once deleted. */
  private readonly held = new Map<string, T | null>();

  constructor(private readonly inner: Collection<T>) {}

  async get(id: string): Promise<T | null> {
    const doc = this.held.get(id);
    if (doc !== undefined) return doc === null ? null : (deepCopy(doc) as T);
    return this.inner.get(id);
  }

  async getMany(ids: string[]): Promise<T[]> {
    const unique = [...new Set(ids)];
    const stored = new Map((await this.inner.getMany(unique.filter((id) => !this.held.has(id)))).map((doc) => [doc._id, doc]));
    return unique.flatMap((id) => {
      const doc = this.held.get(id);
      if (doc === undefined) return stored.get(id) ?? [];
      return doc === null ? [] : [deepCopy(doc) as T];
    });
  }

  async put(doc: T): Promise<void> {
    this.held.set(doc._id, deepCopy(doc) as T);
  }

  async patch(id: string, set: Record<string, unknown>): Promise<void> {
    // What get answers is this patch's own (a copy, or a document just read): changed and held as it is, with a copy
    // of the values set, it is copied once rather than three times (a rebuild patches a file's row at each meeting).
    const doc = await this.get(id);
    if (doc) this.held.set(id, assignPaths(doc, deepCopy(set) as Record<string, unknown>));
  }

  async delete(id: string): Promise<void> {
    this.held.set(id, null);
  }

  async find(query?: FindQuery): Promise<{ items: T[]; total: number }> {
    await this.flush();
    return this.inner.find(query);
  }

  async findWithJson(query: FindQuery & { select: string[] }): Promise<{ items: { json: string; doc: T }[]; total: number }> {
    await this.flush();
    return this.inner.findWithJson(query);
  }

  async sum(path: string, where?: FindQuery['where']): Promise<number> {
    await this.flush();
    return this.inner.sum(path, where);
  }

  async flush(): Promise<void> {
    for (const [id, doc] of this.held) {
      if (doc === null) await this.inner.delete(id);
      else await this.inner.put(doc);
    }
    this.held.clear();
  }
}
