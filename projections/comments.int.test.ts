import { buildActor } from '@domain/testing/builders';
import { describe, expect, it } from 'vitest';
import type { RecipientEvent } from '@domain/recipients/events';
import type { UserEvent } from '@domain/users/events';
import { recipientCreated, userCreated } from '@domain/testing/builders';
import { commentFile, commentsProjection, listComments } from './comments';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { readAs } from './testing/readAs';
import { usersProjection } from './users';

// Comments are listed with their authors' names from the users read model, to a reader who may open their file (the
// recipients list): the three projections run.
const projections = [commentsProjection, usersProjection, recipientsProjection];

const file = (id: string, event: RecipientEvent, meta: { userId?: string; at?: string } = {}) => on(`recipient-${id}`, event, meta);
const commented = (recipientId: string, commentId: string, text: string, userId: string, at: string, field: 'civil' | 'health' = 'civil') =>
  file(recipientId, { type: 'CommentAdded', data: { comment_id: commentId, field, text } }, { userId, at });
const userEvent = (id: string, event: UserEvent) => on(`user-${id}`, event);

const thread = [
  userEvent('u-nord', userCreated()),
  userEvent('u-sud', userCreated({ surname: 'Lucie', name: 'Girard', antenna_id: 'ant-sud' })),
  file('r1', recipientCreated()),
  file('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13)),
  commented('r1', 'c1', 'Premier rendez-vous', 'u-nord', '2026-11-02T10:00:00.000Z'),
  commented('r1', 'c2', 'Dossier CAF à relancer', 'u-sud', '2026-11-10T10:00:00.000Z'),
  commented('r1', 'c3', 'Suivi médical', 'u-nord', '2026-11-12T10:00:00.000Z', 'health'),
  commented('r2', 'c4', 'Arrivée', 'u-nord', '2026-11-15T10:00:00.000Z'),
];

// The reader is the author of c1: they may change it, not the others' comments.
const reader = buildActor('volunteer', { id: 'u-nord' });

describe('comments projection', () => {
  it("lists a tab's comments newest first, with their authors and dates", async () => {
    await givenEvents(projections, thread).then(async (docs) => {
      expect(await listComments(readAs(docs, reader), 'r1', 'civil')).toEqual([
        {
          _id: 'c2',
          recipient_id: 'r1',
          field: 'civil',
          text: 'Dossier CAF à relancer',
          user_id: 'u-sud',
          user: { surname: 'Lucie', name: 'Girard' },
          created_on: '2026-11-10T10:00:00.000Z',
          abilities: { edit: false, delete: false },
        },
        {
          _id: 'c1',
          recipient_id: 'r1',
          field: 'civil',
          text: 'Premier rendez-vous',
          user_id: 'u-nord',
          user: { surname: 'Camille', name: 'Moreau' },
          created_on: '2026-11-02T10:00:00.000Z',
          abilities: { edit: true, delete: true },
        },
      ]);
      expect((await listComments(readAs(docs, reader), 'r1', 'health')).map((c) => c._id)).toEqual(['c3']);
      expect(await commentFile(docs, 'c4')).toBe('r2');
      expect(await commentFile(docs, 'nothing')).toBeNull();
    });
  });

  it('shows an edited text and leaves a deleted comment out', async () => {
    await givenEvents(projections, thread)
      .when([
        file('r1', {
          type: 'CommentChanged',
          data: { comment_id: 'c1', changes: { text: { from: 'Premier rendez-vous', to: 'Premier rendez-vous, orienté par le SPIP' } } },
        }),
        file('r1', { type: 'CommentDeleted', data: { comment_id: 'c2' } }),
      ])
      .then(async (docs) => {
        expect((await listComments(readAs(docs, reader), 'r1', 'civil')).map((c) => [c._id, c.text, c.user_id])).toEqual([
          ['c1', 'Premier rendez-vous, orienté par le SPIP', 'u-nord'],
        ]);
        expect(await commentFile(docs, 'c2')).toBeNull();
      });
  });

  it('names a renamed author by the new name, a deleted one by their name, an unknown one as such', async () => {
    await givenEvents(projections, [...thread, commented('r1', 'c5', 'Note reprise', 'u-ancien', '2026-11-16T10:00:00.000Z')])
      .when([
        userEvent('u-nord', { type: 'UserChanged', data: { changes: { name: { from: 'Moreau', to: 'Aubert' } } } }),
        userEvent('u-sud', { type: 'UserDeleted', data: {} }),
      ])
      .then(async (docs) => {
        expect((await listComments(readAs(docs, reader), 'r1', 'civil')).map((c) => [c._id, c.user])).toEqual([
          ['c5', { surname: '', name: 'Utilisateur inconnu' }],
          ['c2', { surname: 'Lucie', name: 'Girard' }],
          ['c1', { surname: 'Camille', name: 'Aubert' }],
        ]);
      });
  });

  it("drops a deleted file's comments, and no one else's", async () => {
    await givenEvents(projections, thread)
      .when([file('r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        await expect(listComments(readAs(docs, reader), 'r1', 'civil')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect((await docs.collection('comments').find({ where: { recipient_id: 'r1' } })).items).toEqual([]);
        expect((await listComments(readAs(docs, reader), 'r2', 'civil')).map((c) => c._id)).toEqual(['c4']);
      });
  });
});
