import { commentAbilities } from '@domain/recipients/permissions';
import { RECIPIENT_MESSAGES } from '@domain/recipients/rules';
import type { DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import type { RecipientEvent } from '@domain/recipients/events';
import type { CommentField } from '@domain/recipients/fields';
import { openedFile } from './openedFile';
import type { ReadContext } from './readContext';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A comment of a file's tab. */
export interface CommentDoc {
  _id: string;
  recipient_id: string;
  field: CommentField;
  text: string;
  user_id: string;
  created_on: string;
}

const COMMENTS = 'comments';

export const commentsProjection: Projection = {
  name: 'comments',
  version: 1,
  collections: [{ name: COMMENTS, indexes: ['recipient_id', 'field', 'created_on'] }],
  handles: handlers<RecipientEvent>({
    async CommentAdded(event, tx) {
      const { comment_id, field, text } = event.data;
      await tx
        .collection<CommentDoc>(COMMENTS)
        .put({ _id: comment_id, recipient_id: idOf(event.streamId), field, text, user_id: event.meta.userId, created_on: event.meta.at });
    },
    async CommentChanged(event, tx) {
      const comments = tx.collection<CommentDoc>(COMMENTS);
      const comment = await comments.get(event.data.comment_id);
      if (comment) await comments.put(applyChanges(comment, event.data.changes));
    },
    async CommentDeleted(event, tx) {
      await tx.collection(COMMENTS).delete(event.data.comment_id);
    },
    async RecipientDeleted(event, tx) {
      const comments = tx.collection<CommentDoc>(COMMENTS);
      for (const comment of (await comments.find({ where: { recipient_id: idOf(event.streamId) } })).items)
        await comments.delete(comment._id);
    },
  }),
};

/** The file a comment belongs to, to route an edit or a deletion to its stream. */
export async function commentFile(docs: DocStore, commentId: string): Promise<string | null> {
  return (await docs.collection<CommentDoc>(COMMENTS).get(commentId))?.recipient_id ?? null;
}

/** The comments of a tab of a file the reader may open, newest first, with their authors' names and what the reader may do with each. */
export async function listComments(read: ReadContext, recipientId: string, field: CommentField) {
  await openedFile(read, recipientId);
  const { docs, actor } = read;
  const { items } = await docs
    .collection<CommentDoc>(COMMENTS)
    .find({ where: { recipient_id: recipientId, field }, sort: [['created_on', -1]] });
  const names = await userNames(
    docs,
    items.map((c) => c.user_id),
  );
  return items.map(({ user_id, ...comment }) => ({
    ...comment,
    user_id,
    user: names.get(user_id) ?? { surname: '', name: RECIPIENT_MESSAGES.unknownAuthor },
    abilities: commentAbilities(actor, user_id),
  }));
}
