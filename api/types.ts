// Types of what the API answers, shared with the web client (type-only: nothing of the server is bundled).
export type { AntennaDoc } from '../projections/antennas';
export type { PublicUser, UserRow, UserSummary } from '../projections/users';
export type { AntennaFields, OpeningHours } from '../domain/antennas/events';
export type { SiegeFields } from '../domain/siege/siege';
export type { UserProfile } from '../domain/users/events';
