import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../users/events';
import { endedByPasswordChange, keepSession } from './passwordChange';

describe('keepSession', () => {
  const changed: UserEvent = { type: 'UserPasswordChanged', data: { password_hash: 'hash' } };

  it('records the session a password change was made from', () => {
    expect(keepSession([changed], 'jti-1')).toEqual([
      { type: 'UserPasswordChanged', data: { password_hash: 'hash', kept_session: 'jti-1' } },
    ]);
  });

  it('keeps no session when the change was made outside one', () => {
    expect(keepSession([changed], undefined)).toEqual([changed]);
  });

  it('leaves other events alone', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: {} };
    expect(keepSession([deleted], 'jti-1')).toEqual([deleted]);
  });
});

describe('endedByPasswordChange', () => {
  const changedAt = { passwordChangedPosition: '20', keptSession: 'kept' };

  it('ends a session opened before the change', () => {
    expect(endedByPasswordChange({ id: 'other', openedPosition: '9' }, changedAt)).toBe(true);
  });

  it('keeps the session the change was made from', () => {
    expect(endedByPasswordChange({ id: 'kept', openedPosition: '9' }, changedAt)).toBe(false);
  });

  it('keeps a session opened after the change', () => {
    expect(endedByPasswordChange({ id: 'later', openedPosition: '21' }, changedAt)).toBe(false);
  });

  it('keeps every session of a user whose password never changed', () => {
    expect(endedByPasswordChange({ id: 'any', openedPosition: '9' }, {})).toBe(false);
  });

  it('compares positions as numbers, not as text', () => {
    expect(endedByPasswordChange({ id: 'other', openedPosition: '100' }, { passwordChangedPosition: '99', keptSession: null })).toBe(false);
  });
});
