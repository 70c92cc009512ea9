import { describe, it } from 'vitest';
import { buildActor, recipientCreated, recordedBy } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { Actor } from '../users/actor';
import { addComment, changeComment, deleteComment } from './comments';
import type { RecipientEvent } from './events';
import { RECIPIENT_MESSAGES as M } from './rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from './state';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const author = buildActor('volunteer', { id: 'u-auteur' });
const colleague = buildActor('volunteer', { id: 'u-collegue' });
// The author of a comment is the user who recorded it, read from the event's metadata.
const commented: RecipientEvent = recordedBy('u-auteur', {
  type: 'CommentAdded',
  data: { comment_id: 'c-1', field: 'health', text: 'Suivi au CMP le mardi' },
});
const past = [recipientCreated(), commented];

describe('addComment', () => {
  const add =
    (text: string | undefined, actor: Actor = author) =>
    (state: RecipientState) =>
      addComment({ commentId: 'c-2', field: 'civil', text }, state, { actor });

  it('adds the comment to a tab, trimmed', () => {
    given(recipients, [recipientCreated()])
      .when(add('  Rappeler la CAF  '))
      .then([{ type: 'CommentAdded', data: { comment_id: 'c-2', field: 'civil', text: 'Rappeler la CAF' } }]);
  });

  it('refuses an empty comment', () => {
    given(recipients, [recipientCreated()])
      .when(add('   '))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Le commentaire est vide', { text: 'Le commentaire est vide' });
    given(recipients, [recipientCreated()]).when(add(undefined)).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Le commentaire est vide');
  });

  it('refuses a file the user may not open, or one that does not exist', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add('Note'))
      .thenRefuses('FORBIDDEN', M.forbiddenFile);
    given(recipients).when(add('Note')).thenRefuses('NOT_FOUND', M.notFound);
  });
});

describe('changeComment', () => {
  const change =
    (text: string, actor: Actor = author, commentId = 'c-1') =>
    (state: RecipientState) =>
      changeComment(
        { commentId, update: { origin: { text: 'Suivi au CMP le mardi' }, current: { text }, failOnConcurrent: false } },
        state,
        { actor },
      );

  it("records the author's new text", () => {
    given(recipients, past)
      .when(change('Suivi au CMP le jeudi'))
      .then([
        {
          type: 'CommentChanged',
          data: { comment_id: 'c-1', changes: { text: { from: 'Suivi au CMP le mardi', to: 'Suivi au CMP le jeudi' } } },
        },
      ]);
  });

  it('refuses anyone but the author, administrators included', () => {
    given(recipients, past).when(change('Autre texte', colleague)).thenRefuses('FORBIDDEN', "Seul l'auteur peut modifier ce commentaire");
    given(recipients, past)
      .when(change('Autre texte', buildActor('admin')))
      .thenRefuses('FORBIDDEN', M.commentAuthorOnly);
  });

  it('records nothing when the text did not change', () => {
    given(recipients, past).when(change('Suivi au CMP le mardi')).thenNothing();
  });

  it('refuses a text emptied', () => {
    given(recipients, past).when(change('  ')).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.commentRequired, { text: M.commentRequired });
  });

  it('refuses a comment that does not exist, or no longer does', () => {
    given(recipients, past)
      .when(change('Texte', author, 'c-9'))
      .thenRefuses('NOT_FOUND', 'Commentaire introuvable');
    given(recipients, [...past, { type: 'CommentDeleted', data: { comment_id: 'c-1' } }])
      .when(change('Texte'))
      .thenRefuses('NOT_FOUND', M.commentNotFound);
  });
});

describe('deleteComment', () => {
  const remove =
    (actor: Actor, commentId = 'c-1') =>
    (state: RecipientState) =>
      deleteComment({ commentId }, state, { actor });

  it('lets the author delete their comment', () => {
    given(recipients, past)
      .when(remove(author))
      .then([{ type: 'CommentDeleted', data: { comment_id: 'c-1' } }]);
  });

  it("lets an administrator or a super administrator delete someone else's comment", () => {
    given(recipients, past)
      .when(remove(buildActor('admin')))
      .then([{ type: 'CommentDeleted', data: { comment_id: 'c-1' } }]);
    given(recipients, past)
      .when(remove(buildActor('super')))
      .then([{ type: 'CommentDeleted', data: { comment_id: 'c-1' } }]);
  });

  it('refuses anyone else, whatever their rank', () => {
    for (const actor of [colleague, buildActor('antenna_admin'), buildActor('siege')]) {
      given(recipients, past)
        .when(remove(actor))
        .thenRefuses('FORBIDDEN', "Seul l'auteur ou un administrateur peut supprimer ce commentaire");
    }
  });

  it('refuses a comment already deleted as not found', () => {
    given(recipients, [...past, { type: 'CommentDeleted', data: { comment_id: 'c-1' } }])
      .when(remove(author))
      .thenRefuses('NOT_FOUND', M.commentNotFound);
  });
});
