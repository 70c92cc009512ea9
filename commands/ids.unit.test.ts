import { describe, expect, it } from 'vitest';
import { timeOrderedIds, uuidFromKey } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const msOf = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('timeOrderedIds', () => {
  it('makes version 7 UUIDs holding the millisecond of their making', () => {
    const at = Date.UTC(2026, 10, 27, 22, 30);
    const id = timeOrderedIds(() => at)();
    expect(id).toMatch(UUID_V7);
    expect(msOf(id)).toBe(at);
  });

  it('sorts each id after the previous one, within a millisecond and past its 4,096 ids', () => {
    const next = timeOrderedIds(() => 1_700_000_000_000);
    const ids = Array.from({ length: 5_000 }, next);
    expect(new Set(ids).size).toBe(5_000);
    expect([...ids].sort()).toEqual(ids);
    expect(msOf(ids[4_095])).toBe(1_700_000_000_000);
    expect(msOf(ids[4_096])).toBe(1_700_000_000_001);
  });

  it('keeps counting on when the clock is set back', () => {
    let now = 1_800_000_000_000;
    const next = timeOrderedIds(() => now);
    const before = next();
    now -= 60_000;
    const after = next();
    expect(after > before).toBe(true);
    expect(msOf(after)).toBe(1_800_000_000_000);
  });

  it('takes a new sequence, from zero, at a later millisecond', () => {
    let now = 1_800_000_000_000;
    const next = timeOrderedIds(() => now);
    next();
    next();
    now += 1;
    expect(next().slice(14, 18)).toBe('7000');
  });
});

describe('uuidFromKey', () => {
  it('gives the same version 5 layout UUID for the same key, another for another key', () => {
    expect(uuidFromKey('alert|a')).toBe(uuidFromKey('alert|a'));
    expect(uuidFromKey('alert|a')).not.toBe(uuidFromKey('alert|b'));
    expect(uuidFromKey('alert|a')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
