import type { Aggregate } from '../domain/shared/aggregate';
import type { AntennaEvent } from '../domain/antennas/events';
import { evolveAntenna, initialAntennaState, type AntennaState } from '../domain/antennas/state';
import { evolveSession, initialSessionState, type SessionEvent, type SessionState } from '../domain/sessions/sessions';
import { evolveSiege, initialSiegeState, SIEGE_ID, type SiegeEvent, type SiegeState } from '../domain/siege/siege';
import type { UserEvent } from '../domain/users/events';
import { evolveLogin, initialLoginState, loginKey, type LoginEvent, type LoginState } from '../domain/users/loginReservation';
import { evolveUser, initialUserState, type UserState } from '../domain/users/state';

/** Stream names: one stream per aggregate, reservation streams for uniqueness (ARCHITECTURE.md). */
export const streams = {
  user: (id: string) => `user-${id}`,
  login: (login: string) => `login-${loginKey(login)}`,
  antenna: (id: string) => (id === SIEGE_ID ? 'siege' : `antenna-${id}`),
  session: (jti: string) => `session-${jti}`,
};

export const userAggregate: Aggregate<UserState, UserEvent> = { initialState: initialUserState, evolve: evolveUser };
export const loginAggregate: Aggregate<LoginState, LoginEvent> = { initialState: initialLoginState, evolve: evolveLogin };
export const antennaAggregate: Aggregate<AntennaState, AntennaEvent> = { initialState: initialAntennaState, evolve: evolveAntenna };
export const siegeAggregate: Aggregate<SiegeState, SiegeEvent> = { initialState: initialSiegeState, evolve: evolveSiege };
export const sessionAggregate: Aggregate<SessionState, SessionEvent> = { initialState: initialSessionState, evolve: evolveSession };
