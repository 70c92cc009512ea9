// The recipients list's state (filters, sort, page) as the URL query string holds it, and the query
// GET /recipients takes from it. The URL keeps only what differs from the defaults, so the plain
// /recipients address is the default list, and a shared link shows the same page to a colleague.
import type { Actor } from '../../../../../domain/users/actor';
import { SIEGE_ID } from '../../../../../domain/siege/siege';
import type { RecipientQuery } from '../../../api/recipients';

/** The antenna filter's value for 'Toutes' (a Select holds strings). */
export const ALL_ANTENNAS = 'toutes';

export const YES_NO = ['Tous', 'Oui', 'Non'] as const;
export type YesNo = (typeof YES_NO)[number];

/** The columns the server sorts on. */
export const SORT_KEYS = ['file_number', 'name', 'surname', 'birth_date'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The filters as the form shows them; '' and null mean no filter. */
export interface RecipientListFilters {
  domiciliation: YesNo;
  housed: YesNo;
  birth_date: string | null;
  file_number: string;
  name: string;
  surname: string;
  user: string | null;
  /** An antenna id, or ALL_ANTENNAS. */
  antenna: string;
}

/** Filters, sort and page (zero-based, as the API counts). */
export interface RecipientListState {
  filters: RecipientListFilters;
  sortBy: SortKey;
  sortDesc: boolean;
  page: number;
}

/** The antenna filter a user starts with: their own, or 'Toutes' for the head office (not a recipient antenna). */
export const defaultAntenna = (actor: Actor) => (!actor.antenna_id || actor.antenna_id === SIEGE_ID ? ALL_ANTENNAS : actor.antenna_id);

/** The list as it opens: every file of the default antenna, newest file first. */
export function defaultListState(antenna: string): RecipientListState {
  return {
    filters: { domiciliation: 'Tous', housed: 'Tous', birth_date: null, file_number: '', name: '', surname: '', user: null, antenna },
    sortBy: 'file_number',
    sortDesc: true,
    page: 0,
  };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
const isIsoDate = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The state a query string describes; anything missing or unreadable takes its default. */
export function parseListState(params: URLSearchParams, antenna: string): RecipientListState {
  const defaults = defaultListState(antenna);
  const sortBy = oneOf(SORT_KEYS, params.get('sortBy'), defaults.sortBy);
  // The URL counts pages from 1, as people do.
  const page = Math.max(0, Math.trunc(Number(params.get('page') ?? 1) || 1) - 1);
  return {
    filters: {
      domiciliation: oneOf(YES_NO, params.get('domiciliation'), 'Tous'),
      housed: oneOf(YES_NO, params.get('housed'), 'Tous'),
      birth_date: isIsoDate(params.get('birth_date')) ? params.get('birth_date') : null,
      file_number: params.get('file_number') ?? '',
      name: params.get('name') ?? '',
      surname: params.get('surname') ?? '',
      user: params.get('user') || null,
      antenna: params.get('antenna') || antenna,
    },
    sortBy,
    // A column chosen without a direction sorts ascending, as the server does.
    sortDesc: params.has('sortDesc') ? params.get('sortDesc') === 'true' : params.has('sortBy') ? false : defaults.sortDesc,
    page,
  };
}

/** The query string of a state, defaults left out. */
export function toSearchParams(state: RecipientListState, antenna: string): URLSearchParams {
  const defaults = defaultListState(antenna);
  const params = new URLSearchParams();
  const { filters } = state;
  if (filters.domiciliation !== 'Tous') params.set('domiciliation', filters.domiciliation);
  if (filters.housed !== 'Tous') params.set('housed', filters.housed);
  if (filters.birth_date) params.set('birth_date', filters.birth_date);
  for (const key of ['file_number', 'name', 'surname'] as const) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.user) params.set('user', filters.user);
  if (filters.antenna !== antenna) params.set('antenna', filters.antenna);
  if (state.sortBy !== defaults.sortBy || state.sortDesc !== defaults.sortDesc) {
    params.set('sortBy', state.sortBy);
    params.set('sortDesc', String(state.sortDesc));
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  return params;
}

/** The flat query of GET /recipients: no 'Tous', no 'Toutes', the file number's part after a dot only. */
export function toApiQuery(state: RecipientListState): RecipientQuery {
  const { filters } = state;
  const query: RecipientQuery = { page: String(state.page), sortBy: state.sortBy, sortDesc: String(state.sortDesc) };
  if (filters.domiciliation !== 'Tous') query.domiciliation = filters.domiciliation;
  if (filters.housed !== 'Tous') query.housed = filters.housed;
  if (filters.birth_date) query.birth_date = filters.birth_date;
  // Numbers are written with their antenna's prefix ('69.1234'); only the number itself identifies the file.
  const fileNumber = filters.file_number.trim().split('.').pop()?.trim();
  if (fileNumber) query.file_number = fileNumber;
  if (filters.name.trim()) query.name = filters.name.trim();
  if (filters.surname.trim()) query.surname = filters.surname.trim();
  if (filters.user) query.user = filters.user;
  if (filters.antenna !== ALL_ANTENNAS) query.antenna_id = filters.antenna;
  return query;
}

/** A click on a column header: the same column turns round, another one sorts ascending; back to the first page. */
export function toggleSort(state: RecipientListState, column: SortKey): RecipientListState {
  const sortDesc = state.sortBy === column ? !state.sortDesc : false;
  return { ...state, sortBy: column, sortDesc, page: 0 };
}

/** New filters start again from the first page. */
export const withFilters = (state: RecipientListState, filters: RecipientListFilters): RecipientListState => ({ ...state, filters, page: 0 });

/**
 * The name filter a new top-bar search sets, or null to leave the filter alone. Emptied, the search
 * clears only a name it had set itself: leaving another page empties it too, and that must not wipe
 * a name filter that came with the URL.
 */
export function nameFromSearch(previousSearch: string, search: string, shownName: string): string | null {
  if (search === previousSearch) return null;
  if (!search && shownName !== previousSearch) return null;
  return search;
}
