import type { DocSession, DocStore } from './docStore';

// The rows a list holds per antenna, kept as rows come, move and go: a list that filters on nothing but the antenna
// answers its total from here instead of counting every row at each page (the recipients list over its files, the
// housings list over its stays: 6,500 of them at 130,000 files, counted again at every page).

/** What one antenna holds of a list's rows (its id is the document's). */
interface AntennaCount {
  _id: string;
  count: number;
}

/** The count of every antenna's rows together, beside theirs: a list over every antenna reads one document, not each. */
const EVERY_ANTENNA = '*';

/** Adds delta to an antenna's rows in a collection of counts, and to every antenna's. */
export async function countInAntenna(tx: DocSession, counts: string, antennaId: string, delta: number): Promise<void> {
  const collection = tx.collection<AntennaCount>(counts);
  for (const id of [antennaId, EVERY_ANTENNA]) {
    const kept = await collection.get(id);
    await collection.put({ _id: id, count: (kept?.count ?? 0) + delta });
  }
}

/** The rows of an antenna, or of every antenna, in a collection of counts (declared cached: read at every page of a list). */
export async function countedInAntenna(docs: DocStore, counts: string, antennaId: string | undefined): Promise<number> {
  return (await docs.collection<AntennaCount>(counts).get(antennaId ?? EVERY_ANTENNA))?.count ?? 0;
}
