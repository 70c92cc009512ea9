// Sort, page and referent filter of a housings list, as the URL query string holds them. The URL keeps
// only what differs from the defaults (plain /housings is the default list) and counts pages from 1, as
// people do; a prefix lets two lists share one address (the home page's dashboards).
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { HousingSort } from '../../../projections/housingQueries';

/** The columns the server sorts housings on. */
export const HOUSING_SORT_KEYS = ['start_date', 'end_date', 'free_end_date', 'nights', 'price', 'total_price', 'total_payment', 'solde'] as const satisfies readonly HousingSort[];

/** Page (zero-based, as the API counts), sort and referent of a housings list. */
export interface HousingListState {
  page: number;
  sortBy: HousingSort;
  sortDesc: boolean;
  user: string | null;
}

/** Newest stays first (spec part 1, section 9). */
export const DEFAULT_HOUSING_LIST: HousingListState = { page: 0, sortBy: 'start_date', sortDesc: true, user: null };

const isSortKey = (value: string | null): value is HousingSort => HOUSING_SORT_KEYS.some((key) => key === value);

/** The state a query string describes; anything missing or unreadable takes its default. */
export function parseHousingList(params: URLSearchParams, prefix = ''): HousingListState {
  const sortBy = params.get(`${prefix}sortBy`);
  const sortDesc = params.get(`${prefix}sortDesc`);
  return {
    page: Math.max(0, Math.trunc(Number(params.get(`${prefix}page`) ?? 1) || 1) - 1),
    sortBy: isSortKey(sortBy) ? sortBy : DEFAULT_HOUSING_LIST.sortBy,
    // A column chosen without a direction sorts ascending, as the server does.
    sortDesc: sortDesc !== null ? sortDesc === 'true' : isSortKey(sortBy) ? false : DEFAULT_HOUSING_LIST.sortDesc,
    user: params.get(`${prefix}user`) || null,
  };
}

/** The query string with the list's state written in (defaults left out); other parameters are kept. */
export function writeHousingList(params: URLSearchParams, state: HousingListState, prefix = ''): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['page', 'sortBy', 'sortDesc', 'user']) next.delete(`${prefix}${key}`);
  if (state.sortBy !== DEFAULT_HOUSING_LIST.sortBy || state.sortDesc !== DEFAULT_HOUSING_LIST.sortDesc) {
    next.set(`${prefix}sortBy`, state.sortBy);
    next.set(`${prefix}sortDesc`, String(state.sortDesc));
  }
  if (state.user) next.set(`${prefix}user`, state.user);
  if (state.page > 0) next.set(`${prefix}page`, String(state.page + 1));
  return next;
}

/** A click on a column header: the same column turns round, another one sorts ascending; back to the first page. */
export const toggleHousingSort = (state: HousingListState, column: HousingSort): HousingListState => ({
  ...state,
  sortBy: column,
  sortDesc: state.sortBy === column ? !state.sortDesc : false,
  page: 0,
});

/** The list's state read from and written to the address bar. */
export function useHousingListState(prefix = ''): [HousingListState, (state: HousingListState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseHousingList(params, prefix), [params, prefix]);
  // replace: paging and sorting are not steps the Back button should walk through one by one.
  const setState = useCallback((next: HousingListState) => setParams((current) => writeHousingList(current, next, prefix), { replace: true }), [setParams, prefix]);
  return [state, setState];
}
