import { describe, it } from 'vitest';
import { conflict } from './errors';
import { evolveReservation, initialReservationState, release, reserve, type ReservationEvent, type ReservationState } from './reservation';
import { given } from '../testing/givenWhenThen';

const reservations = { initialState: initialReservationState, evolve: evolveReservation };
const heldByA: ReservationEvent = { type: 'Reserved', data: { holder: 'a', value: 'SPIP du Rhône' } };
const taken = (value: string) => conflict('TAKEN', `« ${value} » est déjà pris`);
const claim = (holder: string) => (state: ReservationState) => reserve({ holder, value: 'spip du rhone' }, state, taken);

describe('reserve', () => {
  it('gives a free value to its holder', () => {
    given(reservations)
      .when(claim('a'))
      .then([{ type: 'Reserved', data: { holder: 'a', value: 'spip du rhone' } }]);
  });

  it('refuses a value held by someone else, naming it as it was reserved', () => {
    given(reservations, [heldByA]).when(claim('b')).thenRefuses('TAKEN', '« SPIP du Rhône » est déjà pris');
  });

  it('records nothing when the holder claims it again', () => {
    given(reservations, [heldByA]).when(claim('a')).thenNothing();
  });

  it('gives a released value to someone else', () => {
    given(reservations, [heldByA, { type: 'Released', data: { holder: 'a' } }])
      .when(claim('b'))
      .then([{ type: 'Reserved', data: { holder: 'b', value: 'spip du rhone' } }]);
  });
});

describe('release', () => {
  it('frees a value held by its holder only', () => {
    given(reservations, [heldByA])
      .when((state) => release({ holder: 'a' }, state))
      .then([{ type: 'Released', data: { holder: 'a' } }]);
    given(reservations, [heldByA])
      .when((state) => release({ holder: 'b' }, state))
      .thenNothing();
    given(reservations)
      .when((state) => release({ holder: 'a' }, state))
      .thenNothing();
  });
});
