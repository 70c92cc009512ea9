import type { DocSession, DocStore } from './docStore';

// The rows a list holds per antenna, kept as rows come, move and go: a list that filters on nothing but the antenna
// answers its total from here instead of counting every row at each page (the recipients list over its files, the
// housings list over its stays: 6,500 of them at 130,000 files, counted again at every page).

/** What one antenna holds of a list's rows (its id is the document's). */
interface AntennaCount {
  _id: string;
  count: number;
}

/** Adds delta to an antenna's rows in a collection of counts. */
export async function countInAntenna(tx: DocSession, counts: string, antennaId: string, delta: number): Promise<void> {
  const collection = tx.collection<AntennaCount>(counts);
  const kept = await collection.get(antennaId);
  await collection.put({ _id: antennaId, count: (kept?.count ?? 0) + delta });
}

/** The rows of an antenna, or of every antenna, in a collection of counts. */
export async function countedInAntenna(docs: DocStore, counts: string, antennaId: string | undefined): Promise<number> {
  const collection = docs.collection<AntennaCount>(counts);
  if (antennaId !== undefined) return (await collection.get(antennaId))?.count ?? 0;
  return (await collection.find({ select: ['count'] })).items.reduce((sum, kept) => sum + kept.count, 0);
}
