import { applyChanges, type FieldChanges } from '../shared/changes';
import { changedIds, defineSlice, describeChange, idsOf, type FileSlice, type ValueKind } from './slice';
import type { RecipientCivil, RecipientStatus } from './fields';
import { CIVIL_FIELD_LABELS } from './labels';

// The civil part of a file: identity, referent and antenna, and what its own actions set (radiation,
// transfer, deletion, the header's justice period and mail redirection).

export type CivilEvent =
  | { type: 'RecipientCreated'; data: { recipient: RecipientCivil; file_number: number } }
  | { type: 'RecipientCivilDataChanged'; data: { changes: FieldChanges } }
  | { type: 'RecipientRadiated'; data: { on: string; radiation_reason: string | null; radiation_status: string | null } }
  | { type: 'RecipientUnradiated'; data: { on: string } }
  | {
      type: 'RecipientTransferred';
      // The referents are absent from transfers recorded before a transfer named the new one.
      data: { from_antenna_id: string; to_antenna_id: string; on: string; from_user_ref?: string | null; user_ref?: string };
    }
  | { type: 'RecipientDeleted'; data: Record<string, never> }
  | { type: 'JusticePeriodSet'; data: { start: string | null; end: string | null; organism_id?: string | null } }
  | { type: 'MailRedirectionSet'; data: { mail_redirection: string | null } };

/** The civil part of a file as folded from its stream. */
export interface CivilState {
  exists: boolean;
  deleted: boolean;
  file_number: number;
  created_on: string | null;
  civil: RecipientCivil;
  status: RecipientStatus;
}

const initialState: CivilState = {
  exists: false,
  deleted: false,
  file_number: 0,
  created_on: null,
  civil: {
    name: '',
    surname: '',
    birth_date: '',
    birth_place: {},
    nationality: null,
    nationality_status: null,
    family_status: null,
    children: 0,
    children_charge: 0,
    actif: true,
    antenna_id: '',
  },
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
};

const kinds: Record<string, ValueKind> = {
  nationality: 'choice',
  nationality_status: 'choice',
  family_status: 'choice',
  'birth_place.country': 'choice',
  radiation_reason: 'choice',
  radiation_status: 'choice',
  user_ref: 'user',
  antenna_id: 'antenna',
  birth_date: 'date',
  validity_end_date: 'date',
  france_entry: 'date',
  first_meeting: 'date',
  actif: 'boolean',
};

/** A new file's fields with its birth place flattened, as the history lists them. */
function flatCivil(recipient: RecipientCivil): Record<string, unknown> {
  const { birth_place, ...rest } = recipient;
  return { ...rest, 'birth_place.city': birth_place?.city, 'birth_place.country': birth_place?.country };
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The civil slice of the recipient file. */
export const civilSlice: FileSlice<CivilState, CivilEvent> = defineSlice<CivilState, CivilEvent>({
  name: 'civil',
  eventTypes: [
    'RecipientCreated',
    'RecipientCivilDataChanged',
    'RecipientRadiated',
    'RecipientUnradiated',
    'RecipientTransferred',
    'RecipientDeleted',
    'JusticePeriodSet',
    'MailRedirectionSet',
  ],
  initialState,
  labels: CIVIL_FIELD_LABELS,
  kinds,
  evolve(state, event, meta) {
    switch (event.type) {
      case 'RecipientCreated':
        return {
          ...initialState,
          exists: true,
          file_number: event.data.file_number,
          created_on: meta?.at ?? null,
          civil: event.data.recipient,
        };
      case 'RecipientCivilDataChanged':
        return { ...state, civil: applyChanges(state.civil, event.data.changes) };
      case 'RecipientRadiated':
        return {
          ...state,
          status: {
            ...state.status,
            radiated: true,
            radiated_on: event.data.on,
            radiation_reason: event.data.radiation_reason,
            radiation_status: event.data.radiation_status,
          },
        };
      case 'RecipientUnradiated':
        return { ...state, status: { ...state.status, radiated: false, radiated_on: event.data.on } };
      case 'RecipientTransferred':
        return {
          ...state,
          civil: {
            ...state.civil,
            antenna_id: event.data.to_antenna_id,
            ...(event.data.user_ref ? { user_ref: event.data.user_ref } : {}),
          },
          status: {
            ...state.status,
            transfered_from_antenna: event.data.from_antenna_id,
            tranfered_from: meta?.userId ?? null,
            tranfered_on: event.data.on,
          },
        };
      case 'RecipientDeleted':
        return { ...state, deleted: true };
      case 'JusticePeriodSet':
        return {
          ...state,
          status: {
            ...state.status,
            justice_start_date: event.data.start,
            justice_end_date: event.data.end,
            justice_organism_id: event.data.organism_id ?? null,
          },
        };
      case 'MailRedirectionSet':
        return { ...state, status: { ...state.status, mail_redirection: event.data.mail_redirection } };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  describe(event, display) {
    switch (event.type) {
      case 'RecipientCreated': {
        const fields = Object.entries(flatCivil(event.data.recipient)).filter(([, value]) => present(value));
        return {
          summary: `Création du dossier n°${event.data.file_number}`,
          changes: fields.map(([field, value]) => describeChange(civilSlice, field, null, value, display)),
        };
      }
      case 'RecipientCivilDataChanged':
        return {
          summary: 'Modification de la fiche Identité',
          changes: Object.entries(event.data.changes).map(([field, { from, to }]) => describeChange(civilSlice, field, from, to, display)),
        };
      case 'RecipientRadiated': {
        const reason = event.data.radiation_reason ? ` (motif : ${display('choice', event.data.radiation_reason)})` : '';
        return { summary: `Radiation du dossier au ${display('date', event.data.on)}${reason}`, changes: [] };
      }
      case 'RecipientUnradiated':
        return { summary: `Renouvellement du dossier au ${display('date', event.data.on)}`, changes: [] };
      case 'RecipientTransferred': {
        const { from_antenna_id, to_antenna_id, from_user_ref, user_ref } = event.data;
        const transfer = `Transfert de « ${display('antenna', from_antenna_id)} » vers « ${display('antenna', to_antenna_id)} »`;
        if (!user_ref) return { summary: transfer, changes: [] };
        return {
          summary: `${transfer}, suivi par ${display('user', user_ref)}`,
          changes: [describeChange(civilSlice, 'user_ref', from_user_ref, user_ref, display)],
        };
      }
      case 'RecipientDeleted':
        return { summary: 'Suppression du dossier', changes: [] };
      case 'JusticePeriodSet': {
        const organism = event.data.organism_id ? ` (${display('organism', event.data.organism_id)})` : '';
        return {
          summary: `Période sous main de justice : du ${display('date', event.data.start)} au ${display('date', event.data.end)}${organism}`,
          changes: [],
        };
      }
      case 'MailRedirectionSet':
        return {
          summary: event.data.mail_redirection ? `Courrier à faire suivre : ${event.data.mail_redirection}` : 'Fin du suivi du courrier',
          changes: [],
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'RecipientCreated':
        return idsOf(civilSlice, flatCivil(event.data.recipient));
      case 'RecipientCivilDataChanged':
        return changedIds(civilSlice, event.data.changes);
      case 'RecipientRadiated':
        return [
          { kind: 'choice', id: event.data.radiation_reason ?? '' },
          { kind: 'choice', id: event.data.radiation_status ?? '' },
        ];
      case 'RecipientTransferred':
        return [
          { kind: 'antenna', id: event.data.from_antenna_id },
          { kind: 'antenna', id: event.data.to_antenna_id },
          { kind: 'user', id: event.data.from_user_ref ?? '' },
          { kind: 'user', id: event.data.user_ref ?? '' },
        ];
      case 'JusticePeriodSet':
        return [{ kind: 'organism', id: event.data.organism_id ?? '' }];
      default:
        return [];
    }
  },
});
