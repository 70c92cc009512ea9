import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTopSearch } from '../layout/search';
import {
  filterFromTopSearch,
  readListParams,
  toggleSort,
  withFilters,
  writeListParams,
  type ListParams,
  type ListSpec,
  type Sort,
} from './listParams';

/** The filters of F that hold text: those the top-bar search may fill. */
export type TextFilterName<F> = { [Name in keyof F]: F[Name] extends string ? Name : never }[keyof F];

/** What changes a list; each change goes through the URL. */
export interface ListActions<F, K extends string> {
  /** New values for some filters; back to the first page. */
  setFilters(change: Partial<F>): void;
  /** A click on a column header: the same column turns round, another one sorts ascending; back to the first page. */
  toggleSort(column: K): void;
  /** Another page (zero-based), filters and sort kept. */
  setPage(page: number): void;
}

/** Hands what the person types in the top bar's search to the list, as one of its filters. */
function useTopSearchFilter(shown: string, apply: ((text: string) => void) | null): void {
  const search = useTopSearch();
  const lastSearch = useRef(search);
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);
  useEffect(() => {
    const text = filterFromTopSearch(lastSearch.current, search, shownNow.current);
    lastSearch.current = search;
    if (apply && text !== null) apply(text);
  }, [search, apply]);
}

// Two lists of one page (the home tables) may change the URL in the same tick, when the top-bar search
// reaches both: React Router hands each update the URL of the last render, so the second would undo
// the first. The changes of one tick build on each other instead.
let urlOfThisTick: URLSearchParams | null = null;

/**
 * A list's filters, sort and page, read from and written to the URL query string: Back and Forward,
 * reloads and shared links show the same list. With `topSearch`, the top-bar search fills that filter.
 */
export function useListParams<F, K extends string = never>(
  spec: ListSpec<F, K>,
  topSearch?: TextFilterName<F>,
): [ListParams<F, K>, ListActions<F, K>] {
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readListParams(params, spec), [params, spec]);

  // Each change applies to the URL as it is at that moment, not as it was at the last render.
  const update = useCallback(
    (change: (current: ListParams<F, K>) => ListParams<F, K>) =>
      setParams(
        (current) => {
          const base = urlOfThisTick ?? current;
          const next = writeListParams(base, change(readListParams(base, spec)), spec);
          if (!urlOfThisTick) queueMicrotask(() => (urlOfThisTick = null));
          urlOfThisTick = next;
          return next;
        },
        { replace: spec.history !== 'push' },
      ),
    [setParams, spec],
  );
  const actions = useMemo<ListActions<F, K>>(
    () => ({
      setFilters: (change) => update((current) => withFilters(current, change)),
      // The sort is a Sort<K> whenever a column can be clicked, K being never for a list without sort.
      toggleSort: (column) =>
        update((current) => ({ ...current, sort: toggleSort(current.sort as Sort<K>, column) as ListParams<F, K>['sort'], page: 0 })),
      setPage: (page) => update((current) => ({ ...current, page })),
    }),
    [update],
  );

  const { setFilters } = actions;
  const applySearch = useMemo(
    () => (topSearch === undefined ? null : (text: string) => setFilters({ [topSearch]: text } as Partial<F>)),
    [setFilters, topSearch],
  );
  useTopSearchFilter(topSearch === undefined ? '' : String(list.filters[topSearch]), applySearch);
  return [list, actions];
}
