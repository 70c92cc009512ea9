import { describe, expect, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import { bookRoom, freeAgainOn, overlaps, releaseRoom, type RoomBookingEvent } from './bookings';
import { buildActor } from '../testing/builders';
import { evolveRoom, initialRoomState, type RoomEvent } from './rooms';

const rooms = { initialState: initialRoomState, evolve: evolveRoom };
const created: RoomEvent = { type: 'RoomCreated', data: { room: { number: '7', hotel_id: 'h', antenna_id: 'a', price: 400 } } };
const bookedByAli: RoomBookingEvent = {
  type: 'RoomBooked',
  data: { housing_id: 'h1', recipient_id: 'r1', recipient_name: 'Ali BENSAID', start: '2026-11-10', end: '2026-11-20' },
};
const admin = { actor: buildActor('admin'), mayOpenFileOf: () => true };
const book =
  (housingId: string, start: string, end: string, ctx = admin) =>
  (state: typeof initialRoomState) =>
    bookRoom({ housingId, recipientId: 'r2', recipientName: 'Jean MARTIN', start, end }, state, ctx);

describe('overlaps', () => {
  it('shares a night only when the stays truly overlap (an end day is free for the next arrival)', () => {
    expect(overlaps({ start: '2026-11-10', end: '2026-11-20' }, { start: '2026-11-19', end: '2026-11-25' })).toBe(true);
    expect(overlaps({ start: '2026-11-10', end: '2026-11-20' }, { start: '2026-11-20', end: '2026-11-25' })).toBe(false);
    expect(overlaps({ start: '2026-11-10', end: '2026-11-20' }, { start: '2026-11-01', end: '2026-11-10' })).toBe(false);
    expect(overlaps({ start: '2026-11-10', end: '2026-11-20' }, { start: '2026-11-12', end: '2026-11-13' })).toBe(true);
  });
});

describe('freeAgainOn', () => {
  // Listed out of order, as a read model may give them: the 10th to the 20th, the 5th to the 10th, the 20th to the 28th, December.
  const bookings = [
    { start: '2026-11-10', end: '2026-11-20' },
    { start: '2026-11-05', end: '2026-11-10' },
    { start: '2026-11-20', end: '2026-11-28' },
    { start: '2026-12-02', end: '2026-12-05' },
  ];

  it('follows the bookings that hold the room without a free night, from those sharing a night asked for', () => {
    expect(freeAgainOn(bookings, { from: '2026-11-06', to: '2026-11-12' })).toBe('2026-11-28');
    expect(freeAgainOn(bookings, { from: '2026-11-01', to: '2026-11-06' })).toBe('2026-11-28');
    expect(freeAgainOn(bookings.slice(0, 2), { from: '2026-11-06', to: '2026-11-07' })).toBe('2026-11-20');
  });

  it('is null when no booking shares a night asked for', () => {
    expect(freeAgainOn(bookings, { from: '2026-11-28', to: '2026-12-02' })).toBeNull();
    expect(freeAgainOn([], { from: '2026-11-06', to: '2026-11-07' })).toBeNull();
  });
});

describe('bookRoom', () => {
  it('books free nights', () => {
    given(rooms, [created])
      .when(book('h2', '2026-11-01', '2026-11-10'))
      .then([
        {
          type: 'RoomBooked',
          data: { housing_id: 'h2', recipient_id: 'r2', recipient_name: 'Jean MARTIN', start: '2026-11-01', end: '2026-11-10' },
        },
      ]);
  });

  it('refuses nights held by another stay with NOT AVAILABLE naming the occupant to whoever may open their file', () => {
    given(rooms, [created, bookedByAli])
      .when(book('h2', '2026-11-15', '2026-11-25'))
      .thenRefuses('NOT AVAILABLE', "L'hébergement est déjà occupé", undefined, {
        code: 'NOT AVAILABLE',
        recipient_id: 'r1',
        name: 'Ali BENSAID',
      });
  });

  it('refuses occupied nights without naming the occupant to someone who may not open their file', () => {
    given(rooms, [created, bookedByAli])
      .when(book('h2', '2026-11-15', '2026-11-25', { actor: buildActor('volunteer', { antenna_id: 'a' }), mayOpenFileOf: () => false }))
      .thenRefuses('NOT AVAILABLE', "L'hébergement est déjà occupé", undefined, { code: 'NOT AVAILABLE' });
  });

  it('refuses a volunteer or an antenna administrator a room counted for another antenna, and lets them book a room lent to theirs', () => {
    const lent: RoomEvent = { type: 'RoomChanged', data: { changes: { borrow_antenna_id: { from: null, to: 'b' } } } };
    for (const habilitation of ['volunteer', 'antenna_admin'] as const) {
      const ctx = { actor: buildActor(habilitation, { antenna_id: 'b' }), mayOpenFileOf: () => true };
      given(rooms, [created])
        .when(book('h2', '2026-12-01', '2026-12-02', ctx))
        .thenRefuses('FORBIDDEN', "Cette chambre n'est pas attribuée à votre antenne");
      given(rooms, [created, lent])
        .when(book('h2', '2026-12-01', '2026-12-02', ctx))
        .then([expect.objectContaining({ type: 'RoomBooked' })] as never);
    }
  });

  it('moves the nights of an existing stay, or records nothing when they do not change', () => {
    given(rooms, [created, bookedByAli])
      .when((s) =>
        bookRoom({ housingId: 'h1', recipientId: 'r1', recipientName: 'Ali BENSAID', start: '2026-11-10', end: '2026-11-25' }, s, admin),
      )
      .then([{ type: 'RoomBookingChanged', data: { housing_id: 'h1', start: '2026-11-10', end: '2026-11-25' } }]);
    given(rooms, [created, bookedByAli])
      .when((s) =>
        bookRoom({ housingId: 'h1', recipientId: 'r1', recipientName: 'Ali BENSAID', start: '2026-11-10', end: '2026-11-20' }, s, admin),
      )
      .thenNothing();
  });

  it('refuses a new stay in an archived room', () => {
    const archived: RoomEvent = { type: 'RoomChanged', data: { changes: { archived: { from: false, to: true } } } };
    given(rooms, [created, archived])
      .when(book('h2', '2026-12-01', '2026-12-02'))
      .thenRefuses('ROOM_ARCHIVED', 'Cette chambre est archivée');
  });
});

describe('releaseRoom', () => {
  it('frees the nights of a stay, once', () => {
    given(rooms, [created, bookedByAli])
      .when((s) => releaseRoom({ housingId: 'h1' }, s))
      .then([{ type: 'RoomBookingReleased', data: { housing_id: 'h1' } }]);
    given(rooms, [created])
      .when((s) => releaseRoom({ housingId: 'h1' }, s))
      .thenNothing();
  });

  it('gives released nights to the next stay', () => {
    const released: RoomEvent = { type: 'RoomBookingReleased', data: { housing_id: 'h1' } };
    given(rooms, [created, bookedByAli, released])
      .when(book('h2', '2026-11-12', '2026-11-14'))
      .then([
        {
          type: 'RoomBooked',
          data: { housing_id: 'h2', recipient_id: 'r2', recipient_name: 'Jean MARTIN', start: '2026-11-12', end: '2026-11-14' },
        },
      ]);
  });
});
