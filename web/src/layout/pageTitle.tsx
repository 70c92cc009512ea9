import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { formatPersonName } from '../lib/format';
import { documentTitle } from './documentTitle';
import { screenTitle } from './navigation';

/** A recipient file as its tab names it: 'Dossier n°12 — Camille MOREAU'. */
export const fileTitle = (file: { file_id: number | string; surname?: string | null; name?: string | null }): string =>
  `Dossier n°${file.file_id} — ${formatPersonName(file)}`;

const RecordTitle = createContext<(title: string | null) => void>(() => undefined);

/**
 * Gives the browser tab the title of the screen shown (from the route table), or of the record the
 * page names with usePageTitle. Leaving the back office (sign-out) leaves no record's name in the tab.
 */
export function PageTitleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [record, setRecord] = useState<string | null>(null);
  // A record's title stands alone: the tab is narrow, and what tells two open files apart comes first.
  const title = record ?? documentTitle(screenTitle(pathname));
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = documentTitle(null);
    },
    [],
  );
  return <RecordTitle.Provider value={setRecord}>{children}</RecordTitle.Provider>;
}

/** Names the record a page shows in the browser tab while the page is shown (the screen's title until it has loaded). */
export function usePageTitle(title: string | null | undefined): void {
  const setRecord = useContext(RecordTitle);
  useEffect(() => {
    if (!title) return;
    setRecord(title);
    return () => setRecord(null);
  }, [title, setRecord]);
}
