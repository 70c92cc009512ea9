import type { Aggregate } from '@domain/shared/aggregate';
import { choiceLabelKey, evolveChoice, initialChoiceState, type ChoiceEvent, type ChoiceState } from '@domain/choices/choices';
import { evolveContact, initialContactState, type ContactEvent, type ContactState } from '@domain/contacts/contacts';
import { evolveOrganism, initialOrganismState, organismNameKey, type OrganismEvent, type OrganismState } from '@domain/organisms/organisms';
import type { AntennaEvent } from '@domain/antennas/events';
import { evolveAntenna, initialAntennaState, type AntennaState } from '@domain/antennas/state';
import { evolveSession, initialSessionState, type SessionEvent, type SessionState } from '@domain/sessions/sessions';
import { evolveSiege, initialSiegeState, SIEGE_ID, type SiegeEvent, type SiegeState } from '@domain/siege/siege';
import type { UserEvent } from '@domain/users/events';
import { loginKey } from '@domain/users/loginReservation';
import { evolveReservation, initialReservationState, type ReservationEvent, type ReservationState } from '@domain/shared/reservation';
import { evolveUser, initialUserState, type UserState } from '@domain/users/state';
import { evolveHotel, initialHotelState, type HotelEvent, type HotelState } from '@domain/hotels/hotels';
import { evolveRoom, initialRoomState, type RoomEvent, type RoomState } from '@domain/hotels/rooms';
import type { HelpEvent } from '@domain/helps/events';
import { evolveHelp, initialHelpState, type HelpState } from '@domain/helps/state';
import type { RecipientEvent } from '@domain/recipients/events';
import { evolveFileNumber, initialFileNumberState, type FileNumberEvent, type FileNumberState } from '@domain/recipients/fileNumbers';
import { evolveRecipient, initialRecipientState, type RecipientState } from '@domain/recipients/state';
import { evolveAlert, initialAlertState, type AlertEvent, type AlertState } from '@domain/alerts/aggregate';
import type { StatisticEvent } from '@domain/statistics/events';
import { evolveReportRequest, initialReportRequestState, type ReportRequestState } from '@domain/statistics/reportRequest';

/** Stream names: one stream per aggregate, reservation streams for uniqueness (ARCHITECTURE.md). */
export const streams = {
  user: (id: string) => `user-${id}`,
  login: (login: string) => `login-${loginKey(login)}`,
  antenna: (id: string) => (id === SIEGE_ID ? 'siege' : `antenna-${id}`),
  session: (jti: string) => `session-${jti}`,
  choice: (id: string) => `choice-${id}`,
  choiceLabel: (type: string, label: string) => `choice-label-${choiceLabelKey(type, label)}`,
  organism: (id: string) => `organism-${id}`,
  organismName: (name: string) => `organism-name-${organismNameKey(name)}`,
  contact: (id: string) => `contact-${id}`,
  recipient: (id: string) => `recipient-${id}`,
  recipientIdentity: (key: string) => `recipient-identity-${key}`,
  fileNumbers: () => 'file-number',
  fileAccess: (recipientId: string) => `access-${recipientId}`,
  hotel: (id: string) => `hotel-${id}`,
  room: (id: string) => `room-${id}`,
  help: (id: string) => `help-${id}`,
  alert: (id: string) => `alert-${id}`,
  statistic: (jobId: string) => `statistic-${jobId}`,
};

export const userAggregate: Aggregate<UserState, UserEvent> = { initialState: initialUserState, evolve: evolveUser };
export const reservationAggregate: Aggregate<ReservationState, ReservationEvent> = {
  initialState: initialReservationState,
  evolve: evolveReservation,
};
export const antennaAggregate: Aggregate<AntennaState, AntennaEvent> = { initialState: initialAntennaState, evolve: evolveAntenna };
export const siegeAggregate: Aggregate<SiegeState, SiegeEvent> = { initialState: initialSiegeState, evolve: evolveSiege };
export const sessionAggregate: Aggregate<SessionState, SessionEvent> = { initialState: initialSessionState, evolve: evolveSession };
export const choiceAggregate: Aggregate<ChoiceState, ChoiceEvent> = { initialState: initialChoiceState, evolve: evolveChoice };
export const organismAggregate: Aggregate<OrganismState, OrganismEvent> = { initialState: initialOrganismState, evolve: evolveOrganism };
export const contactAggregate: Aggregate<ContactState, ContactEvent> = { initialState: initialContactState, evolve: evolveContact };
export const recipientAggregate: Aggregate<RecipientState, RecipientEvent> = {
  initialState: initialRecipientState,
  evolve: evolveRecipient,
};
/** The file-number stream grows with every file; its last assignment alone holds the last number. */
export const fileNumberAggregate: Aggregate<FileNumberState, FileNumberEvent> & { lastEventOnly: true } = {
  initialState: initialFileNumberState,
  evolve: evolveFileNumber,
  lastEventOnly: true,
};
export const hotelAggregate: Aggregate<HotelState, HotelEvent> = { initialState: initialHotelState, evolve: evolveHotel };
export const roomAggregate: Aggregate<RoomState, RoomEvent> = { initialState: initialRoomState, evolve: evolveRoom };
/** An aid of the catalogue and, per meeting, what it holds of the aid's stock. */
export const helpAggregate: Aggregate<HelpState, HelpEvent> = { initialState: initialHelpState, evolve: evolveHelp };
/** An alert of a file's referent. */
export const alertAggregate: Aggregate<AlertState, AlertEvent> = { initialState: initialAlertState, evolve: evolveAlert };
/** A statistics report: asked for, its job started again, produced. */
export const reportRequestAggregate: Aggregate<ReportRequestState, StatisticEvent> = {
  initialState: initialReportRequestState,
  evolve: evolveReportRequest,
};
