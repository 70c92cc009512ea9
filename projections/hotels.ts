import type { DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { notFound } from '@domain/shared/errors';
import { normalizeText } from '@domain/shared/text';
import { HOTEL_MESSAGES, type HotelEvent, type HotelFields } from '@domain/hotels/hotels';
import { hotelAbilities } from '@domain/hotels/permissions';
import type { Actor } from '@domain/users/actor';
import { handlers, type Projection } from './projection';
import { freeRoomIds, roomsInService } from './roomQueries';
import { idOf } from './streamIds';

/** A hotel as its form reads it. */
export type HotelRecord = HotelFields & { _id: string };
/** A hotel opened by someone, with what they may do with it. */
export type OpenedHotel = HotelRecord & { abilities: ReturnType<typeof hotelAbilities> };
type HotelDoc = HotelRecord & { sort_key: string };

const HOTELS = 'hotels';

export const hotelsProjection: Projection = {
  name: 'hotels',
  version: 1,
  collections: [{ name: HOTELS, indexes: ['sort_key', 'archived'], search: ['name', 'address.city', 'address.postal_code'] }],
  handles: handlers<HotelEvent>({
    async HotelCreated(event, tx) {
      await tx
        .collection<HotelDoc>(HOTELS)
        .put({ ...event.data.hotel, _id: idOf(event.streamId), sort_key: normalizeText(event.data.hotel.name) });
    },
    async HotelChanged(event, tx) {
      const hotels = tx.collection<HotelDoc>(HOTELS);
      const doc = await hotels.get(idOf(event.streamId));
      if (!doc) return;
      const next = applyChanges(doc, event.data.changes);
      await hotels.put({ ...next, sort_key: normalizeText(next.name) });
    },
  }),
};

const record = ({ sort_key: _s, ...hotel }: HotelDoc): HotelRecord => hotel;

/** One hotel. */
export async function findHotel(docs: DocStore, id: string): Promise<HotelRecord> {
  const hotel = await docs.collection<HotelDoc>(HOTELS).get(id);
  if (!hotel) throw notFound(HOTEL_MESSAGES.notFound);
  return record(hotel);
}

/** One hotel as its sheet shows it to the actor. */
export async function openHotel(docs: DocStore, actor: Actor, id: string): Promise<OpenedHotel> {
  return { ...(await findHotel(docs, id)), abilities: hotelAbilities(actor) };
}

/** Names and postal codes of hotels by id. */
export async function hotelNames(docs: DocStore, ids: (string | null | undefined)[]): Promise<Map<string, HotelRecord>> {
  const found = await docs.collection<HotelDoc>(HOTELS).getMany(ids.filter((id): id is string => !!id));
  return new Map(found.map((hotel) => [hotel._id, record(hotel)]));
}

/**
 * The hotels list: rooms in service and rooms free on the day (today unless `free` is given).
 * With `free`, only hotels having a free room then (counted for `antenna` when given) are listed.
 */
export async function listHotels(
  docs: DocStore,
  opts: { search?: string; free?: string; until?: string; antenna?: string; excludeHousing?: string; today: string },
) {
  const { items } = await docs
    .collection<HotelDoc>(HOTELS)
    .find({ where: opts.search ? { $text: opts.search } : {}, sort: [['sort_key', 1]] });
  const day = opts.free ?? opts.today;
  const rooms = await roomsInService(docs, day, { antenna: opts.antenna });
  const free = await freeRoomIds(docs, rooms, { from: day, to: opts.until, excludeHousing: opts.excludeHousing });
  const rows = items.map((hotel) => {
    const own = rooms.filter((room) => room.hotel_id === hotel._id);
    return { ...record(hotel), rooms: own.length, free_rooms: own.filter((room) => free.has(room._id)).length };
  });
  return opts.free ? rows.filter((row) => row.free_rooms > 0) : rows;
}
