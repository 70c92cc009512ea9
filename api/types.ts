// Types of what the API answers, shared with the web client (type-only: nothing of the server is bundled).
export type { AntennaDoc } from '../projections/antennas';
export type { PublicUser, UserRow, UserSummary } from '../projections/users';
export type { AntennaFields, OpeningHours } from '../domain/antennas/events';
export type { SiegeFields } from '../domain/siege/siege';
export type { UserProfile } from '../domain/users/events';
export type { ChoiceItem } from '../projections/choices';
export type { OrganismRecord, OrganismRow } from '../projections/organisms';
export type { ContactRecord, ContactRow } from '../projections/contacts';
export type { OrganismFields } from '../domain/organisms/organisms';
export type { ContactFields } from '../domain/contacts/contacts';
export type { RecipientView } from '../projections/recipientFile';
export type { RecipientFilter } from '../projections/recipients';
export type { RecipientCivil } from '../domain/recipients/fields';
export type { CommentField } from '../domain/recipients/fields';
export type { HistoryChange } from '../domain/recipients/history';
