import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The top bar's search box hands its text to the current page after 500 ms without typing. */
export const SEARCH_DEBOUNCE_MS = 500;

const SearchContext = createContext<{ text: string; setText(text: string): void; debounced: string }>({
  text: '',
  setText: () => undefined,
  debounced: '',
});

/**
 * Holds the top-bar search; a new page starts with an empty search, handed over at once (not after
 * the pause), so that the same text typed again on the new page is a change the page sees.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [text, setTyped] = useState('');
  const [debounced, setDebounced] = useState('');
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const setText = useCallback((next: string) => {
    setTyped(next);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setDebounced(next), SEARCH_DEBOUNCE_MS);
  }, []);
  const { pathname } = useLocation();
  useEffect(() => {
    clearTimeout(pause.current);
    setTyped('');
    setDebounced('');
  }, [pathname]);
  useEffect(() => () => clearTimeout(pause.current), []);
  return <SearchContext.Provider value={{ text, setText, debounced }}>{children}</SearchContext.Provider>;
}

/** The search box's text and setter (top bar). */
export const useSearchBox = () => useContext(SearchContext);

/** The debounced search the current page filters with. */
export const useTopSearch = () => useContext(SearchContext).debounced;
