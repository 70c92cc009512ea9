// The recipients list's filters, sort and page as the URL query string holds them (lib/listParams),
// and the query GET /recipients takes from them.
import type { Actor } from '@domain/users/actor';
import { SIEGE_ID } from '@domain/siege/siege';
import type { RecipientQuery } from '../../../api/recipients';
import {
  idParam,
  oneOfParam,
  patternParam,
  readListParams,
  trimmedParam,
  withDefaultParam,
  type ListParams,
  type ListSpec,
} from '../../../lib/listParams';

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

/** The list's filters, sort and page (zero-based, as the API counts). */
export type RecipientList = ListParams<RecipientListFilters, SortKey>;

/** The antenna filter a user starts with: their own, or 'Toutes' for the head office (not a recipient antenna). */
export const defaultAntenna = (actor: Actor) => (!actor.antenna_id || actor.antenna_id === SIEGE_ID ? ALL_ANTENNAS : actor.antenna_id);

/**
 * What the list keeps in the URL, for a user whose list opens on `antenna`: as it opens, every file of
 * that antenna, newest file first. Each change is a step the Back button walks back through.
 */
export function recipientListSpec(antenna: string): ListSpec<RecipientListFilters, SortKey> {
  return {
    filters: {
      domiciliation: oneOfParam(YES_NO, 'Tous'),
      housed: oneOfParam(YES_NO, 'Tous'),
      birth_date: patternParam(/^\d{4}-\d{2}-\d{2}$/),
      file_number: trimmedParam,
      name: trimmedParam,
      surname: trimmedParam,
      user: idParam,
      antenna: withDefaultParam(antenna),
    },
    sort: { keys: SORT_KEYS, initial: { by: 'file_number', desc: true } },
    paged: true,
    history: 'push',
  };
}

/** The filters the list opens with, those 'Réinitialiser' goes back to. */
export const defaultFilters = (spec: ListSpec<RecipientListFilters, SortKey>): RecipientListFilters =>
  readListParams(new URLSearchParams(), spec).filters;

/** The flat query of GET /recipients: no 'Tous', no 'Toutes', the file number's part after a dot only. */
export function toApiQuery(list: RecipientList): RecipientQuery {
  const { filters } = list;
  const query: RecipientQuery = { page: String(list.page), sortBy: list.sort.by, sortDesc: String(list.sort.desc) };
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
