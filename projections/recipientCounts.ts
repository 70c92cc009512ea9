import type { DocSession, DocStore } from './docStore';

// How many files each antenna holds, kept as its files are created, transferred and deleted: the recipients list
// answers its total from here when it filters on nothing but the antenna, instead of counting every row at each page.

/** Files of one antenna (its id is the document's). */
interface FileCount {
  _id: string;
  files: number;
}

export const RECIPIENT_COUNTS = 'recipient_counts';

/** Adds delta to the files of an antenna. */
export async function countFiles(tx: DocSession, antennaId: string, delta: number): Promise<void> {
  const counts = tx.collection<FileCount>(RECIPIENT_COUNTS);
  const count = await counts.get(antennaId);
  await counts.put({ _id: antennaId, files: (count?.files ?? 0) + delta });
}

/** The files of an antenna, or of every antenna. */
export async function filesCounted(docs: DocStore, antennaId: string | undefined): Promise<number> {
  const counts = docs.collection<FileCount>(RECIPIENT_COUNTS);
  if (antennaId !== undefined) return (await counts.get(antennaId))?.files ?? 0;
  return (await counts.find({})).items.reduce((sum, count) => sum + count.files, 0);
}
