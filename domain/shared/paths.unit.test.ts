import { describe, expect, it } from 'vitest';
import { assignPaths, deepCopy, extended, flatten, getPath, sameValue, setPaths } from './paths';

describe('getPath', () => {
  const doc = { name: 'Nord', address: { city: 'Lille', geo: null }, rights: ['a'] };

  it('reads a top-level and a nested value', () => {
    expect(getPath(doc, 'name')).toBe('Nord');
    expect(getPath(doc, 'address.city')).toBe('Lille');
  });

  it('is undefined for a missing path, or one going through null or a scalar', () => {
    expect(getPath(doc, 'address.street')).toBeUndefined();
    expect(getPath(doc, 'address.geo.lat')).toBeUndefined();
    expect(getPath(doc, 'name.first')).toBeUndefined();
    expect(getPath(null, 'name')).toBeUndefined();
  });
});

describe('setPaths', () => {
  it('assigns each path on a copy, creating the missing objects', () => {
    const doc = { name: 'Nord', address: { city: 'Lille' } };
    expect(setPaths(doc, { 'address.city': 'Roubaix', 'opening.monday': '9h-12h', name: null })).toEqual({
      name: null,
      address: { city: 'Roubaix' },
      opening: { monday: '9h-12h' },
    });
    expect(doc).toEqual({ name: 'Nord', address: { city: 'Lille' } });
  });

  it('shares nothing with the original, down to nested arrays, dates and maps', () => {
    const doc = { stays: [{ nights: [1, 2] }], at: new Date('2026-01-01'), seen: new Map([['a', { n: 1 }]]), gone: undefined };
    const copy = setPaths(doc, { name: 'x' });
    copy.stays[0].nights.push(3);
    copy.at.setFullYear(2030);
    (copy.seen.get('a') as { n: number }).n = 2;
    expect(doc.stays[0].nights).toEqual([1, 2]);
    expect(doc.at.getFullYear()).toBe(2026);
    expect(doc.seen.get('a')).toEqual({ n: 1 });
    expect('gone' in copy).toBe(true);
  });

  it('replaces a scalar, null or array on the way by an object', () => {
    expect(setPaths({ a: 'x', b: null, c: [1] }, { 'a.k': 1, 'b.k': 2, 'c.k': 3 })).toEqual({ a: { k: 1 }, b: { k: 2 }, c: { k: 3 } });
  });
});

describe('assignPaths', () => {
  it('assigns each path in the document itself, creating the missing objects', () => {
    const doc: Record<string, unknown> = { name: 'Nord', address: { city: 'Lille' }, tags: ['a'] };
    const assigned = assignPaths(doc, { 'address.city': 'Roubaix', 'opening.monday': '9h-12h', 'tags.k': 1 });
    expect(assigned).toBe(doc);
    expect(doc).toEqual({ name: 'Nord', address: { city: 'Roubaix' }, opening: { monday: '9h-12h' }, tags: { k: 1 } });
  });
});

describe('deepCopy', () => {
  it('copies every level, keys in order, sharing no object or array with the original', () => {
    const doc = { _id: 'a', stays: [{ from: '2026-01-02', tags: ['x'] }], civil: { name: 'Nord', geo: null }, n: 0, ok: false };
    const copy = deepCopy(doc) as typeof doc;
    expect(copy).toEqual(doc);
    expect(Object.keys(copy)).toEqual(Object.keys(doc));
    copy.stays[0].tags.push('y');
    copy.civil.name = 'Sud';
    expect(doc.stays[0].tags).toEqual(['x']);
    expect(doc.civil.name).toBe('Nord');
    expect(copy.stays).not.toBe(doc.stays);
  });

  it('copies a date or a map through structuredClone, and answers a scalar as it is', () => {
    const when = new Date('2026-11-28T10:00:00.000Z');
    const copy = deepCopy({ when, seen: new Map([['a', 1]]) }) as { when: Date; seen: Map<string, number> };
    expect(copy.when).toEqual(when);
    expect(copy.when).not.toBe(when);
    expect(copy.seen.get('a')).toBe(1);
    expect(deepCopy('texte')).toBe('texte');
    expect(deepCopy(null)).toBeNull();
  });
});

describe('extended', () => {
  it('is a new object with the fields added, and those of the same name replaced', () => {
    const doc = { _id: 'm1', date: '2026-01-02', nested: { n: 1 } };
    const result = extended(doc, { date: '2026-02-03', recipient_id: 'r1' });
    expect(result).toEqual({ _id: 'm1', date: '2026-02-03', nested: { n: 1 }, recipient_id: 'r1' });
    expect(result).not.toBe(doc);
    expect(doc).toEqual({ _id: 'm1', date: '2026-01-02', nested: { n: 1 } });
    // As a spread: shallow, the nested objects shared.
    expect(result.nested).toBe(doc.nested);
  });
});

describe('flatten', () => {
  it('lists leaf values by dotted path, arrays and null being leaves', () => {
    expect(flatten({ name: 'Nord', address: { city: 'Lille', geo: { lat: 50 } }, rights: ['a', 'b'], fax: null })).toEqual({
      name: 'Nord',
      'address.city': 'Lille',
      'address.geo.lat': 50,
      rights: ['a', 'b'],
      fax: null,
    });
  });

  it('lists nothing for an empty nested object', () => {
    expect(flatten({ opening: {} })).toEqual({});
  });
});

describe('sameValue', () => {
  it('counts null and undefined as the same absence', () => {
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
  });

  it('tells an absence from an empty string, zero or false', () => {
    expect(sameValue(null, '')).toBe(false);
    expect(sameValue(0, undefined)).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });

  it('compares scalars strictly', () => {
    expect(sameValue('1', '1')).toBe(true);
    expect(sameValue(1, '1')).toBe(false);
  });

  it('compares arrays item by item, in order', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
  });

  it('compares objects key by key, whatever the order, a missing key matching null', () => {
    expect(sameValue({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('tells an array from an object', () => {
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({}, [])).toBe(false);
  });
});
