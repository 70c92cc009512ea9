import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '@domain/sessions/sessions';
import { findSession, sessionsProjection } from './sessions';
import { givenEvents, on } from './testing/projectionSpec';

const session = (jti: string, event: SessionEvent, at = '2026-11-22T08:00:00.000Z') =>
  on(`session-${jti}`, event, { userId: 'u-nord', at });
const opened = (jti: string, at?: string) =>
  session(jti, { type: 'SessionOpened', data: { user_id: 'u-nord', expires_at: '2026-11-22T20:00:00.000Z' } }, at);

describe('sessions projection', () => {
  it('keeps a session with its holder, expiry, and the log position it was opened at', async () => {
    await givenEvents(sessionsProjection, [opened('jti-1'), opened('jti-2', '2026-11-22T09:00:00.000Z')]).then(async (docs) => {
      expect(await findSession(docs, 'jti-2')).toEqual({
        _id: 'jti-2',
        user_id: 'u-nord',
        opened_at: '2026-11-22T09:00:00.000Z',
        opened_position: '2',
        expires_at: '2026-11-22T20:00:00.000Z',
        closed: false,
      });
      expect(await findSession(docs, 'unknown')).toBeNull();
    });
  });

  it('closes a session on logout and no other', async () => {
    await givenEvents(sessionsProjection, [opened('jti-1'), opened('jti-2')])
      .when([session('jti-1', { type: 'SessionClosed', data: { user_id: 'u-nord' } })])
      .then(async (docs) => {
        expect(await findSession(docs, 'jti-1')).toMatchObject({ closed: true, opened_position: '1' });
        expect(await findSession(docs, 'jti-2')).toMatchObject({ closed: false });
      });
  });
});
