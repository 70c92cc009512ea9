import { describe, expect, it } from 'vitest';
import { evolveReservation, initialReservationState, reserve } from '../shared/reservation';
import { given } from '../testing/givenWhenThen';
import { loginKey, loginTaken } from './loginReservation';

describe('login reservation', () => {
  it('refuses a login held by another user with USER_ALREADY_EXISTS', () => {
    given({ initialState: initialReservationState, evolve: evolveReservation }, [
      { type: 'Reserved', data: { holder: 'u-1', value: 'lgarnier' } },
    ])
      .when((state) => reserve({ holder: 'u-2', value: 'lgarnier' }, state, loginTaken))
      .thenRefuses('USER_ALREADY_EXISTS', 'Le login est déjà utilisé');
  });

  it('keys logins without regard to case and surrounding spaces', () => {
    expect(loginKey('  LGarnier ')).toBe('lgarnier');
    expect(loginKey('lgarnier')).toBe(loginKey('LGARNIER'));
  });
});
