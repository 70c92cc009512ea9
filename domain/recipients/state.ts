import { applyChanges } from '../shared/changes';
import type { HousingSlice } from '../housings/events';
import { evolveHousings } from '../housings/state';
import type { RecipientEvent } from './events';
import type { CommentField, RecipientCivil, RecipientStatus } from './fields';

/** A comment as the file holds it; the author is the user who added it. */
export interface CommentState {
  field: CommentField;
  text: string;
  author_id: string;
  created_on: string;
}

/** A recipient file as folded from its stream. */
export interface RecipientState extends HousingSlice {
  exists: boolean;
  deleted: boolean;
  file_number: number;
  created_on: string | null;
  civil: RecipientCivil;
  status: RecipientStatus;
  comments: Record<string, CommentState>;
}

/** Who recorded an event and when: what evolve needs beyond the event itself. */
export interface EventContext {
  userId: string;
  at: string;
}

export const initialRecipientState: RecipientState = {
  exists: false,
  deleted: false,
  file_number: 0,
  created_on: null,
  civil: { name: '', surname: '', birth_date: '', birth_place: {}, nationality: null, nationality_status: null, family_status: null, children: 0, children_charge: 0, actif: true, antenna_id: '' },
  status: {
    radiated: false,
    radiated_on: null,
    radiation_reason: null,
    radiation_status: null,
    transfered_from_antenna: null,
    tranfered_from: null,
    tranfered_on: null,
    justice_start_date: null,
    justice_end_date: null,
    justice_organism_id: null,
    mail_redirection: null,
  },
  comments: {},
  housings: {},
  housing_helps: {},
};

/** Applies one event to a file. */
export function evolveRecipient(state: RecipientState, event: RecipientEvent & { meta?: EventContext }): RecipientState {
  switch (event.type) {
    case 'RecipientCreated':
      return { ...initialRecipientState, exists: true, file_number: event.data.file_number, created_on: event.meta?.at ?? null, civil: event.data.recipient };
    case 'RecipientCivilDataChanged':
      return { ...state, civil: applyChanges(state.civil, event.data.changes) };
    case 'RecipientRadiated':
      return { ...state, status: { ...state.status, radiated: true, radiated_on: event.data.on, radiation_reason: event.data.radiation_reason, radiation_status: event.data.radiation_status } };
    case 'RecipientUnradiated':
      return { ...state, status: { ...state.status, radiated: false, radiated_on: event.data.on } };
    case 'RecipientTransferred':
      return {
        ...state,
        civil: { ...state.civil, antenna_id: event.data.to_antenna_id },
        status: { ...state.status, transfered_from_antenna: event.data.from_antenna_id, tranfered_from: event.meta?.userId ?? null, tranfered_on: event.data.on },
      };
    case 'RecipientDeleted':
      return { ...state, deleted: true };
    case 'JusticePeriodSet':
      return { ...state, status: { ...state.status, justice_start_date: event.data.start, justice_end_date: event.data.end, justice_organism_id: event.data.organism_id ?? null } };
    case 'MailRedirectionSet':
      return { ...state, status: { ...state.status, mail_redirection: event.data.mail_redirection } };
    case 'CommentAdded': {
      const comment = { field: event.data.field, text: event.data.text, author_id: event.meta?.userId ?? '', created_on: event.meta?.at ?? '' };
      return { ...state, comments: { ...state.comments, [event.data.comment_id]: comment } };
    }
    case 'CommentChanged': {
      const comment = state.comments[event.data.comment_id];
      if (!comment) return state;
      return { ...state, comments: { ...state.comments, [event.data.comment_id]: applyChanges(comment, event.data.changes) } };
    }
    case 'CommentDeleted': {
      const { [event.data.comment_id]: _removed, ...comments } = state.comments;
      return { ...state, comments };
    }
    case 'HousingAdded':
    case 'HousingChanged':
    case 'HousingDeleted':
    case 'HousingHelpAdded':
    case 'HousingHelpChanged':
    case 'HousingHelpDeleted':
      return { ...state, ...evolveHousings(state, event) };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
