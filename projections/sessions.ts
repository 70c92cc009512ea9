import type { DocStore } from './docStore';
import type { SessionEvent } from '@domain/sessions/sessions';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** A sign-in session: token id, holder, expiry, and whether it was closed by a logout. */
export interface SessionDoc {
  _id: string;
  user_id: string;
  opened_at: string;
  /** Global log position of the opening, to order it against password changes (a decimal string). */
  opened_position: string;
  expires_at: string;
  closed: boolean;
}

const SESSIONS = 'sessions';

export const sessionsProjection: Projection = {
  name: 'sessions',
  version: 2,
  collections: [{ name: SESSIONS, indexes: ['user_id'], cached: true }],
  handles: handlers<SessionEvent>({
    async SessionOpened(event, tx) {
      const { user_id, expires_at } = event.data;
      const session = {
        _id: idOf(event.streamId),
        user_id,
        expires_at,
        opened_at: event.meta.at,
        opened_position: String(event.position),
        closed: false,
      };
      await tx.collection<SessionDoc>(SESSIONS).put(session);
    },
    async SessionClosed(event, tx) {
      await tx.collection<SessionDoc>(SESSIONS).patch(idOf(event.streamId), { closed: true });
    },
  }),
};

/** A session by its token id. */
export function findSession(docs: DocStore, jti: string): Promise<SessionDoc | null> {
  return docs.collection<SessionDoc>(SESSIONS).get(jti);
}
