import { ROOM_TYPES } from '@domain/hotels/rooms';
import { HOUSING_KIND_NAMES, HOUSING_KINDS, type HousingKind } from '@domain/housings/fields';
import type { DocSession } from '../../projections/docStore';
import type { RoomDoc } from '../../projections/rooms';
import {
  billedNights,
  cents,
  dueWithin,
  eachStayInRooms,
  eachStayOfAntenna,
  occupiedNights,
  paidWithin,
} from '../../projections/statistics/housingFacts';
import { dayCount, offeredDays, roomsCountedFor } from '../../projections/statistics/occupancyIndicator';
import type { ReportContext, ReportDefinition, ReportWriter } from './report';
import type { Days } from '../../projections/statistics/periods';

// The 'Hébergement' report: how full the antenna's rooms were per hotel and room type, its ALT rooms by
// funder code, and the stays of each kind with what they cost and what was paid, over the period.

export const NOT_SET = 'Non renseigné';

/** Nights held over nights offered; null when none was offered. */
export const rateOf = (occupied: number, available: number) => (available > 0 ? occupied / available : null);

/** The days a room is offered as an ALT room among these: its ALT dates as well as its own; null for a room not ALT. */
export const altDays = (room: RoomDoc, days: Days) =>
  room.alt ? offeredDays(room, days, { start: room.alt_start_date, end: room.alt_end_date }) : null;

/** Hotel names by id, from the hotels read model. */
async function hotelNamesOf(docs: DocSession, ids: string[]): Promise<Map<string, string>> {
  const hotels = await docs.collection<{ _id: string; name: string }>('hotels').getMany(ids);
  return new Map(hotels.map((hotel) => [hotel._id, hotel.name]));
}

interface Nights {
  rooms: number;
  available: number;
  occupied: number;
}

const typeOrder = (type: string | null | undefined) => {
  const index = ROOM_TYPES.indexOf(type as (typeof ROOM_TYPES)[number]);
  return index < 0 ? ROOM_TYPES.length : index;
};

/** The entry of a key, made when missing. */
function entry<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/** Rooms, nights offered and nights held in the period, per hotel and room type and per ALT funder code. */
async function roomNights(ctx: ReportContext, period: Days) {
  const rooms = (await roomsCountedFor(ctx.docs, ctx.params.antenna_id)).filter((room) => offeredDays(room, period));
  const byType = new Map<string, Nights & { hotel_id: string; type: string | null }>();
  const byFunder = new Map<string, Nights>();
  const typeRow = (room: RoomDoc) =>
    entry(byType, `${room.hotel_id}|${room.type ?? ''}`, () => ({
      hotel_id: room.hotel_id,
      type: room.type ?? null,
      rooms: 0,
      available: 0,
      occupied: 0,
    }));
  const funderRow = (room: RoomDoc) => entry(byFunder, room.alt_drihl || NOT_SET, () => ({ rooms: 0, available: 0, occupied: 0 }));
  for (const room of rooms) {
    const row = typeRow(room);
    row.rooms += 1;
    row.available += dayCount(offeredDays(room, period));
    const alt = altDays(room, period);
    if (!alt) continue;
    const altRow = funderRow(room);
    altRow.rooms += 1;
    altRow.available += dayCount(alt);
  }
  const byId = new Map(rooms.map((room) => [room._id, room]));
  await eachStayInRooms(ctx.docs, [...byId.keys()], period, (stay) => {
    const room = byId.get(stay.room_id ?? '');
    if (!room) return;
    typeRow(room).occupied += occupiedNights(stay, offeredDays(room, period));
    const alt = altDays(room, period);
    if (alt) funderRow(room).occupied += occupiedNights(stay, alt);
  });
  return { byType: [...byType.values()], byFunder };
}

const nightColumns = [
  { header: 'Chambres', format: 'integer' as const },
  { header: 'Nuitées disponibles', format: 'integer' as const },
  { header: 'Nuitées occupées', format: 'integer' as const },
  { header: "Taux d'occupation", format: 'percent' as const },
];
const nightCells = (n: Nights) => [n.rooms, n.available, n.occupied, rateOf(n.occupied, n.available)];
const sum = (rows: Nights[]): Nights =>
  rows.reduce((t, n) => ({ rooms: t.rooms + n.rooms, available: t.available + n.available, occupied: t.occupied + n.occupied }), {
    rooms: 0,
    available: 0,
    occupied: 0,
  });

async function writeRooms(ctx: ReportContext, out: ReportWriter, period: Days): Promise<void> {
  const { byType, byFunder } = await roomNights(ctx, period);
  const hotels = await hotelNamesOf(ctx.docs, [...new Set(byType.map((row) => row.hotel_id))]);
  const hotelName = (id: string) => hotels.get(id) ?? NOT_SET;
  byType.sort((a, b) => hotelName(a.hotel_id).localeCompare(hotelName(b.hotel_id), 'fr') || typeOrder(a.type) - typeOrder(b.type));
  const occupancy = await out.sheet('Occupation', [{ header: 'Hôtel', width: 30 }, { header: 'Type de chambre' }, ...nightColumns], {
    notes: [
      "Chambres non archivées comptées pour l'antenne (une chambre prêtée compte pour l'antenne qui l'emprunte).",
      'Nuitées disponibles : les jours de la période où la chambre est en service. Nuitées occupées : les nuits où un séjour tient la chambre, du jour d’entrée à la veille de sa libération (à défaut, de sa fin).',
    ],
  });
  for (const row of byType) await occupancy.addRow([hotelName(row.hotel_id), row.type ?? NOT_SET, ...nightCells(row)]);
  await occupancy.addTotalRow(['TOTAL', null, ...nightCells(sum(byType))]);
  const codes = [...byFunder].sort(([a], [b]) => (a === NOT_SET ? 1 : b === NOT_SET ? -1 : a.localeCompare(b)));
  const alt = await out.sheet('Chambres ALT', [{ header: 'Code financeur' }, ...nightColumns], {
    notes: ['Chambres ALT par code financeur : seuls comptent les jours de la période compris dans les dates ALT de la chambre.'],
  });
  for (const [code, nights] of codes) await alt.addRow([code, ...nightCells(nights)]);
  await alt.addTotalRow(['TOTAL', ...nightCells(sum([...byFunder.values()]))]);
}

interface KindTotals {
  stays: number;
  people: Set<string>;
  nights: number;
  due: number;
  paid: number;
}

async function writeStays(ctx: ReportContext, out: ReportWriter, period: Days): Promise<void> {
  const blank = (): KindTotals => ({ stays: 0, people: new Set(), nights: 0, due: 0, paid: 0 });
  const kinds: Record<HousingKind, KindTotals> = { hebergement: blank(), urgence: blank(), hors: blank() };
  const total = blank();
  await eachStayOfAntenna(ctx.docs, ctx.params.antenna_id, period, (stay) => {
    for (const totals of [kinds[stay.housing_type], total]) {
      totals.stays += 1;
      totals.people.add(stay.recipient_id);
      totals.nights += billedNights(stay, period);
      totals.due += dueWithin(stay, period);
      totals.paid += paidWithin(stay, period);
    }
  });
  const cells = (t: KindTotals) => [t.stays, t.people.size, t.nights, cents(t.due), cents(t.paid), cents(t.paid - t.due)];
  const sheet = await out.sheet(
    'Séjours',
    [
      { header: 'Catégorie', width: 20 },
      { header: 'Séjours', format: 'integer' },
      { header: 'Personnes', format: 'integer' },
      { header: 'Nuitées dans la période', format: 'integer' },
      { header: 'Montant dû', format: 'euro' },
      { header: 'Montant payé', format: 'euro' },
      { header: 'Solde', format: 'euro' },
    ],
    {
      notes: [
        "Séjours en cours dans la période, de l'antenne du dossier à leur enregistrement.",
        'Nuitées : du jour d’entrée à la veille de la date de fin, dans la période. Montant dû : quote-part × nuitées. Payé : paiements datés dans la période. Solde : payé − dû.',
      ],
    },
  );
  for (const kind of HOUSING_KINDS) await sheet.addRow([HOUSING_KIND_NAMES[kind], ...cells(kinds[kind])]);
  await sheet.addTotalRow(['TOTAL', ...cells(total)]);
}

/** 'Hébergement': occupancy per hotel and room type, ALT rooms by funder code, stays by kind with their amounts. */
export const housingReport: ReportDefinition = {
  type: 'housing_statistics',
  async write(ctx, out) {
    const period = { first: ctx.params.start_date, last: ctx.params.end_date };
    await writeRooms(ctx, out, period);
    await ctx.progress(0.6);
    await writeStays(ctx, out, period);
    await ctx.progress(1);
  },
};
