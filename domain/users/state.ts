import { applyChanges } from '../shared/changes';
import type { UserEvent, UserProfile } from './events';

/** A user as folded from its stream. */
export interface UserState {
  exists: boolean;
  deleted: boolean;
  login: string;
  passwordHash: string;
  profile: UserProfile;
}

export const initialUserState: UserState = {
  exists: false,
  deleted: false,
  login: '',
  passwordHash: '',
  profile: { surname: '', name: '', habilitation: 'volunteer', antenna_id: null, actif: false, rights: [] },
};

/** Applies one event to a user. */
export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { exists: true, deleted: false, login: event.data.login, passwordHash: event.data.password_hash, profile: event.data.user };
    case 'UserChanged':
      return { ...state, profile: applyChanges(state.profile, event.data.changes) };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.password_hash };
    case 'UserDeleted':
      return { ...state, deleted: true };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
