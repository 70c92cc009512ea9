import type { AntennaEvent, AntennaFields } from '../antennas/events';
import type { Actor } from '../users/actor';
import type { UserEvent, UserProfile } from '../users/events';
import { DEFAULT_RIGHTS, type Habilitation } from '../users/habilitations';

/** A signed-in user with the usual rights of their habilitation. */
export function buildActor(habilitation: Habilitation, overrides: Partial<Actor> = {}): Actor {
  return { id: `${habilitation}-1`, habilitation, rights: DEFAULT_RIGHTS[habilitation], antenna_id: 'ant-nord', ...overrides };
}

/** A valid user profile. */
export function buildUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    surname: 'Camille',
    name: 'Moreau',
    habilitation: 'volunteer',
    antenna_id: 'ant-nord',
    actif: true,
    activity: { start_date: '2025-09-01' },
    rights: DEFAULT_RIGHTS.volunteer,
    ...overrides,
  };
}

/** The event that created a user with that profile. */
export function userCreated(overrides: Partial<UserProfile> = {}): UserEvent {
  return { type: 'UserCreated', data: { user: buildUserProfile(overrides), login: 'cmoreau', password_hash: 'hash' } };
}

/** A valid antenna form. */
export function buildAntenna(overrides: Partial<AntennaFields> = {}): AntennaFields {
  return {
    name: 'Antenne Nord',
    address: { street: '12 rue des Lilas', postal_code: '59000', city: 'Lille' },
    tel: '0320000000',
    ...overrides,
  };
}

/** The event that created an antenna with those fields. */
export function antennaCreated(overrides: Partial<AntennaFields> = {}): AntennaEvent {
  return { type: 'AntennaCreated', data: { antenna: buildAntenna(overrides) } };
}
