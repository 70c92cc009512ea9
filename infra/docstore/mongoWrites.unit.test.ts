import { describe, expect, it } from 'vitest';
import { setPaths } from '@domain/shared/paths';
import { translateFilter } from './mongoFilter';
import { patchPlan, storedDocument } from './mongoWrites';

const SEARCH = ['name', 'address.city', 'tags'];

describe('storedDocument', () => {
  it('adds the normalised text of the declared search fields, strings and lists of strings', () => {
    const doc = { _id: 'p3', name: 'Chloé Martin', address: { city: 'Saint-Étienne' }, tags: ['Sainte-Anne', 'Œuvre'], age: 27 };
    expect(storedDocument(doc, SEARCH)).toEqual({ ...doc, _search: 'chloe martin saint etienne sainte anne oeuvre' });
  });

  it('stores the JSON form of the document, as the SQLite adapter does', () => {
    const stored = storedDocument(
      { _id: 'a', gone: undefined, at: new Date('2026-01-02T03:04:05.000Z'), zero: -0, list: [1, undefined] },
      [],
    );
    expect(stored).toEqual({ _id: 'a', at: '2026-01-02T03:04:05.000Z', zero: 0, list: [1, null] });
    expect('gone' in stored).toBe(false);
    expect(Object.is(stored.zero, 0)).toBe(true);
  });

  it('adds no search text to a collection without search fields', () => {
    expect(storedDocument({ _id: 'a', name: 'Jean' }, [])).toEqual({ _id: 'a', name: 'Jean' });
  });

  it('writes an empty search text when the search fields are missing', () => {
    expect(storedDocument({ _id: 'a' }, SEARCH)).toEqual({ _id: 'a', _search: '' });
  });

  it('refuses a document with its own _search field, which reads would strip', () => {
    expect(() => storedDocument({ _id: 'a', _search: 'x' }, [])).toThrow('_search is reserved');
  });

  it('is matched by the $text regexes exactly where the SQLite adapter matches (the contract examples)', () => {
    const people = [
      { _id: 'p1', name: 'Éloïse Durand', address: { city: 'Paris' } },
      { _id: 'p2', name: 'Jean Dupont', address: { city: 'Lyon' } },
      { _id: 'p3', name: 'Chloé Martin', tags: ['Sainte-Anne'] },
      { _id: 'p4', name: 'Marc Lefèvre' },
    ].map((p) => storedDocument(p, SEARCH));
    const matching = (text: string) => {
      const query = translateFilter({ $text: text });
      const words = ((query.$and as { _search: { $regex: string } }[] | undefined) ?? [query as { _search: { $regex: string } }]).map(
        (clause) => new RegExp(clause._search.$regex),
      );
      return people.filter((p) => words.every((word) => word.test(p._search as string))).map((p) => p._id);
    };
    expect(matching('eloise')).toEqual(['p1']);
    expect(matching('LEFEVRE')).toEqual(['p4']);
    expect(matching('dup lyon')).toEqual(['p2']);
    expect(matching('dupont paris')).toEqual([]);
    expect(matching('sainte anne')).toEqual(['p3']);
    expect(matching('100%')).toEqual([]);
    expect(matching('ont')).toEqual(['p2']);
  });
});

describe('patchPlan', () => {
  it('does nothing for an empty patch', () => {
    expect(patchPlan({}, SEARCH)).toEqual({ kind: 'none' });
  });

  it('sets top-level paths with $set and no guard', () => {
    expect(patchPlan({ age: 46, closed: true, note: null }, SEARCH)).toEqual({
      kind: 'update',
      guard: {},
      update: { $set: { age: 46, closed: true, note: null } },
    });
  });

  it('sets dotted paths with $set, guarded so that every parent is missing or an object', () => {
    const objectOrMissing = (path: string) => ({
      $or: [{ [path]: { $exists: false } }, { [path]: { $type: 'object', $not: { $type: 'array' } } }],
    });
    expect(patchPlan({ 'address.postal_code': '69003', 'a.b.c': 1 }, SEARCH)).toEqual({
      kind: 'update',
      guard: { $and: [objectOrMissing('address'), objectOrMissing('a'), objectOrMissing('a.b')] },
      update: { $set: { 'address.postal_code': '69003', 'a.b.c': 1 } },
    });
  });

  it('stores the JSON form of the values set', () => {
    const plan = patchPlan({ at: new Date('2026-01-02T00:00:00.000Z'), detail: { x: undefined, y: 1 } }, []);
    expect(plan).toEqual({ kind: 'update', guard: {}, update: { $set: { at: '2026-01-02T00:00:00.000Z', detail: { y: 1 } } } });
  });

  it('removes a path set to undefined, as JSON drops it from the SQLite document', () => {
    expect(patchPlan({ user_ref: undefined, age: 3 }, [])).toEqual({
      kind: 'update',
      guard: {},
      update: { $set: { age: 3 }, $unset: { user_ref: '' } },
    });
    expect(patchPlan({ user_ref: undefined }, [])).toEqual({ kind: 'update', guard: {}, update: { $unset: { user_ref: '' } } });
  });

  it('replaces the whole document when a patched path changes the search text', () => {
    expect(patchPlan({ name: 'Autre' }, SEARCH)).toEqual({ kind: 'replace' });
    expect(patchPlan({ address: { city: 'Lille' } }, SEARCH)).toEqual({ kind: 'replace' });
    expect(patchPlan({ 'address.city': 'Lille' }, SEARCH)).toEqual({ kind: 'replace' });
    expect(patchPlan({ 'tags.0': 'x' }, SEARCH)).toEqual({ kind: 'replace' });
    expect(patchPlan({ 'address.postal_code': '59000' }, SEARCH).kind).toBe('update');
    expect(patchPlan({ names: 'x' }, SEARCH).kind).toBe('update');
  });

  it('replaces the whole document when one patched path lies inside another (MongoDB refuses both at once)', () => {
    expect(patchPlan({ a: { b: 1 }, 'a.c': 2 }, [])).toEqual({ kind: 'replace' });
    expect(patchPlan({ 'a.b': 1, 'a.b.c': 2 }, [])).toEqual({ kind: 'replace' });
    expect(patchPlan({ 'a.b': 1, 'a.c': 2 }, []).kind).toBe('update');
  });

  it('replaces the whole document for paths an update cannot name', () => {
    expect(patchPlan({ 'odd-key': 1 }, [])).toEqual({ kind: 'replace' });
    expect(patchPlan({ $inc: 1 }, [])).toEqual({ kind: 'replace' });
    expect(patchPlan({ _id: 'other' }, [])).toEqual({ kind: 'replace' });
    expect(patchPlan({ _search: 'x' }, [])).toEqual({ kind: 'replace' });
  });

  it('gives, through the replace fallback, what setPaths gives when a parent is null, a scalar or an array', () => {
    // The guard sends these documents to the fallback, which applies setPaths like the SQLite adapter.
    expect(setPaths({ _id: 'a', address: null }, { 'address.city': 'Lille' })).toEqual({ _id: 'a', address: { city: 'Lille' } });
    expect(setPaths({ _id: 'a', address: 'rue' }, { 'address.city': 'Lille' })).toEqual({ _id: 'a', address: { city: 'Lille' } });
    expect(setPaths({ _id: 'a', address: [1] }, { 'address.city': 'Lille' })).toEqual({ _id: 'a', address: { city: 'Lille' } });
  });
});
