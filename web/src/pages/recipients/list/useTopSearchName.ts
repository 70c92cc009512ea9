import { useEffect, useRef } from 'react';
import { useTopSearch } from '../../../layout/search';
import { nameFromSearch } from './listQuery';

/** Hands the top bar's search to the list as its name filter. */
export function useTopSearchName(shownName: string, apply: (name: string) => void): void {
  const search = useTopSearch();
  const lastSearch = useRef(search);
  const shown = useRef(shownName);
  useEffect(() => {
    shown.current = shownName;
  }, [shownName]);
  useEffect(() => {
    const name = nameFromSearch(lastSearch.current, search, shown.current);
    lastSearch.current = search;
    if (name !== null) apply(name);
  }, [search, apply]);
}
