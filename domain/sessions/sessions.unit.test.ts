import { describe, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import { closeSession, evolveSession, initialSessionState, openSession, type SessionEvent, type SessionState } from './sessions';

const sessions = { initialState: initialSessionState, evolve: evolveSession };
const opened: SessionEvent = { type: 'SessionOpened', data: { user_id: 'u-1', expires_at: '2026-03-02T18:00:00.000Z' } };
const closed: SessionEvent = { type: 'SessionClosed', data: { user_id: 'u-1' } };
const close = (userId: string) => (state: SessionState) => closeSession({ userId }, state);

describe('openSession', () => {
  it('records the user and the expiry', () => {
    given(sessions)
      .when(() => openSession({ userId: 'u-1', expiresAt: '2026-03-02T18:00:00.000Z' }))
      .then([opened]);
  });
});

describe('closeSession', () => {
  it('closes the open session of its user', () => {
    given(sessions, [opened]).when(close('u-1')).then([closed]);
  });

  it('records nothing when the session is already closed', () => {
    given(sessions, [opened, closed]).when(close('u-1')).thenNothing();
  });

  it("records nothing for someone else's session", () => {
    given(sessions, [opened]).when(close('u-2')).thenNothing();
  });

  it('records nothing for a session never opened', () => {
    given(sessions).when(close('u-1')).thenNothing();
  });
});
