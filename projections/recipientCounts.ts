import type { DocSession, DocStore, FieldOps } from './docStore';

/** How many files each antenna holds (projections/antennaCounts.ts), kept as files are created, transferred and deleted. */
export const RECIPIENT_COUNTS = 'recipient_counts';

/** The files of an antenna bearing one normalised name (field 'name') or surname ('surname'). */
interface NameCount {
  _id: string;
  antenna_id: string;
  field: NameField;
  key: string;
  files: number;
}

type NameField = 'name' | 'surname';

/** What a file's names are counted under. */
export interface NamedFile {
  antenna_id: string;
  name_key: string;
  surname_key: string;
}

// Names repeat: a search on the first letters of a name is counted over the distinct names that start with them,
// which grow with the names in use rather than with the files (a page of 'mar' among 200,000 files counted its 24,000
// rows one by one).
export const NAME_COUNTS = 'recipient_name_counts';
export const NAME_COUNTS_INDEXES = [
  ['field', 'key'],
  ['antenna_id', 'field', 'key'],
];

/** Adds delta to the counts of a file's name and surname in its antenna; a name no file bears any more goes. */
export async function countNames(tx: DocSession, file: NamedFile, delta: number): Promise<void> {
  const counts = tx.collection<NameCount>(NAME_COUNTS);
  for (const [field, key] of [
    ['name', file.name_key],
    ['surname', file.surname_key],
  ] as const) {
    const _id = JSON.stringify([file.antenna_id, field, key]);
    const files = ((await counts.get(_id))?.files ?? 0) + delta;
    if (files > 0) await counts.put({ _id, antenna_id: file.antenna_id, field, key, files });
    else await counts.delete(_id);
  }
}

/** Moves a file's counts when its antenna, name or surname changes. */
export async function recountNames(tx: DocSession, before: NamedFile, after: NamedFile): Promise<void> {
  if (before.antenna_id === after.antenna_id && before.name_key === after.name_key && before.surname_key === after.surname_key) return;
  await countNames(tx, before, -1);
  await countNames(tx, after, 1);
}

/** The files of an antenna, or of every antenna, whose normalised name (or surname) falls in a range. */
export async function namesCounted(docs: DocStore, antennaId: string | undefined, field: NameField, range: FieldOps): Promise<number> {
  return docs
    .collection<NameCount>(NAME_COUNTS)
    .sum('files', { field, key: range, ...(antennaId !== undefined && { antenna_id: antennaId }) });
}
