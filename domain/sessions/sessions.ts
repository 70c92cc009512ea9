// A session is one sign-in: opened with its expiry, closed by logging out. Closed sessions refuse their token.

export type SessionEvent =
  { type: 'SessionOpened'; data: { user_id: string; expires_at: string } } | { type: 'SessionClosed'; data: { user_id: string } };

export interface SessionState {
  userId: string | null;
  closed: boolean;
}

export const initialSessionState: SessionState = { userId: null, closed: false };

/** Applies one event to a session. */
export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionOpened':
      return { userId: event.data.user_id, closed: false };
    case 'SessionClosed':
      return { ...state, closed: true };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** Opens a session for a user until an instant. */
export const openSession = (command: { userId: string; expiresAt: string }): SessionEvent[] => [
  { type: 'SessionOpened', data: { user_id: command.userId, expires_at: command.expiresAt } },
];

/** Closes an open session; closing twice, or someone else's session, records nothing. */
export function closeSession(command: { userId: string }, state: SessionState): SessionEvent[] {
  if (state.closed || state.userId !== command.userId) return [];
  return [{ type: 'SessionClosed', data: { user_id: command.userId } }];
}
