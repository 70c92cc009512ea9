import type { DocSession } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import type { HotelEvent } from '@domain/hotels/hotels';
import type { RoomEvent } from '@domain/hotels/rooms';
import type { HousingFields, HousingHelpFields } from '@domain/housings/fields';
import { housingFigures, occupancyEnd, type HousingFigures } from '@domain/housings/figures';
import type { RecipientEvent } from '@domain/recipients/events';
import { countInAntenna } from './antennaCounts';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';

/** A housing with its figures and the names its lists show (kept by this projection's own copies). */
export type HousingDoc = HousingFields &
  HousingFigures & {
    _id: string;
    recipient_id: string;
    recipient: { surname: string; name: string };
    antenna_id: string;
    hotel: { name: string; postal_code: string | null } | null;
    room: { number: string } | null;
    occupancy_end: string | null;
  };
/** A housing application of a file. */
export type HousingHelpDoc = HousingHelpFields & { _id: string; recipient_id: string };

/** The stays by each date a list sorts on, ties by id: the pages of every stay come in their order. */
export const DATE_WALKS = { start_date: ['start_date', '_id'], end_date: ['end_date', '_id'], free_end_date: ['free_end_date', '_id'] };
/** An antenna's stays, newest first: the housings list of its volunteers. */
export const ANTENNA_STARTS = ['antenna_id', 'start_date', '_id'];
/** A referent's dashboard in their antenna: its stays not freed yet, newest first, counted from the index alone. */
export const REFERENT_STAYS = ['user_id', 'antenna_id', 'free_end_date', 'start_date', '_id'];
export const HOUSINGS = 'housings';
export const HOUSING_HELPS = 'housing_helps';
/** How many stays each antenna holds (projections/antennaCounts.ts): the housings list's total when nothing else narrows it. */
export const HOUSING_COUNTS = 'housing_counts';
// Names are copied here, not read from other projections, which may be ahead or behind this one.
const PEOPLE = 'housing_recipients';
const HOTEL_NAMES = 'housing_hotels';
const ROOM_NUMBERS = 'housing_rooms';
type Person = { _id: string; surname: string; name: string; antenna_id: string };
type HotelName = { _id: string; name: string; postal_code: string | null };
type RoomNumber = { _id: string; number: string };

// Object.assign rather than spreads, for the reason `extended` gives (domain/shared/paths.ts).
async function build(tx: DocSession, id: string, recipientId: string, housing: HousingFields): Promise<HousingDoc> {
  const person = await tx.collection<Person>(PEOPLE).get(recipientId);
  const hotel = housing.hotel_id ? await tx.collection<HotelName>(HOTEL_NAMES).get(housing.hotel_id) : null;
  const room = housing.room_id ? await tx.collection<RoomNumber>(ROOM_NUMBERS).get(housing.room_id) : null;
  return Object.assign({}, housing, housingFigures(housing), {
    _id: id,
    recipient_id: recipientId,
    recipient: { surname: person?.surname ?? '', name: person?.name ?? '' },
    antenna_id: person?.antenna_id ?? '',
    hotel: hotel ? { name: hotel.name, postal_code: hotel.postal_code } : null,
    room: room ? { number: room.number } : null,
    occupancy_end: occupancyEnd(housing),
  });
}

/** Writes a stay, counted in its antenna when it comes or moves to another one (its file transferred). */
async function putHousing(tx: DocSession, previous: HousingDoc | null, next: HousingDoc): Promise<void> {
  await tx.collection<HousingDoc>(HOUSINGS).put(next);
  if (previous?.antenna_id === next.antenna_id) return;
  if (previous) await countInAntenna(tx, HOUSING_COUNTS, previous.antenna_id, -1);
  await countInAntenna(tx, HOUSING_COUNTS, next.antenna_id, 1);
}

async function deleteHousing(tx: DocSession, doc: HousingDoc): Promise<void> {
  await tx.collection(HOUSINGS).delete(doc._id);
  await countInAntenna(tx, HOUSING_COUNTS, doc.antenna_id, -1);
}

async function rebuildWhere(tx: DocSession, where: Record<string, string>): Promise<void> {
  const housings = tx.collection<HousingDoc>(HOUSINGS);
  for (const doc of (await housings.find({ where })).items) await putHousing(tx, doc, await build(tx, doc._id, doc.recipient_id, doc));
}

const recipientHandlers = handlers<RecipientEvent>({
  async RecipientCreated(event, tx) {
    const { surname, name, antenna_id } = event.data.recipient;
    await tx.collection<Person>(PEOPLE).put({ _id: idOf(event.streamId), surname, name, antenna_id });
  },
  async RecipientCivilDataChanged(event, tx) {
    const people = tx.collection<Person>(PEOPLE);
    const person = await people.get(idOf(event.streamId));
    if (!person || !(event.data.changes.surname || event.data.changes.name)) return;
    await people.put(applyChanges(person, event.data.changes));
    await rebuildWhere(tx, { recipient_id: person._id });
  },
  async RecipientTransferred(event, tx) {
    await tx.collection<Person>(PEOPLE).patch(idOf(event.streamId), { antenna_id: event.data.to_antenna_id });
    await rebuildWhere(tx, { recipient_id: idOf(event.streamId) });
  },
  async RecipientDeleted(event, tx) {
    const where = { recipient_id: idOf(event.streamId) };
    for (const doc of (await tx.collection<HousingDoc>(HOUSINGS).find({ where })).items) await deleteHousing(tx, doc);
    const helps = tx.collection(HOUSING_HELPS);
    for (const doc of (await helps.find({ where })).items) await helps.delete(doc._id);
  },
  async HousingAdded(event, tx) {
    // A stay's id is new when it is added: nothing to read back before counting it.
    await putHousing(tx, null, await build(tx, event.data.housing_id, idOf(event.streamId), event.data.housing));
  },
  async HousingChanged(event, tx) {
    const doc = await tx.collection<HousingDoc>(HOUSINGS).get(event.data.housing_id);
    if (doc) await putHousing(tx, doc, await build(tx, doc._id, doc.recipient_id, applyChanges(doc, event.data.changes)));
  },
  async HousingDeleted(event, tx) {
    const doc = await tx.collection<HousingDoc>(HOUSINGS).get(event.data.housing_id);
    if (doc) await deleteHousing(tx, doc);
  },
  async HousingHelpAdded(event, tx) {
    await tx
      .collection<HousingHelpDoc>(HOUSING_HELPS)
      .put({ ...event.data.help, _id: event.data.help_id, recipient_id: idOf(event.streamId) });
  },
  async HousingHelpChanged(event, tx) {
    const helps = tx.collection<HousingHelpDoc>(HOUSING_HELPS);
    const help = await helps.get(event.data.help_id);
    if (help) await helps.put(applyChanges(help, event.data.changes));
  },
  async HousingHelpDeleted(event, tx) {
    await tx.collection(HOUSING_HELPS).delete(event.data.help_id);
  },
});

const hotelHandlers = handlers<HotelEvent>({
  async HotelCreated(event, tx) {
    await tx
      .collection<HotelName>(HOTEL_NAMES)
      .put({ _id: idOf(event.streamId), name: event.data.hotel.name, postal_code: event.data.hotel.address.postal_code ?? null });
  },
  async HotelChanged(event, tx) {
    const { name, 'address.postal_code': postal } = event.data.changes;
    if (!name && !postal) return;
    const names = tx.collection<HotelName>(HOTEL_NAMES);
    const current = await names.get(idOf(event.streamId));
    if (!current) return;
    await names.put({
      ...current,
      name: name ? String(name.to) : current.name,
      postal_code: postal ? ((postal.to as string | null) ?? null) : current.postal_code,
    });
    await rebuildWhere(tx, { hotel_id: current._id });
  },
});

const roomHandlers = handlers<RoomEvent>({
  async RoomCreated(event, tx) {
    await tx.collection<RoomNumber>(ROOM_NUMBERS).put({ _id: idOf(event.streamId), number: event.data.room.number });
  },
  async RoomChanged(event, tx) {
    if (!event.data.changes.number) return;
    await tx.collection<RoomNumber>(ROOM_NUMBERS).put({ _id: idOf(event.streamId), number: String(event.data.changes.number.to) });
    await rebuildWhere(tx, { room_id: idOf(event.streamId) });
  },
});

export const housingsProjection: Projection = {
  name: 'housings',
  // 3: stays counted per antenna. 4: and over every antenna. 5: the lists' indexes end with the id, an antenna's by start.
  version: 5,
  collections: [
    {
      name: HOUSINGS,
      indexes: [
        'recipient_id',
        'housing_type',
        'user_id',
        'hotel_id',
        'room_id',
        'antenna_id',
        // The lists' sorts end with the id, in their direction: a page walks the index with no sort of its own (the
        // first page of every stay took 65 µs of SQL with ties sorted apart, 30 without).
        ...Object.values(DATE_WALKS),
        ANTENNA_STARTS,
        REFERENT_STAYS,
      ],
      // The top-bar search of the housings lists: the person, and where the stay is (hotel, emergency hotel, address).
      search: [
        'recipient.surname',
        'recipient.name',
        'hotel.name',
        'hotel.postal_code',
        'hotel_info',
        'address_street',
        'address_postal_code',
        'address_city',
      ],
    },
    { name: HOUSING_HELPS, indexes: ['recipient_id'] },
    { name: HOUSING_COUNTS, cached: true },
    { name: PEOPLE },
    { name: HOTEL_NAMES },
    { name: ROOM_NUMBERS },
  ],
  handles: { ...recipientHandlers, ...hotelHandlers, ...roomHandlers },
};
