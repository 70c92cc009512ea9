import { describe, expect, it } from 'vitest';
import { databaseName, findPlan, indexSpecs, selectedDocument, supportsTransactions } from './mongoQuery';

describe('findPlan', () => {
  it('sorts by _id alone, reads everything and counts the items of an unpaged query', () => {
    expect(findPlan({})).toEqual({ sort: { _id: 1 }, skip: 0, limit: null, projection: { _search: 0 }, empty: false, total: 'items' });
  });

  it('keeps the sort order given and breaks ties by _id ascending', () => {
    const plan = findPlan({
      sort: [
        ['age', -1],
        ['address.city', 1],
      ],
    });
    expect(plan.sort).toEqual({ age: -1, 'address.city': 1, _id: 1 });
    expect(Object.keys(plan.sort)).toEqual(['age', 'address.city', '_id']);
  });

  it('keeps a sort on _id as asked instead of adding the tie-breaker', () => {
    expect(findPlan({ sort: [['_id', -1]] }).sort).toEqual({ _id: -1 });
    expect(Object.keys(findPlan({ sort: [['_id', 1]] }).sort)).toEqual(['_id']);
  });

  it('keeps the first direction of a path sorted twice, as ORDER BY does', () => {
    expect(
      findPlan({
        sort: [
          ['age', 1],
          ['age', -1],
        ],
      }).sort,
    ).toEqual({ age: 1, _id: 1 });
  });

  it('reads any direction but 1 as descending, as the SQLite adapter does', () => {
    expect(findPlan({ sort: [['age', 0 as never]] }).sort).toEqual({ age: -1, _id: 1 });
  });

  it('refuses sort paths that are not plain dotted names', () => {
    expect(() => findPlan({ sort: [["name') --", 1]] })).toThrow('Invalid field path');
    expect(() => findPlan({ sort: [['$natural', 1]] })).toThrow('Invalid field path');
  });

  it('pages with skip and limit, counting the total', () => {
    expect(findPlan({ skip: 20, limit: 10 })).toMatchObject({ skip: 20, limit: 10, empty: false, total: 'count' });
    expect(findPlan({ limit: 10 })).toMatchObject({ skip: 0, limit: 10, total: 'count' });
    expect(findPlan({ skip: 5 })).toMatchObject({ skip: 5, limit: null, total: 'count' });
  });

  it('answers -1 for the total of a paged query told not to count, and counts an unpaged one anyway', () => {
    expect(findPlan({ limit: 10, total: false }).total).toBe('skip');
    expect(findPlan({ total: false }).total).toBe('items');
  });

  it('reads nothing for a limit of 0, which MongoDB would take as no limit, and still counts', () => {
    expect(findPlan({ limit: 0 })).toMatchObject({ empty: true, total: 'count' });
  });

  it('hints the key pattern of the index a query walks, every path ascending as the indexes are created', () => {
    expect(findPlan({ index: ['antenna_id', 'file_number'] }).hint).toEqual({ antenna_id: 1, file_number: 1 });
    expect(findPlan({ index: 'file_number' }).hint).toEqual({ file_number: 1 });
    expect(findPlan({}).hint).toBeUndefined();
    expect(() => findPlan({ index: "x') --" })).toThrow();
  });

  it('reads a negative limit as none and a negative skip as 0, as SQLite LIMIT and OFFSET do', () => {
    expect(findPlan({ limit: -1, skip: -3 })).toMatchObject({ limit: null, skip: 0, empty: false, total: 'count' });
    expect(findPlan({ skip: -3 }).total).toBe('items');
  });

  it('projects the selected paths only (with _id), or every field but the search text', () => {
    expect(findPlan({ select: ['age', 'address.city'] }).projection).toEqual({ age: 1, 'address.city': 1 });
    expect(findPlan({ select: ['_id'] }).projection).toEqual({ _id: 1 });
    expect(findPlan({}).projection).toEqual({ _search: 0 });
    expect(() => findPlan({ select: ['a b'] })).toThrow('Invalid field path');
  });
});

describe('selectedDocument', () => {
  it('gives _id and each selected path, null where the document has no value', () => {
    expect(selectedDocument({ _id: 'p1', age: 31, address: { city: 'Paris' } }, ['age', 'address.city'])).toEqual({
      _id: 'p1',
      age: 31,
      address: { city: 'Paris' },
    });
    expect(selectedDocument({ _id: 'p3', age: 27 }, ['age', 'address.city'])).toEqual({ _id: 'p3', age: 27, address: { city: null } });
    expect(selectedDocument({ _id: 'p4', city: null }, ['city'])).toEqual({ _id: 'p4', city: null });
  });

  it('keeps booleans and zero as they are', () => {
    expect(selectedDocument({ _id: 'a', actif: false, n: 0 }, ['actif', 'n'])).toEqual({ _id: 'a', actif: false, n: 0 });
  });

  it('gives null for a path through an array, as json_extract does', () => {
    expect(selectedDocument({ _id: 'a', address: [{ city: 'Lyon' }] }, ['address.city'])).toEqual({ _id: 'a', address: { city: null } });
  });
});

describe('indexSpecs', () => {
  it('creates one ascending index per declared path and a compound one per list', () => {
    expect(indexSpecs({ name: 'people', indexes: ['city', 'address.city', ['actif', 'age']] })).toEqual([
      { key: { city: 1 } },
      { key: { 'address.city': 1 } },
      { key: { actif: 1, age: 1 } },
    ]);
  });

  it('keeps the order of a compound index', () => {
    expect(Object.keys(indexSpecs({ name: 'files', indexes: [['antenna', 'number']] })[0].key)).toEqual(['antenna', 'number']);
  });

  it('indexes the search text when the collection declares search fields', () => {
    expect(indexSpecs({ name: 'people', indexes: ['city'], search: ['name'] })).toEqual([{ key: { city: 1 } }, { key: { _search: 1 } }]);
    expect(indexSpecs({ name: 'people', search: [] })).toEqual([]);
  });

  it('creates nothing for a collection without indexes, and one index for a path declared twice', () => {
    expect(indexSpecs({ name: 'projection_checkpoints' })).toEqual([]);
    expect(indexSpecs({ name: 'files', indexes: ['antenna', ['antenna']] })).toEqual([{ key: { antenna: 1 } }]);
  });

  it('refuses index paths that are not plain dotted names', () => {
    expect(() => indexSpecs({ name: 'x', indexes: ['$**'] })).toThrow('Invalid field path');
    expect(() => indexSpecs({ name: 'x', indexes: [['a', 'b c']] })).toThrow('Invalid field path');
  });
});

describe('databaseName', () => {
  it('reads the database from the connection string path', () => {
    expect(databaseName('mongodb://mongo:27017/accueil')).toBe('accueil');
    expect(databaseName('mongodb://u:p%2Fw@a:27017,b:27017/accueil?replicaSet=rs0&authSource=admin')).toBe('accueil');
    expect(databaseName('mongodb+srv://user:secret@cluster0.example.net/prod_rm?retryWrites=true')).toBe('prod_rm');
    expect(databaseName('mongodb://localhost/caf%C3%A9')).toBe('café');
  });

  it("defaults to 'passerelles' when the path names none", () => {
    expect(databaseName('mongodb://localhost:27017')).toBe('passerelles');
    expect(databaseName('mongodb://localhost:27017/')).toBe('passerelles');
    expect(databaseName('mongodb://localhost:27017/?replicaSet=rs0')).toBe('passerelles');
    expect(databaseName('mongodb://localhost:27017?replicaSet=rs0')).toBe('passerelles');
  });
});

describe('supportsTransactions', () => {
  it('accepts a replica set member and a mongos router, and refuses a standalone server', () => {
    expect(supportsTransactions({ isWritablePrimary: true, setName: 'rs0' })).toBe(true);
    expect(supportsTransactions({ isWritablePrimary: true, msg: 'isdbgrid' })).toBe(true);
    expect(supportsTransactions({ isWritablePrimary: true })).toBe(false);
  });
});
