import { nightsBetween } from '@domain/housings/figures';
import type { DocSession, Filter } from '../docStore';
import { addDays } from '@domain/shared/dates';
import { ROOMS, type RoomDoc } from '../rooms';
import { eachStayInRooms, occupiedNights } from './housingFacts';
import type { Days } from './periods';
import { monthSpans, shortMonthLabel } from './periods';

// How full the charity's own rooms are. A room offers a night on each day it is in service (not
// archived, within its own dates); a stay holds the nights from its start to the morning it leaves its
// room (free_end_date, else end_date), as the room calendar counts them. Only the nights of the days
// asked for count, and a night held outside the days its room is offered is not counted.

/** The days a room is offered among these: within its own dates and `limit` (its ALT dates, say); null when none or archived. */
export function offeredDays(
  room: Pick<RoomDoc, 'archived' | 'start_date' | 'end_date'>,
  days: Days,
  limit: { start?: string | null; end?: string | null } = {},
): Days | null {
  if (room.archived) return null;
  const first = [days.first, room.start_date, limit.start].reduce<string>((a, b) => (b && b > a ? b : a), days.first);
  const last = [days.last, room.end_date, limit.end].reduce<string>((a, b) => (b && b < a ? b : a), days.last);
  return first <= last ? { first, last } : null;
}

/** How many days (so nights) a span holds. */
export const dayCount = (days: Days | null) => (days ? nightsBetween(days.first, addDays(days.last, 1)) : 0);

/** The rooms counted for the antenna (a lent room for its borrower; every antenna when null), archived ones left out. */
export async function roomsCountedFor(docs: DocSession, antennaId: string | null): Promise<RoomDoc[]> {
  const where: Filter = { archived: { $ne: true } };
  if (antennaId !== null) where.counted_antenna_id = antennaId;
  return (await docs.collection<RoomDoc>(ROOMS).find({ where })).items;
}

/** Occupancy of one month. */
export interface MonthOccupancy {
  month: string;
  label: string;
  /** Nights occupied over nights available (0 when no night was available). */
  rate: number;
  nights_occupied: number;
  nights_available: number;
}

/** The occupancy of the antenna's rooms (all rooms when antenna_id is null) in each month of the period. */
export async function occupancyPerMonth(
  docs: DocSession,
  params: { antenna_id: string | null; start_date: string; end_date: string },
): Promise<MonthOccupancy[]> {
  const period = { first: params.start_date, last: params.end_date };
  const spans = monthSpans(period);
  const rooms = new Map((await roomsCountedFor(docs, params.antenna_id)).map((room) => [room._id, room]));
  const available = spans.map((span) => [...rooms.values()].reduce((sum, room) => sum + dayCount(offeredDays(room, span)), 0));
  const occupied = spans.map(() => 0);
  await eachStayInRooms(docs, [...rooms.keys()], period, (stay) => {
    const room = rooms.get(stay.room_id ?? '');
    if (room) spans.forEach((span, i) => (occupied[i] += occupiedNights(stay, offeredDays(room, span))));
  });
  return spans.map((span, i) => ({
    month: span.month,
    label: shortMonthLabel(span.month),
    rate: available[i] > 0 ? occupied[i] / available[i] : 0,
    nights_occupied: occupied[i],
    nights_available: available[i],
  }));
}
