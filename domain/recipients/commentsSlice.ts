import { applyChanges, type FieldChanges } from '../shared/changes';
import { textOf } from '../shared/text';
import { defineSlice } from './slice';
import type { CommentField } from './fields';
import { COMMENT_FIELD_LABELS } from './labels';

// The comments of every tab of a file; each comment belongs to the tab (field) it was written on.

export type CommentEvent =
  | { type: 'CommentAdded'; data: { comment_id: string; field: CommentField; text: string } }
  | { type: 'CommentChanged'; data: { comment_id: string; changes: FieldChanges } }
  | { type: 'CommentDeleted'; data: { comment_id: string } };

/** A comment as the file holds it; the author is the user who added it. */
export interface CommentState {
  field: CommentField;
  text: string;
  author_id: string;
  created_on: string;
}

/** The comments of a file, by id. */
export interface CommentsState {
  comments: Record<string, CommentState>;
}

/** The comments slice of the recipient file. */
export const commentsSlice = defineSlice<CommentsState, CommentEvent>({
  name: 'comments',
  eventTypes: ['CommentAdded', 'CommentChanged', 'CommentDeleted'],
  initialState: { comments: {} },
  labels: { text: 'Commentaire' },
  kinds: {},
  evolve(state, event, meta) {
    switch (event.type) {
      case 'CommentAdded': {
        const comment = { field: event.data.field, text: event.data.text, author_id: meta?.userId ?? '', created_on: meta?.at ?? '' };
        return { comments: { ...state.comments, [event.data.comment_id]: comment } };
      }
      case 'CommentChanged': {
        const comment = state.comments[event.data.comment_id];
        return comment ? { comments: { ...state.comments, [event.data.comment_id]: applyChanges(comment, event.data.changes) } } : state;
      }
      case 'CommentDeleted': {
        const { [event.data.comment_id]: _removed, ...comments } = state.comments;
        return { comments };
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  describe(event) {
    switch (event.type) {
      case 'CommentAdded':
        return {
          summary: `Ajout d'un commentaire (${COMMENT_FIELD_LABELS[event.data.field] ?? event.data.field})`,
          changes: [],
          text: event.data.text,
        };
      case 'CommentChanged':
        return { summary: "Modification d'un commentaire", changes: [], text: textOf(event.data.changes.text?.to) };
      case 'CommentDeleted':
        return { summary: "Suppression d'un commentaire", changes: [] };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds: () => [],
});
