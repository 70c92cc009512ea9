import { actorOf } from '../commands/auth/login';
import type { EventStore, NewEvent } from '../commands/eventStore';
import { loadAggregate } from '../commands/handle';
import { createHotel, createRoom } from '../commands/hotels/hotelCommands';
import { systemContext } from '../commands/setup/systemActor';
import { roomAggregate, streams } from '../commands/streams';
import type { ChoiceType } from '@domain/choices/types';
import type { HelpFacts } from '@domain/meetings/decide';
import { ALT_FUNDERS, ROOM_TYPES, type RoomState } from '@domain/hotels/rooms';
import type { ReferenceFacts } from '@domain/references/references';
import { addDays } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { listAntennas } from '../projections/antennas';
import type { ChoiceDoc } from '../projections/choices';
import type { UserDoc } from '../projections/users';
import type { BenchServer } from './benchServer';
import { Seeded } from './seeded';

// The scheme the generated activity of the reports part points to: hotels and rooms of the charity made through
// their commands (some lent to another antenna, some financed by the ALT under a funder code), and what the demo
// data set offers (referents, reference lists, SPIP organisms, aids of the catalogue), read once from the read models.

/** A room of the generated scheme, with its state (bookings) as its stream folds it. */
export interface SchemeRoom {
  id: string;
  hotelId: string;
  antennaId: string;
  state: RoomState;
}

/** What generated activity names, as the commands would look it up. */
export interface ActivityTargets {
  /** The people who act, by user id (each file's referent records its activity). */
  actors: Map<string, Actor>;
  /** Answers for the ids a decision names (users, reference entries, organisms, antennas). */
  references: ReferenceFacts;
  /** Entries of each reference list, by id. */
  choices: Map<ChoiceType, string[]>;
  /** SPIP organisms: id, and the antenna that sees it (null: every antenna). */
  spip: { id: string; name: string; antenna_id: string | null }[];
  /** Aids of the catalogue with a price and no stock counted (a stocked aid moves its own stream). */
  helps: Map<string, HelpFacts>;
  rooms: SchemeRoom[];
}

const HOTELS: [string, string, string, number][] = [
  ['Hôtel du Rhône', '69003', 'Lyon', 14],
  ['Résidence Gerland', '69007', 'Lyon', 12],
  ['Hôtel Saint-Fons', '69190', 'Saint-Fons', 10],
  ['Hôtel de la Joliette', '13002', 'Marseille', 14],
  ['Résidence Belle de Mai', '13003', 'Marseille', 10],
  ['Hôtel Wazemmes', '59000', 'Lille', 12],
  ['Résidence Fives', '59800', 'Lille', 10],
];

/** Hotels and rooms through their commands, as the head office sets them up: one room in ten lent, one in three ALT. */
export async function createScheme(server: BenchServer, windowStart: string): Promise<string[]> {
  const ctx = systemContext(server.services.deps, 'bench-reports-scheme');
  const antennas = new Map((await listAntennas(server.services.docs)).map((antenna) => [antenna.address?.city ?? '', antenna._id]));
  const antennaOf = (city: string) => antennas.get(city) ?? antennas.get('Lyon') ?? '';
  const ids = [...antennas.values()];
  const random = new Seeded(31);
  const rooms: string[] = [];
  let altRooms = 0;
  for (const [h, [name, postal_code, city, count]] of HOTELS.entries()) {
    const { hotelId } = await createHotel(ctx, {
      name,
      address: { street: `${h + 3} rue de la République`, postal_code, city },
      tel: '0400000000',
    });
    const antenna_id = antennaOf(city === 'Saint-Fons' ? 'Lyon' : city);
    // Two hotels opened within the window, so their rooms offer only part of a year.
    const opened = h === 2 || h === 4 ? addDays(windowStart, 200) : addDays(windowStart, -400);
    for (let r = 0; r < count; r += 1) {
      const alt = random.int(3) === 0;
      // One ALT room in eight has no funder code yet: the reports show it as 'Non renseigné'.
      const code = alt && ++altRooms % 8 !== 0 ? random.pick(ALT_FUNDERS) : null;
      const lent = random.int(10) === 0 ? ids[(ids.indexOf(antenna_id) + 1) % ids.length] : null;
      const { roomId } = await createRoom(ctx, hotelId, {
        number: `${100 * (1 + (r % 3)) + r}`,
        antenna_id,
        borrow_antenna_id: lent,
        type: ROOM_TYPES[random.int(10) < 6 ? 0 : random.int(10) < 8 ? 1 : 2],
        price: 450 + 10 * random.int(25),
        start_date: opened,
        alt,
        alt_drihl: code,
        alt_start_date: alt ? addDays(opened, random.int(2) === 0 ? 0 : 300) : null,
      });
      rooms.push(roomId);
    }
  }
  return rooms;
}

/** The targets of the generated activity, from the read models of a seeded server (its projections caught up). */
export async function activityTargets(server: BenchServer, roomIds: string[]): Promise<ActivityTargets> {
  const { docs } = server.services;
  const users = (await docs.collection<UserDoc>('users').find({})).items;
  const choiceDocs = (await docs.collection<ChoiceDoc>('choices').find({ where: { deleted: false } })).items;
  const organisms = (await docs.collection<{ _id: string; name: string; antenna_id?: string | null }>('organisms').find({})).items;
  const catalogue = (await docs.collection<HelpFacts & { _id: string; stock: number | null }>('helps').find({})).items;
  const antennaIds = new Set((await listAntennas(docs)).map((antenna) => antenna._id));
  const choices = new Map<ChoiceType, string[]>();
  for (const choice of choiceDocs) choices.set(choice.type, [...(choices.get(choice.type) ?? []), choice._id]);
  const byId = {
    user: new Map(users.map((user) => [user._id, { antenna_id: user.antenna_id }])),
    choice: new Map(choiceDocs.map((choice) => [choice._id, { type: choice.type, deleted: false }])),
    organism: new Map(organisms.map((organism) => [organism._id, organism])),
  };
  const rooms: SchemeRoom[] = [];
  for (const id of roomIds) {
    const { state } = await loadAggregate(server.services.deps, streams.room(id), roomAggregate);
    rooms.push({ id, hotelId: state.room.hotel_id, antennaId: state.room.borrow_antenna_id || state.room.antenna_id, state });
  }
  return {
    actors: new Map(users.map((user) => [user._id, actorOf(user._id, user)])),
    references: {
      user: (id) => byId.user.get(id),
      choice: (id) => byId.choice.get(id),
      contact: () => undefined,
      organism: (id) => byId.organism.get(id),
      antenna: (id) => antennaIds.has(id),
    },
    choices,
    spip: organisms.filter((o) => o.name.startsWith('SPIP')).map((o) => ({ id: o._id, name: o.name, antenna_id: o.antenna_id ?? null })),
    helps: new Map(
      catalogue.filter((help) => help.stock === null && help.price !== null && !help.archived).map((help) => [help._id, help]),
    ),
    rooms,
  };
}

/** Appends the bookings recorded on each room's stream after its creation, in the order they were decided. */
export async function appendRoomEvents(store: EventStore, events: Map<string, NewEvent[]>): Promise<number> {
  let written = 0;
  for (const [roomId, roomEvents] of events) {
    if (roomEvents.length === 0) continue;
    const { expected } = await loadAggregate({ store }, streams.room(roomId), roomAggregate);
    await store.append(streams.room(roomId), roomEvents, expected);
    written += roomEvents.length;
  }
  return written;
}
