import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Collection, DocStore } from '../../projections/docStore';

/** What the contract needs from an adapter: a fresh, empty store. */
export interface DocStoreFactory {
  create(): Promise<{ store: DocStore; dispose(): Promise<void> }>;
}

interface Person {
  _id: string;
  name: string;
  city?: string | null;
  age?: number;
  actif?: boolean;
  address?: { city?: string; postal_code?: string };
  tags?: string[];
}

const people: Person[] = [
  { _id: 'p1', name: 'Éloïse Durand', city: 'Paris', age: 31, actif: true, address: { city: 'Paris', postal_code: '75011' } },
  { _id: 'p2', name: 'Jean Dupont', city: 'Lyon', age: 45, actif: false, address: { city: 'Lyon', postal_code: '69003' } },
  { _id: 'p3', name: 'Chloé Martin', city: null, age: 27, actif: true, tags: ['Sainte-Anne'] },
  { _id: 'p4', name: 'Marc Lefèvre', age: 45, actif: true },
];

/** The document-store contract: every adapter runs this suite unchanged. */
export function describeDocStoreContract(name: string, factory: DocStoreFactory): void {
  describe(`DocStore contract: ${name}`, () => {
    let store: DocStore;
    let dispose: () => Promise<void>;
    let col: Collection<Person>;

    beforeEach(async () => {
      ({ store, dispose } = await factory.create());
      await store.ensure([
        {
          name: 'people',
          indexes: ['city', 'age', 'address.city', ['actif', 'age'], ['city', 'age', '_id']],
          search: ['name', 'address.city', 'tags'],
        },
      ]);
      col = store.collection<Person>('people');
      for (const person of people) await col.put(person);
    });
    afterEach(async () => {
      await dispose();
    });

    const ids = async (where: Parameters<Collection<Person>['find']>[0]) => (await col.find(where)).items.map((p) => p._id);

    it('puts, gets, replaces and deletes documents', async () => {
      expect(await col.get('p1')).toEqual(people[0]);
      expect(await col.get('nope')).toBeNull();
      await col.put({ _id: 'p1', name: 'Other' });
      expect(await col.get('p1')).toEqual({ _id: 'p1', name: 'Other' });
      await col.delete('p1');
      expect(await col.get('p1')).toBeNull();
    });

    it('gets many documents in the order asked, skipping absent ones', async () => {
      expect((await col.getMany(['p3', 'zz', 'p1'])).map((p) => p._id)).toEqual(['p3', 'p1']);
      expect(await col.getMany([])).toEqual([]);
    });

    it('patches dotted paths of an existing document only, its search text with them', async () => {
      await col.patch('p2', { 'address.city': 'Lille', age: 46 });
      expect(await col.get('p2')).toMatchObject({ age: 46, address: { city: 'Lille', postal_code: '69003' } });
      expect(await ids({ where: { $text: 'lille' } })).toEqual(['p2']);
      expect(await ids({ where: { $text: 'lyon' } })).toEqual([]);
      await col.patch('absent', { age: 1 });
      expect(await col.get('absent')).toBeNull();
    });

    it('patches through a null, scalar or array parent, which becomes an object, and removes a path patched to undefined', async () => {
      for (const [id, address] of [
        ['n', null],
        ['s', 'rue'],
        ['a', ['rue']],
      ] as const) {
        await col.put({ _id: id, name: 'Nouveau', address } as unknown as Person);
        await col.patch(id, { 'address.postal_code': '59000', city: undefined });
        expect(await col.get(id)).toEqual({ _id: id, name: 'Nouveau', address: { postal_code: '59000' } });
      }
      await col.patch('p1', { 'address.postal_code': '75012', city: undefined });
      expect(await col.get('p1')).toEqual({ ...people[0], city: undefined, address: { city: 'Paris', postal_code: '75012' } });
      expect(await col.get('p1')).not.toHaveProperty('city');
    });

    it('filters on equality, null and booleans', async () => {
      expect(await ids({ where: { city: 'Paris' } })).toEqual(['p1']);
      expect(await ids({ where: { city: null } })).toEqual(['p3', 'p4']);
      expect(await ids({ where: { actif: false } })).toEqual(['p2']);
      expect(await ids({ where: { 'address.city': 'Lyon' } })).toEqual(['p2']);
    });

    it('filters with $in, $nin, $ne, comparisons and $exists', async () => {
      expect(await ids({ where: { city: { $in: ['Paris', 'Lyon'] } } })).toEqual(['p1', 'p2']);
      expect(await ids({ where: { city: { $in: ['Paris', null] } } })).toEqual(['p1', 'p3', 'p4']);
      expect(await ids({ where: { city: { $in: [] } } })).toEqual([]);
      expect(await ids({ where: { city: { $ne: 'Paris' } } })).toEqual(['p2', 'p3', 'p4']);
      expect(await ids({ where: { city: { $nin: ['Paris'] } } })).toEqual(['p2', 'p3', 'p4']);
      expect(await ids({ where: { city: { $nin: ['Paris', null] } } })).toEqual(['p2']);
      expect(await ids({ where: { city: { $nin: [] } } })).toEqual(['p1', 'p2', 'p3', 'p4']);
      expect(await ids({ where: { _id: { $nin: Array.from({ length: 2000 }, (_, i) => `x${i}`).concat('p1') } } })).toEqual([
        'p2',
        'p3',
        'p4',
      ]);
      expect(await ids({ where: { age: { $gte: 31, $lt: 45 } } })).toEqual(['p1']);
      expect(await ids({ where: { age: { $gt: 31 } } })).toEqual(['p2', 'p4']);
      expect(await ids({ where: { age: { $lte: 27 } } })).toEqual(['p3']);
      expect(await ids({ where: { city: { $exists: true } } })).toEqual(['p1', 'p2', 'p3']);
      expect(await ids({ where: { tags: { $exists: false } } })).toEqual(['p1', 'p2', 'p4']);
    });

    // Where MongoDB's own semantics differ from SQL's, the port follows the SQLite adapter: these pin it.
    it('matches nothing for a comparison with null, and present non-null values for $ne: null', async () => {
      expect(await ids({ where: { age: { $gte: null } } })).toEqual([]);
      expect(await ids({ where: { city: { $lte: null } } })).toEqual([]);
      expect(await ids({ where: { city: { $ne: null } } })).toEqual(['p1', 'p2']);
    });

    it('ignores an operator given no value, as a field given no value', async () => {
      expect(await ids({ where: { age: { $gte: 31, $lte: undefined } } })).toEqual(['p1', 'p2', 'p4']);
      expect(await ids({ where: { city: { $ne: undefined }, name: undefined } })).toEqual(['p1', 'p2', 'p3', 'p4']);
    });

    it('matches nothing for an empty $or, and ignores an $or branch that matches nothing', async () => {
      expect(await ids({ where: { $or: [] } })).toEqual([]);
      expect(await ids({ where: { $or: [{ age: { $gt: null } }, { city: 'Lyon' }] } })).toEqual(['p2']);
      expect(await ids({ where: { $or: [{ $text: 'lefevre' }, { city: 'Lyon' }] } })).toEqual(['p2', 'p4']);
    });

    it('combines $or and $and with other fields', async () => {
      expect(await ids({ where: { actif: true, $or: [{ city: 'Paris' }, { age: 45 }] } })).toEqual(['p1', 'p4']);
      expect(await ids({ where: { $and: [{ age: 45 }, { actif: true }] } })).toEqual(['p4']);
    });

    it('searches text without regard to accents or case, every word required', async () => {
      expect(await ids({ where: { $text: 'eloise' } })).toEqual(['p1']);
      expect(await ids({ where: { $text: 'LEFEVRE' } })).toEqual(['p4']);
      expect(await ids({ where: { $text: 'dup lyon' } })).toEqual(['p2']);
      expect(await ids({ where: { $text: 'dupont paris' } })).toEqual([]);
      expect(await ids({ where: { $text: 'sainte anne' } })).toEqual(['p3']);
      expect(await ids({ where: { $text: '100%' } })).toEqual([]);
    });

    it('sorts, ties broken by id, and pages with a total', async () => {
      expect(await ids({ sort: [['age', -1]] })).toEqual(['p2', 'p4', 'p1', 'p3']);
      expect(
        await ids({
          sort: [
            ['age', 1],
            ['name', 1],
          ],
        }),
      ).toEqual(['p3', 'p1', 'p2', 'p4']);
      const page = await col.find({ sort: [['age', 1]], skip: 1, limit: 2 });
      expect(page.items.map((p) => p._id)).toEqual(['p1', 'p2']);
      expect(page.total).toBe(4);
      expect((await col.find({ where: { actif: true }, limit: 1 })).total).toBe(3);
    });

    it('sorts nulls and missing values first, strings by code point, false before true', async () => {
      expect(await ids({ sort: [['city', 1]] })).toEqual(['p3', 'p4', 'p2', 'p1']);
      expect(await ids({ sort: [['city', -1]] })).toEqual(['p1', 'p2', 'p3', 'p4']);
      expect(await ids({ sort: [['name', 1]] })).toEqual(['p3', 'p2', 'p4', 'p1']);
      expect(await ids({ sort: [['actif', -1]] })).toEqual(['p1', 'p3', 'p4', 'p2']);
      expect(await ids({ sort: [['_id', -1]] })).toEqual(['p4', 'p3', 'p2', 'p1']);
      // A sort naming _id breaks its ties itself, here descending.
      expect(
        await ids({
          sort: [
            ['actif', -1],
            ['_id', -1],
          ],
        }),
      ).toEqual(['p4', 'p3', 'p1', 'p2']);
      expect(
        (
          await col.find({
            sort: [
              ['actif', -1],
              ['_id', -1],
            ],
            skip: 1,
            limit: 2,
          })
        ).items.map((p) => p._id),
      ).toEqual(['p3', 'p1']);
    });

    it('answers a page of 0 with no document and the total', async () => {
      expect(await col.find({ where: { actif: true }, limit: 0 })).toEqual({ items: [], total: 3 });
    });

    it('walks a declared index when told to: the same page and the same total', async () => {
      const query = { where: { actif: true }, sort: [['age', -1]] as [string, -1][], skip: 1, limit: 2 };
      const walked = await col.find({ ...query, index: ['actif', 'age'] });
      expect(walked).toEqual(await col.find(query));
      expect(walked.items.map((p) => p._id)).toEqual(['p1', 'p3']);
      expect(walked.total).toBe(3);
      // The first page too, which a store may read otherwise (SQLite: in the statement that finds it).
      const first = { ...query, skip: 0 };
      expect(await col.find({ ...first, index: ['actif', 'age'] })).toEqual(await col.find(first));
      const withJson = await col.findWithJson({ ...first, index: ['actif', 'age'], select: ['age'] });
      expect(withJson).toEqual(await col.findWithJson({ ...first, select: ['age'] }));
      expect(withJson.items.map((item) => [JSON.parse(item.json)._id, item.doc])).toEqual([
        ['p4', { _id: 'p4', age: 45 }],
        ['p1', { _id: 'p1', age: 31 }],
      ]);
    });

    it('refuses to walk an index that was not declared', async () => {
      await expect(col.find({ sort: [['name', 1]], limit: 2, index: 'name' })).rejects.toThrow();
    });

    it('pages without counting the total when told not to (readers going through every page)', async () => {
      const page = await col.find({ sort: [['age', 1]], skip: 1, limit: 2, total: false });
      expect(page.items.map((p) => p._id)).toEqual(['p1', 'p2']);
      expect(page.total).toBe(-1);
    });

    it('returns only the selected scalar paths when asked', async () => {
      const { items, total } = await col.find({ where: { actif: true }, sort: [['age', 1]], select: ['age', 'address.city', 'actif'] });
      expect(items).toEqual([
        { _id: 'p3', age: 27, address: { city: null }, actif: true },
        { _id: 'p1', age: 31, address: { city: 'Paris' }, actif: true },
        { _id: 'p4', age: 45, address: { city: null }, actif: true },
      ]);
      expect(total).toBe(3);
    });

    it('returns a single selected path with its JSON type, and null where it is missing', async () => {
      const { items } = await col.find({ sort: [['age', 1]], select: ['actif'] });
      expect(items).toEqual([
        { _id: 'p3', actif: true },
        { _id: 'p1', actif: true },
        { _id: 'p2', actif: false },
        { _id: 'p4', actif: true },
      ]);
      // A page further on: the rows skipped have no value worked out, the page's come in order.
      const page = await col.find({ sort: [['age', 1]], skip: 1, limit: 2, select: ['actif'] });
      expect(page).toEqual({
        items: [
          { _id: 'p1', actif: true },
          { _id: 'p2', actif: false },
        ],
        total: 4,
      });
      const { items: cities } = await col.find({ where: { _id: { $in: ['p1', 'p3'] } }, sort: [['age', 1]], select: ['address.city'] });
      expect(cities).toEqual([
        { _id: 'p3', address: { city: null } },
        { _id: 'p1', address: { city: 'Paris' } },
      ]);
    });

    it('finds documents with their JSON text as find finds them, and the selected paths alone parsed', async () => {
      const query = { where: { actif: true }, sort: [['age', -1]] as [string, -1][], skip: 1, limit: 2 };
      const found = await col.find(query);
      const withJson = await col.findWithJson({ ...query, select: ['age', 'address.city'] });
      expect(withJson.total).toBe(found.total);
      expect(withJson.items.map((item) => JSON.parse(item.json))).toEqual(found.items);
      expect(withJson.items.map((item) => item.doc)).toEqual([
        { _id: 'p1', age: 31, address: { city: 'Paris' } },
        { _id: 'p3', age: 27, address: { city: null } },
      ]);
      const all = await col.findWithJson({ where: { name: 'Jean Dupont' }, select: [] });
      expect(all).toEqual({ items: [{ json: JSON.stringify(people[1]), doc: { _id: 'p2' } }], total: 1 });
    });

    it('sums a numeric path over the documents a filter finds, missing values aside, 0 when none', async () => {
      expect(await col.sum('age')).toBe(148);
      expect(await col.sum('age', { actif: true, city: { $ne: 'Paris' } })).toBe(72);
      expect(await col.sum('age', { $text: 'durand' })).toBe(31);
      expect(await col.sum('age', { city: 'Marseille' })).toBe(0);
      await col.put({ _id: 'p5', name: 'Sans âge' });
      expect(await col.sum('age')).toBe(148);
      await expect(col.sum("age') --")).rejects.toThrow();
    });

    it('serves a cached collection as it stands after every write, in or out of a transaction', async () => {
      await store.ensure([{ name: 'accounts', cached: true }]);
      const accounts = store.collection<Person>('accounts');
      await accounts.put({ _id: 'a1', name: 'Avant' });
      const first = await accounts.get('a1');
      expect(first).toEqual({ _id: 'a1', name: 'Avant' });
      if (first) first.name = 'Changé par un lecteur';
      expect(await accounts.get('a1')).toEqual({ _id: 'a1', name: 'Avant' });
      expect(await accounts.get('a2')).toBeNull();
      await store.transaction(async (tx) => {
        await tx.collection<Person>('accounts').put({ _id: 'a1', name: 'Après' });
        await tx.collection<Person>('accounts').put({ _id: 'a2', name: 'Nouveau' });
      });
      expect(await accounts.get('a1')).toEqual({ _id: 'a1', name: 'Après' });
      expect(await store.collection<Person>('accounts').getMany(['a2', 'a3', 'a1'])).toEqual([
        { _id: 'a2', name: 'Nouveau' },
        { _id: 'a1', name: 'Après' },
      ]);
      await accounts.delete('a2');
      expect(await accounts.getMany(['a1', 'a2'])).toEqual([{ _id: 'a1', name: 'Après' }]);
    });

    it('refuses field paths that are not plain dotted names', async () => {
      await expect(col.find({ sort: [["name') --", 1]] })).rejects.toThrow();
      await expect(col.find({ where: { "x' OR 1=1 --": 'a' } })).rejects.toThrow();
    });

    it('commits the writes of a transaction together', async () => {
      await store.transaction(async (tx) => {
        const people = tx.collection<Person>('people');
        await people.put({ _id: 'p5', name: 'Nouveau' });
        expect(await people.get('p5')).toMatchObject({ name: 'Nouveau' });
        expect(await col.get('p5')).toBeNull();
        await people.delete('p1');
      });
      expect(await col.get('p5')).toMatchObject({ name: 'Nouveau' });
      expect(await col.get('p1')).toBeNull();
    });

    it('keeps none of the writes of a transaction that throws', async () => {
      await expect(
        store.transaction(async (tx) => {
          await tx.collection<Person>('people').put({ _id: 'p5', name: 'Nouveau' });
          await tx.collection<Person>('people').delete('p1');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await col.get('p5')).toBeNull();
      expect(await col.get('p1')).not.toBeNull();
    });

    it('empties a collection on drop and keeps it usable', async () => {
      await store.drop('people');
      expect((await col.find()).total).toBe(0);
      await col.put({ _id: 'p9', name: 'Après' });
      expect(await ids({ where: { $text: 'apres' } })).toEqual(['p9']);
    });
  });
}
