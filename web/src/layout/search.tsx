import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';

/** The top bar's search box hands its text to the current page after 500 ms without typing. */
export const SEARCH_DEBOUNCE_MS = 500;

const SearchContext = createContext<{ text: string; setText(text: string): void; debounced: string }>({
  text: '',
  setText: () => undefined,
  debounced: '',
});

/** Holds the top-bar search; a new page starts with an empty search. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const { pathname } = useLocation();
  useEffect(() => setText(''), [pathname]);
  return <SearchContext.Provider value={{ text, setText, debounced }}>{children}</SearchContext.Provider>;
}

/** The search box's text and setter (top bar). */
export const useSearchBox = () => useContext(SearchContext);

/** The debounced search the current page filters with. */
export const useTopSearch = () => useContext(SearchContext).debounced;
