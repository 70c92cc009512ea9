import { newId } from './newId';
import type { NewEvent } from '../commands/eventStore';
import { bookRoom } from '@domain/hotels/bookings';
import { evolveRoom } from '@domain/hotels/rooms';
import { addHousing, updateHousing, type HousingInput } from '@domain/housings/decide';
import type { Payment } from '@domain/housings/fields';
import { addMeeting } from '@domain/meetings/decide';
import type { HelpLineInput, MeetingInput } from '@domain/meetings/fields';
import type { RecipientState } from '@domain/recipients/state';
import { addDays } from '@domain/shared/dates';
import type { Family, FilePlan, Stamp } from './reportEvents';
import type { ActivityTargets, SchemeRoom } from './reportScheme';
import type { Seeded } from './seeded';

// Meetings and stays of the generated files, planned as their commands would record them (see reportEvents.ts).

/** Days from `first` to `last`, both included. */
export interface Days {
  first: string;
  last: string;
}

/** What every family plans with: the targets, the shared random generator, the window of activity, the rooms' timelines. */
export interface ActivityContext {
  targets: ActivityTargets;
  random: Seeded;
  /** The two years before today: meetings are dated within them, earlier records up to a year before. */
  days: Days;
  /** The morning each room of the scheme is free from (its stays follow one another). */
  roomFree: Map<string, string>;
  roomEvents: Map<string, NewEvent[]>;
  counts: Map<Family, number>;
}

const DAY_MS = 86_400_000;

/** The later of two days. */
export const later = (a: string, b: string) => (a > b ? a : b);
/** Days from a to b. */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS);
/** A day from first to last, both included. */
export const dayIn = (random: Seeded, first: string, last: string) => addDays(first, random.int(daysBetween(first, last) + 1));
/** True `percent` times in a hundred. */
export const chance = (random: Seeded, percent: number) => random.int(100) < percent;
/** Euros to the cent. */
export const cents = (amount: number) => Math.round(amount * 100) / 100;

/** A meeting as the modal sends it: mostly present and face to face, a few topics, aids of the catalogue for about half. */
function meetingForm(random: Seeded, userId: string, date: string, aids: string[]): MeetingInput {
  const presence = random.int(100);
  const type = random.int(100);
  const helps: HelpLineInput[] = [];
  if (presence < 82 && aids.length > 0 && chance(random, 55)) {
    const first = random.int(aids.length);
    const lines = Math.min(aids.length, 1 + random.int(3));
    for (let i = 0; i < lines; i += 1) helps.push({ help_id: aids[(first + i) % aids.length], quantity: 1 + random.int(3) });
    if (chance(random, 8)) helps.push({ label: 'Participation pharmacie', quantity: 1, u_price: '12,40' });
  }
  return {
    user_id: userId,
    date,
    presence: presence < 82 ? 'Oui' : presence < 92 ? 'Excusé' : 'Non',
    type: type < 75 ? 'Présentiel' : type < 95 ? 'Téléphonique' : 'Visio',
    sid: chance(random, 3),
    housing: chance(random, 30),
    resources: chance(random, 30),
    work: chance(random, 20),
    health: chance(random, 20),
    admin: chance(random, 40),
    helps,
  };
}

/** `count` meetings held by the file's referent, dated over the window (after the file was opened). */
export function planMeetings(plan: FilePlan, ctx: ActivityContext, count: number): void {
  const first = later(plan.from, ctx.days.first);
  if (first > ctx.days.last) return;
  const aids = [...ctx.targets.helps.keys()];
  const helps = (id: string) => ctx.targets.helps.get(id);
  for (let i = 0; i < count; i += 1) {
    const date = dayIn(ctx.random, first, ctx.days.last);
    const meetingId = newId();
    const meeting = meetingForm(ctx.random, plan.actor.id, date, aids);
    plan.on(date, 'meetings', 'addMeeting', (state) =>
      addMeeting({ meetingId, meeting }, state, { actor: plan.actor, today: date, references: ctx.targets.references, helps }),
    );
  }
}

/** The name a booking shows, as the housing command gives it. */
const occupantName = (state: RecipientState) => `${state.civil.surname} ${state.civil.name.toUpperCase()}`;

/** Books (or moves) a stay's nights on its room's stream, as the housing commands do before writing the file. */
function book(
  ctx: ActivityContext,
  room: SchemeRoom,
  stamp: Stamp,
  stay: { housingId: string; recipientId: string; name: string; start: string; end: string },
  actor: FilePlan['actor'],
) {
  const decided = bookRoom({ ...stay, recipientName: stay.name }, room.state, { actor, mayOpenFileOf: () => false });
  const events = ctx.roomEvents.get(room.id) ?? [];
  for (const event of decided) {
    room.state = evolveRoom(room.state, event);
    events.push({ id: newId(), type: event.type, data: event.data, meta: { ...stamp, command: 'bookRoom' } });
  }
  ctx.roomEvents.set(room.id, events);
  ctx.counts.set('own_stays', (ctx.counts.get('own_stays') ?? 0) + decided.length);
}

/** Payments of a stay's share every 30 days from its start until it ends, some months missed. */
function monthlyPayments(random: Seeded, start: string, until: string, perNight: number): Payment[] {
  const payments: Payment[] = [];
  for (let day = addDays(start, 30); day < until; day = addDays(day, 30))
    if (chance(random, 80)) payments.push({ amount: cents(perNight * 30), date: day });
  return payments;
}

/**
 * A stay in a room of the scheme counted for the file's antenna, after the room's previous stay: booked on the
 * room's stream and added to the file on its first day; on the day the person leaves (a quarter before the end
 * planned), the leaving day and the payments are recorded and the booking shortened.
 */
export function planOwnStay(plan: FilePlan, ctx: ActivityContext): void {
  const { random } = ctx;
  const earliest = later(plan.from, addDays(ctx.days.first, -180));
  const freeFrom = (room: SchemeRoom) => later(ctx.roomFree.get(room.id) ?? earliest, earliest);
  const rooms = ctx.targets.rooms.filter(
    (room) => room.antennaId === plan.file.civil.antenna_id && freeFrom(room) <= addDays(ctx.days.last, -20),
  );
  if (rooms.length === 0) return;
  const room = random.pick(rooms);
  const start = addDays(freeFrom(room), random.int(15));
  const nights = 20 + random.int(160);
  const end = addDays(start, nights);
  const leave = chance(random, 25) ? addDays(start, 1 + random.int(nights - 1)) : end;
  const left = leave <= ctx.days.last;
  ctx.roomFree.set(room.id, left ? leave : end);
  plan.housedInRoom = true;
  const price = random.pick([2, 2.5, 3, 3.5, 4, 5]);
  const housingId = newId();
  const form: HousingInput = {
    user_id: plan.actor.id,
    hotel_id: room.hotelId,
    room_id: room.id,
    type: random.pick(['Classique', 'Classique', 'Relais', 'PSE'] as const),
    start_date: start,
    end_date: end,
    price,
    caution: random.pick(['Payée', 'Non payée'] as const),
    founding: random.pick([null, null, 'Passerelles', 'M6-barreau'] as const),
    meeting: true,
    signin: true,
    payments: [{ amount: cents(price * 30), date: start }],
  };
  const decision = (today: string) => ({ actor: plan.actor, today, references: ctx.targets.references });
  const stay = (state: RecipientState, until: string) => ({
    housingId,
    recipientId: plan.file.recipientId,
    name: occupantName(state),
    start,
    end: until,
  });
  plan.on(start, 'own_stays', 'addHousing', (state, stamp) => {
    const added = addHousing({ housingId, kind: 'hebergement', housing: form }, state, decision(start));
    book(ctx, room, stamp, stay(state, end), plan.actor);
    return added;
  });
  if (!left) return;
  const paid = monthlyPayments(random, start, leave, price);
  plan.on(leave, 'own_stays', 'updateHousing', (state, stamp) => {
    const stored = state.housings[housingId];
    const current = { ...stored, free_end_date: leave, signout: true, payments: [...stored.payments, ...paid] };
    const changed = updateHousing(
      { housingId, update: { origin: { ...stored }, current, failOnConcurrent: false } },
      state,
      decision(leave),
    );
    if (leave !== end) book(ctx, room, stamp, stay(state, leave), plan.actor);
    return changed;
  });
}

const EMERGENCY_HOTELS = [
  'Hôtel Formule 1 Vénissieux',
  'Ibis Budget Marseille Timone',
  'B&B Lille Centre',
  'Hôtel Le Relais',
  'Première Classe Bron',
];

/** Emergency stays one after the other, each paid in part on arrival and, once ended, for the rest on leaving (not always). */
export function planEmergencyStays(plan: FilePlan, ctx: ActivityContext, count: number): void {
  const { random } = ctx;
  let from = later(plan.from, addDays(ctx.days.first, -30));
  for (let i = 0; i < count && from <= ctx.days.last; i += 1) {
    const start = dayIn(random, from, ctx.days.last);
    const nights = 2 + random.int(29);
    const end = addDays(start, nights);
    const price = random.pick([5, 7.5, 10, 15]);
    const housingId = newId();
    const form: HousingInput = {
      user_id: plan.actor.id,
      hotel_info: random.pick(EMERGENCY_HOTELS),
      start_date: start,
      end_date: end,
      price,
      payments: [{ amount: cents(price * Math.min(nights, 7)), date: start }],
    };
    const decision = (today: string) => ({ actor: plan.actor, today, references: ctx.targets.references });
    plan.on(start, 'emergency_stays', 'addHousing', (state) =>
      addHousing({ housingId, kind: 'urgence', housing: form }, state, decision(start)),
    );
    if (end <= ctx.days.last) {
      const rest = nights > 7 && chance(random, 80) ? [{ amount: cents(price * (nights - 7)), date: end }] : [];
      plan.on(end, 'emergency_stays', 'updateHousing', (state) => {
        const stored = state.housings[housingId];
        const current = { ...stored, free_end_date: end, payments: [...stored.payments, ...rest] };
        return updateHousing({ housingId, update: { origin: { ...stored }, current, failOnConcurrent: false } }, state, decision(end));
      });
    }
    from = addDays(end, 1 + random.int(60));
  }
}
