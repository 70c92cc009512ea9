import type { RecipientEvent, RecipientState } from './slices';
import { FILE_SLICES, sliceOf } from './slices';
import type { EventContext } from './slice';

export type { RecipientState } from './slices';
export type { CommentState } from './commentsSlice';
export type { EventContext } from './slice';

/** A file before its first event: every slice's initial part. */
export const initialRecipientState = Object.assign({}, ...FILE_SLICES.map((slice) => slice.initialState)) as RecipientState;

/** Applies one event to a file: the slice that owns the event folds its part. */
export function evolveRecipient(state: RecipientState, event: RecipientEvent & { meta?: EventContext }): RecipientState {
  const slice = sliceOf(event.type);
  return slice ? { ...state, ...slice.evolve(state, event, event.meta) } : state;
}
