import type { AntennaEvent, AntennaFields } from '../antennas/events';
import type { HotelFields } from '../hotels/hotels';
import type { RoomFields } from '../hotels/rooms';
import type { HousingFields } from '../housings/fields';
import type { MeetingFields } from '../meetings/fields';
import type { RecipientEvent } from '../recipients/events';
import type { RecipientCivil } from '../recipients/fields';
import type { EventContext } from '../recipients/state';
import type { Actor } from '../users/actor';
import type { ChoiceType } from '../choices/types';
import type { SharedItem } from '../organisms/sharedItems';
import type { ReferenceFacts } from '../references/references';
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

/** A valid civil tab of a recipient of 'ant-nord'; choice fields hold made-up reference ids. */
export function buildRecipientCivil(overrides: Partial<RecipientCivil> = {}): RecipientCivil {
  return {
    civility: 'M.',
    surname: 'Karim',
    name: 'Benali',
    birth_date: '1988-04-12',
    birth_place: { city: 'Oran', country: 'pays-maroc' },
    tel: '0601020304',
    nationality: 'nat-marocaine',
    nationality_status: 'statut-titre-sejour',
    family_status: 'fam-celibataire',
    children: 0,
    children_charge: 0,
    actif: true,
    antenna_id: 'ant-nord',
    first_meeting: '2026-11-02',
    ...overrides,
  };
}

/** The event that filed a recipient with that civil tab. */
export function recipientCreated(overrides: Partial<RecipientCivil> = {}, file_number = 12): RecipientEvent {
  return { type: 'RecipientCreated', data: { recipient: buildRecipientCivil(overrides), file_number } };
}

/** An event as recorded by a user at an instant: evolve reads a comment's author from it. */
export function recordedBy<E extends object>(userId: string, event: E, at = '2026-11-20T10:00:00.000Z'): E & { meta: EventContext } {
  return { ...event, meta: { userId, at } };
}

/** A meeting as stored: held ('Oui') in person by 'u-nord', no topic, no aid, unless told otherwise. */
export function buildMeeting(overrides: Partial<MeetingFields> = {}): MeetingFields {
  return {
    user_id: 'u-nord',
    date: '2026-11-02',
    next_date: null,
    type: 'Présentiel',
    presence: 'Oui',
    sid: false,
    housing: false,
    resources: false,
    work: false,
    health: false,
    admin: false,
    comment: null,
    helps: [],
    ...overrides,
  };
}

/** A valid stay in one of the charity's own rooms ('hebergement'), as stored. */
export function buildStay(overrides: Partial<HousingFields> = {}): HousingFields {
  return {
    housing_type: 'hebergement',
    hotel_id: 'hotel-1',
    room_id: 'room-7',
    user_id: 'u-nord',
    start_date: '2026-11-10',
    end_date: '2026-11-20',
    price: 12.5,
    meeting: false,
    signin: false,
    signout: false,
    payments: [{ amount: 50, date: '2026-11-10' }],
    nights_out_contracts: null,
    ...overrides,
  };
}

/** A valid hotel form. */
export function buildHotel(overrides: Partial<HotelFields> = {}): HotelFields {
  return {
    name: 'Hôtel du Nord',
    address: { street: '102 quai de Jemmapes', postal_code: '75010', city: 'Paris' },
    tel: '0140400000',
    ...overrides,
  };
}

/** A valid room of a hotel, in 'ant-nord'. */
export function buildRoom(overrides: Partial<RoomFields> = {}): RoomFields {
  return { number: '7', hotel_id: 'hotel-1', antenna_id: 'ant-nord', price: 400, alt: false, archived: false, ...overrides };
}

/** The records a test's ids name: users by antenna, choices by type, address-book items by visibility, antennas. */
export const DEMO_REFERENCES = {
  users: { 'u-nord': 'ant-nord', 'u-sud': 'ant-sud', 'u-siege': null } as Record<string, string | null>,
  choices: {
    'nature-famille': 'housing_nature',
    'nat-famille': 'housing_nature',
    'motif-fin': 'housing_liberation',
    'motif-supprime': 'housing_liberation',
    'pays-maroc': 'country',
    'pays-france': 'country',
    'nat-marocaine': 'nationality',
    'statut-titre-sejour': 'nationality_status',
    'fam-celibataire': 'family_status',
    'fam-marie': 'family_status',
    'fam-supprimee': 'family_status',
    'motif-demenagement': 'radiation_reasons',
    'radiation-definitive': 'radiation_status',
  } as Record<string, ChoiceType>,
  deletedChoices: ['motif-supprime', 'fam-supprimee'],
  contacts: { 'c-1': { antenna_id: null }, 'c-nord': { antenna_id: 'ant-nord' }, 'c-sud': { antenna_id: 'ant-sud' } } as Record<
    string,
    SharedItem
  >,
  organisms: { 'org-tous': { antenna_id: null }, 'org-sud': { antenna_id: 'ant-sud' }, 'spip-69': { antenna_id: 'ant-nord' } } as Record<
    string,
    SharedItem
  >,
  antennas: ['ant-nord', 'ant-sud', 'siege'],
};

/** Reference facts as a command would look them up, from DEMO_REFERENCES (or the given records). */
export function referenceFacts(known = DEMO_REFERENCES): ReferenceFacts {
  return {
    user: (id) => (id in known.users ? { antenna_id: known.users[id] } : undefined),
    choice: (id) => (id in known.choices ? { type: known.choices[id], deleted: known.deletedChoices.includes(id) } : undefined),
    contact: (id) => known.contacts[id],
    organism: (id) => known.organisms[id],
    antenna: (id) => known.antennas.includes(id),
  };
}
