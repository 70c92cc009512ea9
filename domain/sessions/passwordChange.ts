// Changing one's password ends one's other sessions (a stolen token stops working) but not the one
// the change was made from. Sessions are ordered against the change by their place in the global
// event log rather than by clock: two events may share a millisecond, and API processes' clocks differ.
import type { UserEvent } from '../users/events';

/** Records on a password change the session it was made from, so that this session stays open. */
export function keepSession(events: UserEvent[], sessionId: string | undefined): UserEvent[] {
  if (!sessionId) return events;
  return events.map((event) =>
    event.type === 'UserPasswordChanged' ? { ...event, data: { ...event.data, kept_session: sessionId } } : event,
  );
}

/**
 * True when the user's last password change ended this session: it was opened earlier and is not the
 * session the change was made from. Positions are the global log's, as decimal strings.
 */
export function endedByPasswordChange(
  session: { id: string; openedPosition: string },
  user: { passwordChangedPosition?: string | null; keptSession?: string | null },
): boolean {
  if (!user.passwordChangedPosition || session.id === user.keptSession) return false;
  return BigInt(session.openedPosition) < BigInt(user.passwordChangedPosition);
}
