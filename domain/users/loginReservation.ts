import { conflict } from '../shared/errors';
import { USER_MESSAGES } from './rules';

// A login is unique across users: each login has a reservation stream that one user holds at a time.

export type LoginEvent =
  | { type: 'LoginReserved'; data: { user_id: string; login: string } }
  | { type: 'LoginReleased'; data: { user_id: string } };

export interface LoginState {
  holder: string | null;
}

export const initialLoginState: LoginState = { holder: null };

/** Applies one event to a login reservation. */
export function evolveLogin(_state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'LoginReserved':
      return { holder: event.data.user_id };
    case 'LoginReleased':
      return { holder: null };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** The key a login is reserved under: logins differing only by case or surrounding spaces are the same. */
export const loginKey = (login: string) => login.trim().toLowerCase();

/** Reserves a free login for a user; taken by someone else: USER_ALREADY_EXISTS. */
export function reserveLogin(command: { userId: string; login: string }, state: LoginState): LoginEvent[] {
  if (state.holder === command.userId) return [];
  if (state.holder !== null) throw conflict('USER_ALREADY_EXISTS', USER_MESSAGES.loginTaken);
  return [{ type: 'LoginReserved', data: { user_id: command.userId, login: command.login.trim() } }];
}

/** Frees a login held by a deleted user. */
export function releaseLogin(command: { userId: string }, state: LoginState): LoginEvent[] {
  return state.holder === command.userId ? [{ type: 'LoginReleased', data: { user_id: command.userId } }] : [];
}
