import { notFound } from '../shared/errors';
import type { Actor } from '../users/actor';
import { ALERT_MESSAGES, ARCHIVED, UNREAD, type AlertStatus, type AlertType } from './alerts';
import type { AlertCause } from './rules';

// One alert is one stream (`alert-<id>`, the id derived from its type, file, subject and due date), so
// raising the same alert again finds it there and adds nothing, however often the rules run.

export interface AlertRaisedData {
  type: AlertType;
  recipient_id: string;
  subject_id: string;
  date: string;
  /** The file's tab the alert leads to. */
  url: string;
  /** The file's referent when raised; the read model follows the file's later referents. */
  user_id: string | null;
}

export type AlertEvent =
  | { type: 'AlertRaised'; data: AlertRaisedData }
  | { type: 'AlertStatusChanged'; data: { status: AlertStatus } }
  /** Its cause went away: archived by the server. */
  | { type: 'AlertResolved'; data: { reason: 'cause_gone' } };

export interface AlertState {
  raised: AlertRaisedData | null;
  status: AlertStatus;
}

export const initialAlertState: AlertState = { raised: null, status: UNREAD };

/** Folds an alert's stream. */
export function evolveAlert(state: AlertState, event: AlertEvent): AlertState {
  switch (event.type) {
    case 'AlertRaised':
      return { raised: event.data, status: UNREAD };
    case 'AlertStatusChanged':
      return { ...state, status: event.data.status };
    case 'AlertResolved':
      return { ...state, status: ARCHIVED };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Raises the alert of a cause unless it was raised before (whatever became of it since). */
export function raiseAlert(
  state: AlertState,
  cause: AlertCause & { recipient_id: string; url: string; user_id: string | null },
): AlertEvent[] {
  if (state.raised) return [];
  const { type, recipient_id, subject_id, date, url, user_id } = cause;
  return [{ type: 'AlertRaised', data: { type, recipient_id, subject_id, date, url, user_id } }];
}

/** Archives an alert whose cause is gone; nothing when it is already archived. */
export function resolveAlert(state: AlertState): AlertEvent[] {
  return state.raised && state.status !== ARCHIVED ? [{ type: 'AlertResolved', data: { reason: 'cause_gone' } }] : [];
}

/**
 * Sets an alert's status as its reader clicked it. Only the file's referent now (the alert's reader)
 * may: anyone else is told it does not exist, as GET /alerts never showed it to them.
 */
export function changeAlertStatus(
  state: AlertState,
  command: { status: AlertStatus; actor: Actor; referent: string | null },
): AlertEvent[] {
  if (!state.raised || command.referent !== command.actor.id) throw notFound(ALERT_MESSAGES.notFound);
  return state.status === command.status ? [] : [{ type: 'AlertStatusChanged', data: { status: command.status } }];
}
