import { describe, expect, it } from 'vitest';
import { blanksToNull, changedFields, currentOf, sameAsServer, valuesDiffer } from './forms';

const loaded: { name: string; tel?: string | null; address: { city: string }; archived: boolean } = {
  name: 'CCAS',
  tel: null,
  address: { city: 'Lyon' },
  archived: false,
};

describe('changedFields', () => {
  it('keeps only the fields whose value changed, absent and null alike', () => {
    expect(changedFields({ name: 'CCAS', address: { city: 'Lyon' }, archived: false }, loaded)).toEqual({});
    expect(changedFields({ ...loaded, tel: '0478000000', address: { city: 'Bron' } }, loaded)).toEqual({
      tel: '0478000000',
      address: { city: 'Bron' },
    });
  });

  it('compares a field the way it is told to, the others as the server does', () => {
    const sameTel = (field: string, value: unknown, before: unknown) => field === 'tel' || sameAsServer(field, value, before);
    expect(changedFields({ ...loaded, tel: '0478000000', archived: true }, loaded, sameTel)).toEqual({ archived: true });
  });
});

describe('currentOf', () => {
  it('is the record as loaded with the changed fields only', () => {
    const origin = { _id: 'o-1', name: 'CCAS', tel: undefined, extra: 'kept' };
    // The form filled the absent phone in as '': no change, so the loaded (absent) value stays.
    expect(currentOf(origin, { name: 'CCAS de Lyon', tel: null }, { name: 'CCAS', tel: null })).toEqual({
      _id: 'o-1',
      name: 'CCAS de Lyon',
      tel: undefined,
      extra: 'kept',
    });
  });
});

describe('valuesDiffer', () => {
  it('compares form values as they are sent', () => {
    const sent = (values: { tel: string }) => blanksToNull(values);
    expect(valuesDiffer({ tel: '' }, { tel: '' }, sent)).toBe(false);
    expect(valuesDiffer({ tel: '' }, { tel: '06' }, sent)).toBe(true);
  });
});

describe('blanksToNull', () => {
  it('sends a cleared field as null, deep down', () => {
    expect(blanksToNull({ a: '', b: { c: '' }, d: 'x' })).toEqual({ a: null, b: { c: null }, d: 'x' });
  });
});
