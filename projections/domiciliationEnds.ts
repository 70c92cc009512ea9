import type { DocSession, DocStore, FieldOps } from './docStore';

// The domiciliations each referent holds per antenna and end date, kept as they come, change and go: the home table's
// total sums the referent's end dates from the first one shown (a few hundred rows, read from their index alone)
// instead of counting the domiciliations one by one (1,800 of one referent at 130,000 files, at every page).
export const DOMICILIATION_ENDS = 'domiciliation_ends';
export const DOMICILIATION_ENDS_INDEXES = [
  ['user_id', 'end_date', 'domiciliations'],
  ['user_id', 'antenna_id', 'end_date', 'domiciliations'],
];

/** What a domiciliation is counted under; one without a referent or an end date never shows on the home table. */
export interface CountedEnd {
  user_id?: string | null;
  antenna_id: string;
  end_date?: string | null;
}

interface EndCount {
  _id: string;
  user_id: string;
  antenna_id: string;
  end_date: string;
  domiciliations: number;
}

async function countEnd(tx: DocSession, dom: CountedEnd, delta: number): Promise<void> {
  if (!dom.user_id || !dom.end_date) return;
  const counts = tx.collection<EndCount>(DOMICILIATION_ENDS);
  const _id = JSON.stringify([dom.user_id, dom.antenna_id, dom.end_date]);
  const domiciliations = ((await counts.get(_id))?.domiciliations ?? 0) + delta;
  if (domiciliations > 0)
    await counts.put({ _id, user_id: dom.user_id, antenna_id: dom.antenna_id, end_date: dom.end_date, domiciliations });
  else await counts.delete(_id);
}

/** Moves a domiciliation's count as it is added (before null), changed, moved to another antenna or deleted (after null). */
export async function recountEnd(tx: DocSession, before: CountedEnd | null, after: CountedEnd | null): Promise<void> {
  const same = (a: CountedEnd, b: CountedEnd) => a.user_id === b.user_id && a.antenna_id === b.antenna_id && a.end_date === b.end_date;
  if (before && after && same(before, after)) return;
  if (before) await countEnd(tx, before, -1);
  if (after) await countEnd(tx, after, 1);
}

/** The domiciliations of a referent (in one antenna, or in every one) ending in a range of dates. */
export function endsCounted(docs: DocStore, where: { user_id: string; antenna_id?: string | null; end_date: FieldOps }): Promise<number> {
  return docs.collection<EndCount>(DOMICILIATION_ENDS).sum('domiciliations', where);
}
