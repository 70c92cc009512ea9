// Types of what the API answers, shared with the web client (type-only: nothing of the server is bundled).
export type { AntennaDoc } from '../projections/antennas';
export type { PublicUser, UserRow, UserSummary } from '../projections/users';
export type { AntennaFields } from '@domain/antennas/events';
export type { SiegeFields } from '@domain/siege/siege';
export type { UserProfile } from '@domain/users/events';
export type { ChoiceItem } from '../projections/choices';
export type { OrganismRecord, OrganismRow } from '../projections/organisms';
export type { ContactRecord, ContactRow } from '../projections/contacts';
export type { OrganismFields } from '@domain/organisms/organisms';
export type { ContactFields } from '@domain/contacts/contacts';
export type { RecipientView } from '../projections/recipientFile';
export type { RecipientCivil } from '@domain/recipients/fields';
export type { CommentField } from '@domain/recipients/fields';
export type { HistoryChange } from '@domain/recipients/history';
export type { HotelFields } from '@domain/hotels/hotels';
export type { RoomFields } from '@domain/hotels/rooms';
export type { HotelRecord } from '../projections/hotels';
export type { RoomView } from '../projections/roomQueries';
export type { HousingDoc, HousingHelpDoc } from '../projections/housings';
export type { HousingHelpFields, HousingKind } from '@domain/housings/fields';
export type { HousingInput } from '@domain/housings/decide';
import type { listComments } from '../projections/comments';
/** A comment as a file's tab lists it: author's name and what the reader may do with it. */
export type CommentView = Awaited<ReturnType<typeof listComments>>[number];
