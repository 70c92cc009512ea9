import { describe, expect, it } from 'vitest';
import { deactivates, endedByDeactivation } from './deactivation';

describe('deactivates', () => {
  it('is true for an edit that turns the account inactive, and only for it', () => {
    expect(deactivates({ actif: { from: true, to: false } })).toBe(true);
    expect(deactivates({ actif: { from: false, to: true } })).toBe(false);
    expect(deactivates({ tel: { from: null, to: '0600000000' } })).toBe(false);
  });
});

describe('endedByDeactivation', () => {
  it('ends a session opened before the deactivation, even once the account is active again', () => {
    expect(endedByDeactivation({ openedPosition: '9' }, { deactivatedPosition: '20' })).toBe(true);
  });

  it('keeps a session opened after it', () => {
    expect(endedByDeactivation({ openedPosition: '21' }, { deactivatedPosition: '20' })).toBe(false);
  });

  it('keeps every session of an account never deactivated', () => {
    expect(endedByDeactivation({ openedPosition: '9' }, {})).toBe(false);
  });

  it('compares positions beyond 2^53 exactly', () => {
    expect(endedByDeactivation({ openedPosition: '18446744073709551617' }, { deactivatedPosition: '18446744073709551618' })).toBe(true);
  });
});
