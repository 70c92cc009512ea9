import { applyChanges } from '@domain/shared/changes';
import type { HousingFields, HousingKind, Payment } from '@domain/housings/fields';
import { nightsBetween, occupancyEnd } from '@domain/housings/figures';
import type { RecipientEvent } from '@domain/recipients/events';
import type { DocSession, Filter } from '../docStore';
import { handlers } from '../projection';
import { addDays } from '@domain/shared/dates';
import { idOf } from '../streamIds';
import type { FactModule } from './facts';
import { deleteFileFacts, fileAntenna } from './fileFacts';
import { ofAntenna, type Days } from './periods';
import { eachPage } from './windows';

/** A stay of any kind as the reports count it; rooms and hotels are read from their own read models when a report runs. */
export interface StayFact {
  _id: string;
  recipient_id: string;
  antenna_id: string;
  housing_type: HousingKind;
  hotel_id: string | null;
  room_id: string | null;
  founding: NonNullable<HousingFields['founding']> | null;
  /** The share per night. */
  price: number | null;
  payments: Payment[];
  start_date: string | null;
  end_date: string | null;
  free_end_date: string | null;
  /** The morning the stay leaves its room (free_end_date, else end_date); OPEN_END while neither is known, so that one indexed range finds the stays meeting a period. */
  until: string;
}

export const STAT_HOUSINGS = 'stat_housings';
/** The `until` of a stay whose end is not known yet. */
export const OPEN_END = '9999-12-31';

type StayFields = Pick<
  HousingFields,
  'housing_type' | 'hotel_id' | 'room_id' | 'founding' | 'price' | 'payments' | 'start_date' | 'end_date' | 'free_end_date'
>;

function stayFact(base: Pick<StayFact, '_id' | 'recipient_id' | 'antenna_id'>, housing: StayFields): StayFact {
  return {
    ...base,
    housing_type: housing.housing_type,
    hotel_id: housing.hotel_id ?? null,
    room_id: housing.room_id ?? null,
    founding: housing.founding ?? null,
    price: housing.price ?? null,
    payments: Array.isArray(housing.payments) ? housing.payments : [],
    start_date: housing.start_date ?? null,
    end_date: housing.end_date ?? null,
    free_end_date: housing.free_end_date ?? null,
    until: occupancyEnd(housing) ?? OPEN_END,
  };
}

/** Stays of the three kinds, with their antenna of the time they were added. */
export const housingFacts: FactModule = {
  collections: [{ name: STAT_HOUSINGS, indexes: [['antenna_id', 'start_date'], ['antenna_id', 'until'], 'room_id', 'recipient_id'] }],
  handles: handlers<RecipientEvent>({
    async HousingAdded(event, tx) {
      const recipient_id = idOf(event.streamId);
      const antenna_id = await fileAntenna(tx, recipient_id);
      if (antenna_id === null) return;
      await tx
        .collection<StayFact>(STAT_HOUSINGS)
        .put(stayFact({ _id: event.data.housing_id, recipient_id, antenna_id }, event.data.housing));
    },
    async HousingChanged(event, tx) {
      const stays = tx.collection<StayFact>(STAT_HOUSINGS);
      const fact = await stays.get(event.data.housing_id);
      if (!fact) return;
      // The fact's fields bear the form's names, so the changes apply to them; stayFact keeps only those counted.
      await stays.put(stayFact(fact, applyChanges(fact, event.data.changes)));
    },
    async HousingDeleted(event, tx) {
      await tx.collection(STAT_HOUSINGS).delete(event.data.housing_id);
    },
    async RecipientDeleted(event, tx) {
      await deleteFileFacts(tx, idOf(event.streamId), [STAT_HOUSINGS]);
    },
  }),
};

/** The stays whose nights meet the days: begun by the last day, not left before the first night. */
const meeting = (days: Days): Filter => ({ start_date: { $lte: days.last }, until: { $gt: days.first } });

/** Each stay of the antenna (all antennas when null) meeting the days, page by page. */
export async function eachStayOfAntenna(
  docs: DocSession,
  antennaId: string | null,
  days: Days,
  fn: (stay: StayFact) => void | Promise<void>,
) {
  const where = { ...ofAntenna(antennaId), ...meeting(days) };
  await eachPage(docs.collection<StayFact>(STAT_HOUSINGS), { where }, fn);
}

/** Rooms named in one query (SQLite binds each as a parameter). */
const ROOMS_AT_ONCE = 500;

/** Each stay held in these rooms meeting the days, whatever the antenna of its file, page by page. */
export async function eachStayInRooms(docs: DocSession, roomIds: string[], days: Days, fn: (stay: StayFact) => void | Promise<void>) {
  for (let i = 0; i < roomIds.length; i += ROOMS_AT_ONCE) {
    const where = { room_id: { $in: roomIds.slice(i, i + ROOMS_AT_ONCE) }, ...meeting(days) };
    await eachPage(docs.collection<StayFact>(STAT_HOUSINGS), { where }, fn);
  }
}

/** Nights from `from` (included) to `to` (excluded, open when null) that fall within the days: the domain's night count on the overlap. */
export function nightsWithin(from: string | null, to: string | null, days: Days | null): number {
  if (!from || !days) return 0;
  const morningAfter = addDays(days.last, 1);
  return nightsBetween(from > days.first ? from : days.first, to && to < morningAfter ? to : morningAfter);
}

/** The nights a stay holds its room within the days: from its start to the morning it leaves (occupancyEnd). */
export const occupiedNights = (stay: StayFact, days: Days | null) =>
  nightsWithin(stay.start_date, stay.until === OPEN_END ? null : stay.until, days);

/** The nights billed within the days: from its start to its end date, as housingFigures counts the amount due (a stay with no end yet runs to the last day). */
export const billedNights = (stay: StayFact, days: Days | null) => nightsWithin(stay.start_date, stay.end_date, days);

/** Euros to the cent. */
export const cents = (value: number) => Math.round(value * 100) / 100;
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The share due for the nights billed within the days, in euros to the cent. */
export const dueWithin = (stay: StayFact, days: Days) => cents(finite(stay.price) * billedNights(stay, days));

/** The payments received within the days, in euros to the cent. */
export const paidWithin = (stay: StayFact, days: Days) =>
  cents(stay.payments.reduce((sum, p) => (p?.date >= days.first && p.date <= days.last ? sum + finite(p.amount) : sum), 0));
