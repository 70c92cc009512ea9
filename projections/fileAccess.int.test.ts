import { describe, expect, it } from 'vitest';
import type { FileAccessEvent } from '@domain/recipients/access';
import type { UserEvent } from '@domain/users/events';
import { buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import { fileAccessProjection, listFileAccess } from './fileAccess';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { readAs } from './testing/readAs';
import { usersProjection } from './users';

// The list names readers from the users read model, to whoever may open the file (the recipients list): all three run.
const projections = [fileAccessProjection, usersProjection, recipientsProjection];
const admin = buildActor('admin', { id: 'u-admin', antenna_id: 'siege' });

const read = (recipientId: string, userId: string, at: string, asOf: string | null = null) =>
  on<FileAccessEvent>(
    `access-${recipientId}`,
    { type: 'FileHistoryRead', data: { recipient_id: recipientId, kind: asOf ? 'past_state' : 'history', as_of: asOf } },
    { userId, at },
  );
const userEvent = (id: string, event: UserEvent) => on(`user-${id}`, event);

const reads = [
  userEvent('u-nord', userCreated()),
  on('recipient-r1', recipientCreated()),
  on('recipient-r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
  read('r1', 'u-nord', '2026-11-20T10:00:00.000Z'),
  read('r1', 'u-nord', '2026-11-21T10:00:00.000Z', '2026-11-05T00:00:00.000Z'),
  read('r2', 'u-nord', '2026-11-21T11:00:00.000Z'),
  read('r1', 'u-gone', '2026-11-19T10:00:00.000Z'),
];

describe('file access projection', () => {
  it("lists who read a file's history or past states, newest first, with their names", async () => {
    await givenEvents(projections, reads).then(async (docs) => {
      const list = await listFileAccess(readAs(docs, admin), 'r1');
      expect(list.map(({ _id: _ignored, ...access }) => access)).toEqual([
        {
          recipient_id: 'r1',
          user_id: 'u-nord',
          at: '2026-11-21T10:00:00.000Z',
          kind: 'past_state',
          as_of: '2026-11-05T00:00:00.000Z',
          user: { surname: 'Camille', name: 'Moreau' },
        },
        {
          recipient_id: 'r1',
          user_id: 'u-nord',
          at: '2026-11-20T10:00:00.000Z',
          kind: 'history',
          as_of: null,
          user: { surname: 'Camille', name: 'Moreau' },
        },
        { recipient_id: 'r1', user_id: 'u-gone', at: '2026-11-19T10:00:00.000Z', kind: 'history', as_of: null, user: null },
      ]);
      expect(new Set(list.map((access) => access._id)).size).toBe(3);
    });
  });

  it('shows the log to administrators only', async () => {
    await givenEvents(projections, reads).then(async (docs) => {
      await expect(listFileAccess(readAs(docs, buildActor('antenna_admin', { id: 'u-boss' })), 'r1')).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await listFileAccess(readAs(docs, buildActor('super', { id: 'u-super' })), 'r1')).toHaveLength(3);
    });
  });

  it('names a renamed reader by the new name, and a deleted one still', async () => {
    await givenEvents(projections, reads)
      .when([
        userEvent('u-nord', { type: 'UserChanged', data: { changes: { name: { from: 'Moreau', to: 'Aubert' } } } }),
        userEvent('u-nord', { type: 'UserDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect((await listFileAccess(readAs(docs, admin), 'r2')).map((access) => access.user)).toEqual([
          { surname: 'Camille', name: 'Aubert' },
        ]);
      });
  });
});
