import { useState } from 'react';

// A list whose rows a click changes, and which the server orders by what the click changed (the alerts,
// by status): reloaded in the server's order, the row under the pointer would change between two clicks,
// and the second one would act on another row. The page keeps the rows it first showed, in that order,
// each row taking the server's latest version of it; another page (or leaving, or reloading the page)
// starts again from the server's order. What the rows hold stays the server's.

/** The rows shown for one page of a list: which page, and its rows in the order first shown. */
export interface KeptRows<T> {
  page: string;
  rows: T[];
}

/**
 * The rows to show once the server has answered `fresh` for `page`: a page not shown yet comes in the
 * server's order; the page already shown keeps its rows and their order, each replaced by the server's
 * version of it when the answer holds it (a row gone to another page keeps its last known version, and a
 * row come from another page is not slipped in between).
 */
export function keepOrder<T extends { _id: string }>(kept: KeptRows<T> | null, page: string, fresh: T[]): KeptRows<T> {
  if (!kept || kept.page !== page) return { page, rows: fresh };
  const latest = new Map(fresh.map((row) => [row._id, row]));
  return { page, rows: kept.rows.map((row) => latest.get(row._id) ?? row) };
}

/** The kept rows with one of them replaced by its version as a write's answer gives it. */
export function withRow<T extends { _id: string }>(kept: KeptRows<T>, changed: T): KeptRows<T> {
  return { ...kept, rows: kept.rows.map((row) => (row._id === changed._id ? changed : row)) };
}

/**
 * The rows of the page in the order first shown (keepOrder), from the server's answers for it; `fresh` is
 * undefined while another page's rows stand in (placeholder data), which then stay shown until it comes.
 * `replace` puts a write's answer in place of its row.
 */
export function useKeptOrder<T extends { _id: string }>(fresh: T[] | undefined, page: string) {
  const [kept, setKept] = useState<KeptRows<T> | null>(null);
  const [seen, setSeen] = useState<T[] | undefined>(undefined);
  // Adjusted while rendering (not in an effect), so that no frame shows the server's order first.
  if (fresh && fresh !== seen) {
    setSeen(fresh);
    setKept(keepOrder(kept, page, fresh));
  }
  return {
    rows: kept?.rows ?? fresh,
    replace: (changed: T) => setKept((current) => current && withRow(current, changed)),
  };
}
