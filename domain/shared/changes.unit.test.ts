import { describe, expect, it } from 'vitest';
import { applyChanges, diffUpdate, noChanges, touchedFields, type UpdateRequest } from './changes';
import { CONCURRENT_CHANGE, DomainError } from './errors';

const stored = { name: 'Antenne Nord', tel: '0320000000', address: { street: '12 rue des Lilas', city: 'Lille' }, rights: ['a', 'b'] };
const request = (origin: object, current: object, options: Partial<UpdateRequest> = {}): UpdateRequest => ({
  origin: origin as Record<string, unknown>,
  current: current as Record<string, unknown>,
  failOnConcurrent: false,
  ...options,
});

/** The error thrown by the call, for asserting on its fields. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error, none was thrown');
}

describe('diffUpdate', () => {
  it('records a changed nested field by its leaf path, with the stored value and the new one', () => {
    expect(diffUpdate(stored, request(stored, { ...stored, address: { ...stored.address, city: 'Roubaix' } }))).toEqual({
      'address.city': { from: 'Lille', to: 'Roubaix' },
    });
  });

  it('ignores fields the user did not change', () => {
    expect(diffUpdate(stored, request(stored, { ...stored }))).toEqual({});
  });

  it('ignores a field already at its new value, even when concurrency failure is asked', () => {
    const now = { ...stored, tel: '0320111111' };
    expect(diffUpdate(now, request(stored, { ...stored, tel: '0320111111' }, { failOnConcurrent: true }))).toEqual({});
  });

  it('ignores _id and created_on', () => {
    const withIdentity = { ...stored, _id: 'ant-nord', created_on: '2025-01-01' };
    expect(diffUpdate(withIdentity, request(withIdentity, { ...withIdentity, _id: 'ant-sud', created_on: '2026-01-01' }))).toEqual({});
  });

  it('never records the abilities a read carries, even when a client sends them changed', () => {
    const read = { ...stored, abilities: { edit: false } };
    expect(diffUpdate(stored, request(read, { ...read, abilities: { edit: true }, tel: '0320999999' }))).toEqual({
      tel: { from: stored.tel, to: '0320999999' },
    });
  });

  it('records a field present only in the edited form, from null when nothing is stored', () => {
    expect(diffUpdate(stored, request(stored, { ...stored, email: 'nord@exemple.fr' }))).toEqual({
      email: { from: null, to: 'nord@exemple.fr' },
    });
  });

  it('leaves a field absent from the edited form alone by default', () => {
    const { tel: _tel, ...withoutTel } = stored;
    expect(diffUpdate(stored, request(stored, withoutTel))).toEqual({});
  });

  it('clears every field of an object the edited form sends null, and nothing else', () => {
    expect(diffUpdate(stored, request(stored, { ...stored, address: null }))).toEqual({
      'address.street': { from: '12 rue des Lilas', to: null },
      'address.city': { from: 'Lille', to: null },
    });
  });

  it('clears a field absent from the edited form when removeAbsent is asked', () => {
    const { tel: _tel, ...withoutTel } = stored;
    expect(diffUpdate(stored, request(stored, withoutTel, { removeAbsent: true }))).toEqual({ tel: { from: '0320000000', to: null } });
  });

  it('clears nothing for a field absent from the edited form that was already empty in the loaded one', () => {
    expect(diffUpdate({ ...stored, fax: '0320999999' }, request({ ...stored, fax: null }, stored, { removeAbsent: true }))).toEqual({});
  });

  it('refuses with CONFLICT_ERROR a changed field whose stored value is no longer the loaded one', () => {
    const now = { ...stored, tel: '0320999999' };
    const error = thrownBy(() => diffUpdate(now, request(stored, { ...stored, tel: '0320111111' }, { failOnConcurrent: true })));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', code: 'CONFLICT_ERROR', message: CONCURRENT_CHANGE, data: { field: 'tel' } });
  });

  it('does not refuse when only a field the user left alone was changed by someone else', () => {
    const now = { ...stored, tel: '0320999999' };
    expect(diffUpdate(now, request(stored, { ...stored, name: 'Antenne Nord-Est' }, { failOnConcurrent: true }))).toEqual({
      name: { from: 'Antenne Nord', to: 'Antenne Nord-Est' },
    });
  });

  it('counts a stored null and a loaded absence as the same value', () => {
    const now = { ...stored, email: null };
    expect(diffUpdate(now, request(stored, { ...stored, email: 'nord@exemple.fr' }, { failOnConcurrent: true }))).toEqual({
      email: { from: null, to: 'nord@exemple.fr' },
    });
  });

  it('keeps the stored value as from when concurrency failure is not asked', () => {
    const now = { ...stored, tel: '0320999999' };
    expect(diffUpdate(now, request(stored, { ...stored, tel: '0320111111' }))).toEqual({ tel: { from: '0320999999', to: '0320111111' } });
  });

  it('compares arrays as values: a copy with the same items is no change', () => {
    expect(diffUpdate(stored, request(stored, { ...stored, rights: ['a', 'b'] }))).toEqual({});
  });

  it('records a changed array whole, under its own path', () => {
    expect(diffUpdate(stored, request(stored, { ...stored, rights: ['b', 'a'] }))).toEqual({
      rights: { from: ['a', 'b'], to: ['b', 'a'] },
    });
  });
});

describe('applyChanges', () => {
  it('sets each changed path, creating missing nested objects, without touching the original', () => {
    const original = structuredClone(stored);
    const next = applyChanges(stored, {
      'address.city': { from: 'Lille', to: 'Roubaix' },
      'opening.monday': { from: null, to: '9h-12h' },
      tel: { from: '0320000000', to: null },
    });
    expect(next).toEqual({ ...stored, tel: null, address: { street: '12 rue des Lilas', city: 'Roubaix' }, opening: { monday: '9h-12h' } });
    expect(stored).toEqual(original);
  });
});

describe('touchedFields', () => {
  it('names the top-level field of each changed path', () => {
    const touched = touchedFields({
      'address.city': { from: 'Lille', to: 'Roubaix' },
      'address.street': { from: 'a', to: 'b' },
      tel: { from: '1', to: '2' },
    });
    expect([...touched].sort()).toEqual(['address', 'tel']);
  });
});

describe('noChanges', () => {
  it('is true only for an empty set of changes', () => {
    expect(noChanges({})).toBe(true);
    expect(noChanges({ tel: { from: '1', to: '2' } })).toBe(false);
  });
});
