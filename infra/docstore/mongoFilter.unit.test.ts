import { describe, expect, it } from 'vitest';
import { escapeRegex, MATCH_NOTHING, translateFilter } from './mongoFilter';
import type { Filter } from '../../projections/docStore';

// Each expectation below is the MongoDB query whose documented semantics equal the SQL that
// sqliteFilter.ts compiles for the same filter (json_extract gives NULL for a missing field or a null).
describe('translateFilter', () => {
  it('matches everything without a filter, or with one that constrains nothing', () => {
    expect(translateFilter(undefined)).toEqual({});
    expect(translateFilter({})).toEqual({});
    expect(translateFilter({ city: undefined, $text: undefined })).toEqual({});
    expect(translateFilter({ city: {} })).toEqual({});
    expect(translateFilter({ $and: [] })).toEqual({});
    expect(translateFilter({ $text: ' -- ' })).toEqual({});
  });

  it('turns equality into $eq, on plain and dotted paths and _id', () => {
    expect(translateFilter({ city: 'Paris' })).toEqual({ city: { $eq: 'Paris' } });
    expect(translateFilter({ 'address.city': 'Lyon' })).toEqual({ 'address.city': { $eq: 'Lyon' } });
    expect(translateFilter({ _id: 'p1' })).toEqual({ _id: { $eq: 'p1' } });
    expect(translateFilter({ age: 45, actif: false })).toEqual({ age: { $eq: 45 }, actif: { $eq: false } });
  });

  it('matches a null field and a missing one alike with $eq: null (SQL IS NULL)', () => {
    expect(translateFilter({ city: null })).toEqual({ city: { $eq: null } });
  });

  it('passes $in and $nin through, null in the list standing for null or missing as in MongoDB', () => {
    expect(translateFilter({ city: { $in: ['Paris', 'Lyon'] } })).toEqual({ city: { $in: ['Paris', 'Lyon'] } });
    expect(translateFilter({ city: { $in: ['Paris', null] } })).toEqual({ city: { $in: ['Paris', null] } });
    expect(translateFilter({ city: { $in: [] } })).toEqual({ city: { $in: [] } });
    expect(translateFilter({ city: { $nin: ['Paris'] } })).toEqual({ city: { $nin: ['Paris'] } });
    expect(translateFilter({ city: { $nin: ['Paris', null] } })).toEqual({ city: { $nin: ['Paris', null] } });
    expect(translateFilter({ city: { $nin: [] } })).toEqual({ city: { $nin: [] } });
  });

  it('passes $ne through: a missing field differs from any value, and $ne: null means present and not null', () => {
    expect(translateFilter({ city: { $ne: 'Paris' } })).toEqual({ city: { $ne: 'Paris' } });
    expect(translateFilter({ city: { $ne: null } })).toEqual({ city: { $ne: null } });
    expect(translateFilter({ actif: { $ne: true } })).toEqual({ actif: { $ne: true } });
  });

  it('keeps comparisons together on one path', () => {
    expect(translateFilter({ age: { $gte: 31, $lt: 45 } })).toEqual({ age: { $gte: 31, $lt: 45 } });
    expect(translateFilter({ age: { $gt: 31 }, name: { $lte: 'M' } })).toEqual({ age: { $gt: 31 }, name: { $lte: 'M' } });
    expect(translateFilter({ actif: { $gt: false } })).toEqual({ actif: { $gt: false } });
  });

  it('matches nothing for a comparison with null, as SQL compares nothing with NULL', () => {
    for (const op of ['$gt', '$gte', '$lt', '$lte']) expect(translateFilter({ age: { [op]: null } })).toEqual(MATCH_NOTHING);
    expect(translateFilter({ age: { $gte: 1, $lte: null } })).toEqual(MATCH_NOTHING);
    expect(translateFilter({ city: 'Paris', age: { $lt: null } })).toEqual(MATCH_NOTHING);
    expect(MATCH_NOTHING).toEqual({ _id: { $in: [] } });
  });

  it('turns $exists into a boolean, present-but-null counting as present', () => {
    expect(translateFilter({ city: { $exists: true } })).toEqual({ city: { $exists: true } });
    expect(translateFilter({ tags: { $exists: false } })).toEqual({ tags: { $exists: false } });
  });

  it('ignores an operator given no value, as a field given no value', () => {
    expect(translateFilter({ age: { $gte: 31, $lte: undefined } })).toEqual({ age: { $gte: 31 } });
    expect(translateFilter({ city: { $ne: undefined } })).toEqual({});
  });

  it('combines $or with other fields, and flattens $and into the conjunction', () => {
    expect(translateFilter({ actif: true, $or: [{ city: 'Paris' }, { age: 45 }] })).toEqual({
      actif: { $eq: true },
      $or: [{ city: { $eq: 'Paris' } }, { age: { $eq: 45 } }],
    });
    expect(translateFilter({ $and: [{ age: 45 }, { actif: true }] })).toEqual({ age: { $eq: 45 }, actif: { $eq: true } });
    expect(translateFilter({ $or: [{ city: 'Paris' }] })).toEqual({ city: { $eq: 'Paris' } });
  });

  it('falls back to $and when two conditions constrain the same key', () => {
    expect(translateFilter({ age: { $gt: 20 }, $and: [{ age: { $lt: 40 } }] })).toEqual({
      $and: [{ age: { $gt: 20 } }, { age: { $lt: 40 } }],
    });
    expect(translateFilter({ $or: [{ a: 1 }, { b: 1 }], $and: [{ $or: [{ c: 1 }, { d: 1 }] }] })).toEqual({
      $and: [{ $or: [{ a: { $eq: 1 } }, { b: { $eq: 1 } }] }, { $or: [{ c: { $eq: 1 } }, { d: { $eq: 1 } }] }],
    });
  });

  it('never sends an empty $or (MongoDB refuses it): it matches nothing, as SQL FALSE', () => {
    expect(translateFilter({ $or: [] })).toEqual(MATCH_NOTHING);
    expect(translateFilter({ city: 'Paris', $or: [] })).toEqual(MATCH_NOTHING);
    expect(translateFilter({ $or: [{ age: { $gt: null } }, { city: 'Lyon' }] })).toEqual({ city: { $eq: 'Lyon' } });
    expect(translateFilter({ $or: [{ age: { $gt: null } }] })).toEqual(MATCH_NOTHING);
    expect(translateFilter({ $or: [{ city: 'Lyon' }, {}] })).toEqual({});
    expect(translateFilter({ city: 'Lyon', $or: [{ $or: [] }, { age: 3 }] })).toEqual({ city: { $eq: 'Lyon' }, age: { $eq: 3 } });
  });

  it('nests $or inside $or and $and inside $or', () => {
    const filter: Filter = { $or: [{ $and: [{ a: 1 }, { b: 2 }] }, { $or: [{ c: 3 }, { d: 4 }] }] };
    expect(translateFilter(filter)).toEqual({
      $or: [{ a: { $eq: 1 }, b: { $eq: 2 } }, { $or: [{ c: { $eq: 3 } }, { d: { $eq: 4 } }] }],
    });
  });
});

describe('translateFilter $text', () => {
  it('requires each normalised word as an unanchored, case-sensitive substring of the lower-case search text', () => {
    expect(translateFilter({ $text: 'eloise' })).toEqual({ _search: { $regex: 'eloise' } });
    expect(translateFilter({ $text: 'dup lyon' })).toEqual({ $and: [{ _search: { $regex: 'dup' } }, { _search: { $regex: 'lyon' } }] });
  });

  it('removes accents, ligatures and case from the query as the stored text was', () => {
    expect(translateFilter({ $text: 'ÉLOÏSE' })).toEqual({ _search: { $regex: 'eloise' } });
    expect(translateFilter({ $text: 'Lefèvre' })).toEqual({ _search: { $regex: 'lefevre' } });
    expect(translateFilter({ $text: 'Œuvre' })).toEqual({ _search: { $regex: 'oeuvre' } });
  });

  it('splits on punctuation and runs of spaces', () => {
    expect(translateFilter({ $text: '  Sainte-Anne,  Paris ' })).toEqual({
      $and: [{ _search: { $regex: 'sainte' } }, { _search: { $regex: 'anne' } }, { _search: { $regex: 'paris' } }],
    });
    expect(translateFilter({ $text: '100%' })).toEqual({ _search: { $regex: '100' } });
  });

  it('escapes the characters the normalised words keep that a regex would read (the dot)', () => {
    expect(translateFilter({ $text: 'j.dupont@mail.fr' })).toEqual({ _search: { $regex: 'j\\.dupont@mail\\.fr' } });
  });

  it('joins $text with field conditions and inside $or', () => {
    expect(translateFilter({ city: 'Lyon', $text: 'dup' })).toEqual({ city: { $eq: 'Lyon' }, _search: { $regex: 'dup' } });
    expect(translateFilter({ $or: [{ $text: 'dup' }, { city: 'Paris' }] })).toEqual({
      $or: [{ _search: { $regex: 'dup' } }, { city: { $eq: 'Paris' } }],
    });
  });
});

describe('escapeRegex', () => {
  it('escapes every regular expression metacharacter so the text matches literally', () => {
    const text = 'a.b*c+d?e^f$g(h)i[j]k{l}m|n\\o/p-q';
    const escaped = escapeRegex(text);
    expect(escaped).toBe('a\\.b\\*c\\+d\\?e\\^f\\$g\\(h\\)i\\[j\\]k\\{l\\}m\\|n\\\\o\\/p\\-q');
    expect(new RegExp(escaped).test(`xx${text}yy`)).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
  });
});

describe('translateFilter refusals', () => {
  it('refuses paths that are not plain dotted names, even beside a clause that matches nothing', () => {
    expect(() => translateFilter({ "x' OR 1=1 --": 'a' })).toThrow('Invalid field path');
    expect(() => translateFilter({ $where: 'sleep(1000)' })).toThrow('Invalid field path');
    expect(() => translateFilter({ 'a.$b': 1 })).toThrow('Invalid field path');
    expect(() => translateFilter({ age: { $gt: null }, 'bad path': 1 })).toThrow('Invalid field path');
    expect(() => translateFilter({ $or: [{ 'bad path': 1 }] })).toThrow('Invalid field path');
  });

  it('refuses operators outside the subset', () => {
    expect(() => translateFilter({ city: { $regex: '.*' } as never })).toThrow('Unsupported filter operator: $regex');
    expect(() => translateFilter({ city: { $where: 'x' } as never })).toThrow('Unsupported filter operator: $where');
  });

  it('refuses values that are not scalars, so no object reaches the server as an operator', () => {
    expect(() => translateFilter({ city: { $ne: { $gt: '' } } as never })).toThrow('must be a string, a number, a boolean or null');
    expect(() => translateFilter({ city: { $in: [{ $gt: '' }] } as never })).toThrow('must be a string, a number, a boolean or null');
    expect(() => translateFilter({ city: { $in: 'Paris' } as never })).toThrow('$in on city needs a list of values');
    expect(() => translateFilter({ tags: ['a'] as never })).toThrow('must be a string, a number, a boolean or null');
  });
});
