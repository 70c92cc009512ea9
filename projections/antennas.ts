import type { DocStore } from './docStore';
import { antennaAbilities } from '@domain/antennas/decide';
import type { ReadContext } from './readContext';
import type { AntennaEvent, AntennaFields } from '@domain/antennas/events';
import { applyChanges } from '@domain/shared/changes';
import { SIEGE_DEFAULT_NAME, SIEGE_ID, type SiegeEvent, type SiegeFields } from '@domain/siege/siege';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** An antenna, or the head office (is_siege), as screens read it. */
export type AntennaDoc = AntennaFields & { _id: string; is_siege?: boolean };
/** The head office as its form reads it, plus the name users see as their antenna. */
export type SiegeDoc = SiegeFields & { _id: string; name: string; is_siege: true };

const ANTENNAS = 'antennas';

/** An empty acr is no acr: only antennas without one are listed as antennas. */
const withAcr = <T extends { acr?: string | null }>(doc: T): T => ({ ...doc, acr: doc.acr?.trim() ? doc.acr.trim() : null });

export const antennasProjection: Projection = {
  name: 'antennas',
  version: 1,
  collections: [{ name: ANTENNAS, indexes: ['acr', 'is_siege', 'name'], shared: true }],
  handles: {
    ...handlers<AntennaEvent>({
      async AntennaCreated(event, tx) {
        await tx.collection<AntennaDoc>(ANTENNAS).put(withAcr({ ...event.data.antenna, _id: idOf(event.streamId) }));
      },
      async AntennaChanged(event, tx) {
        const antennas = tx.collection<AntennaDoc>(ANTENNAS);
        const doc = await antennas.get(idOf(event.streamId));
        if (doc) await antennas.put(withAcr(applyChanges(doc, event.data.changes)));
      },
    }),
    ...handlers<SiegeEvent>({
      async SiegeChanged(event, tx) {
        const antennas = tx.collection<SiegeDoc>(ANTENNAS);
        const doc = (await antennas.get(SIEGE_ID)) ?? { _id: SIEGE_ID, name: SIEGE_DEFAULT_NAME, is_siege: true as const };
        const next = withAcr(applyChanges(doc, event.data.changes));
        await antennas.put({ ...next, name: next.long_name || next.acr || SIEGE_DEFAULT_NAME });
      },
    }),
  },
};

/** Antennas proper (no acr, not the head office), by name. */
export async function listAntennas(docs: DocStore): Promise<AntennaDoc[]> {
  const { items } = await docs
    .collection<AntennaDoc>(ANTENNAS)
    .find({ where: { acr: null, is_siege: { $ne: true } }, sort: [['name', 1]] });
  return items;
}

/** An antenna as its screen lists it, with what the reader may do with it. */
export type ListedAntenna = AntennaDoc & { abilities: ReturnType<typeof antennaAbilities> };

/** The antennas as their screen lists them, each with what the reader may do with it. */
export async function antennasFor(read: Pick<ReadContext, 'docs' | 'actor'>): Promise<ListedAntenna[]> {
  return (await listAntennas(read.docs)).map((antenna) => ({ ...antenna, abilities: antennaAbilities(read.actor, antenna._id) }));
}

/** An antenna or the head office by id. */
export function findAntenna(docs: DocStore, id: string): Promise<AntennaDoc | null> {
  return docs.collection<AntennaDoc>(ANTENNAS).get(id);
}

/** Names of antennas (head office included) by id, for lists that show them. */
export async function antennaNames(docs: DocStore, ids: (string | null)[]): Promise<Map<string, string>> {
  const found = await docs.collection<AntennaDoc>(ANTENNAS).getMany(ids.filter((id): id is string => id !== null));
  return new Map(found.map((antenna) => [antenna._id, antenna.name]));
}

/** The head office as its form reads it (empty before anyone filled it in). */
export async function findSiege(docs: DocStore): Promise<SiegeFields & { _id: string }> {
  const doc = await docs.collection<SiegeDoc>(ANTENNAS).get(SIEGE_ID);
  if (!doc) return { _id: SIEGE_ID };
  const { name: _name, is_siege: _isSiege, ...siege } = doc;
  return siege;
}
