import { describe, expect, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import { evolveLogin, initialLoginState, loginKey, releaseLogin, reserveLogin, type LoginEvent, type LoginState } from './loginReservation';

const logins = { initialState: initialLoginState, evolve: evolveLogin };
const reservedByU1: LoginEvent = { type: 'LoginReserved', data: { user_id: 'u-1', login: 'lgarnier' } };
const reserve = (userId: string, login = 'lgarnier') => (state: LoginState) => reserveLogin({ userId, login }, state);
const release = (userId: string) => (state: LoginState) => releaseLogin({ userId }, state);

describe('reserveLogin', () => {
  it('reserves a free login, trimmed, for the user', () => {
    given(logins)
      .when(reserve('u-1', '  LGarnier '))
      .then([{ type: 'LoginReserved', data: { user_id: 'u-1', login: 'LGarnier' } }]);
  });

  it('refuses a login held by another user with USER_ALREADY_EXISTS', () => {
    given(logins, [reservedByU1]).when(reserve('u-2')).thenRefuses('USER_ALREADY_EXISTS', 'Le login est déjà utilisé');
  });

  it('records nothing when the user already holds the login', () => {
    given(logins, [reservedByU1]).when(reserve('u-1')).thenNothing();
  });

  it('reserves a login released by its former holder', () => {
    given(logins, [reservedByU1, { type: 'LoginReleased', data: { user_id: 'u-1' } }])
      .when(reserve('u-2'))
      .then([{ type: 'LoginReserved', data: { user_id: 'u-2', login: 'lgarnier' } }]);
  });
});

describe('releaseLogin', () => {
  it('releases a login held by the user', () => {
    given(logins, [reservedByU1]).when(release('u-1')).then([{ type: 'LoginReleased', data: { user_id: 'u-1' } }]);
  });

  it('records nothing when another user holds the login', () => {
    given(logins, [reservedByU1]).when(release('u-2')).thenNothing();
  });

  it('records nothing for a free login', () => {
    given(logins).when(release('u-1')).thenNothing();
  });
});

describe('loginKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(loginKey('  LGarnier ')).toBe('lgarnier');
    expect(loginKey('LGARNIER')).toBe(loginKey('lgarnier'));
  });

  it('keeps logins that differ otherwise apart', () => {
    expect(loginKey('l.garnier')).toBe('l.garnier');
    expect(loginKey('lgarnier2')).not.toBe(loginKey('lgarnier'));
  });
});
