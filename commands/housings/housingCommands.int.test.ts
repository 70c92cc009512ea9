import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelEvent } from '@domain/hotels/hotels';
import type { RoomEvent } from '@domain/hotels/rooms';
import type { HousingInput } from '@domain/housings/decide';
import type { RecipientEvent } from '@domain/recipients/events';
import { DomainError } from '@domain/shared/errors';
import { buildActor, buildHotel, buildRoom, recipientCreated, userCreated } from '@domain/testing/builders';
import { openEventStore } from '../../infra/eventstore';
import type { EventStore, RecordedEvent } from '../eventStore';
import { tempDataDir } from '../../infra/testing/tempDataDir';
import type { CommandContext } from '../context';
import { addHousing, deleteHousing, updateHousing } from './housingCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const meta = (command: string) => ({ userId: 'u-nord', at: NOW.toISOString(), command, correlationId: 'corr-1' });

/** A stay in room 7 of the Hôtel du Nord, as the housing modal sends it. */
const stayInput = (overrides: HousingInput = {}): HousingInput => ({
  hotel_id: 'hotel-1',
  room_id: 'room-7',
  user_id: 'u-nord',
  start_date: '2026-11-10',
  end_date: '2026-11-20',
  price: '12,50',
  payments: [{ amount: '50' }],
  ...overrides,
});
/** That stay as the file records it. */
const storedStay = {
  housing_type: 'hebergement',
  hotel_id: 'hotel-1',
  room_id: 'room-7',
  user_id: 'u-nord',
  start_date: '2026-11-10',
  end_date: '2026-11-20',
  price: 12.5,
  payments: [{ amount: 50, date: '2026-11-22' }],
  nights_out_contracts: null,
  meeting: false,
  signin: false,
  signout: false,
};

/** The store, with a hook run before each append: it may throw (a store failure) or write first (a concurrent writer). */
function storeWith(store: EventStore, beforeAppend: (streamId: string, nth: number, type: string) => Promise<void>): EventStore {
  const appends = new Map<string, number>();
  return {
    async append(streamId, events, expected) {
      const nth = (appends.get(streamId) ?? 0) + 1;
      appends.set(streamId, nth);
      await beforeAppend(streamId, nth, events[0]?.type ?? '');
      return store.append(streamId, events, expected);
    },
    readStream: (streamId, opts) => store.readStream(streamId, opts),
    readAll: (from, limit) => store.readAll(from, limit),
    subscribe: (from, onEvents) => store.subscribe(from, onEvents),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}

describe('housing commands', () => {
  let dir: ReturnType<typeof tempDataDir>;
  let store: EventStore;
  let start: bigint;
  // One sequence per test, shared by its commands: event ids are unique across the whole store.
  let ids = 0;

  const context = (over: Partial<CommandContext> = {}): CommandContext => ({
    store,
    clock: () => NOW,
    newId: () => `id-${++ids}`,
    passwords: { hash: async (p) => p, verify: async () => false },
    actor: volunteer,
    correlationId: 'corr-1',
    ...over,
  });
  /** What the commands appended since the given state of the test. */
  const appended = async (): Promise<Pick<RecordedEvent, 'streamId' | 'type' | 'data' | 'meta'>[]> =>
    (await store.readAll(start, 1_000)).map(({ streamId, type, data, meta: m }) => ({ streamId, type, data, meta: m }));
  const given = async (streamId: string, event: { type: string; data: object }) => {
    await store.append(streamId, [{ id: randomUUID(), ...event, meta: { userId: 'u-admin', at: '2026-11-01T10:00:00.000Z' } }], 'any');
  };
  const bookingsOf = async (roomId: string) =>
    (await store.readStream(`room-${roomId}`)).filter((e) => e.type !== 'RoomCreated').map((e) => e.type);

  beforeEach(async () => {
    dir = tempDataDir();
    store = await openEventStore({ dataDir: dir.path });
    ids = 0;
    await given('user-u-nord', userCreated());
    await given('user-u-sud', userCreated({ surname: 'Lucie', name: 'Girard', antenna_id: 'ant-sud' }));
    await given('hotel-hotel-1', { type: 'HotelCreated', data: { hotel: buildHotel() } } satisfies HotelEvent);
    await given('room-room-7', { type: 'RoomCreated', data: { room: buildRoom() } } satisfies RoomEvent);
    await given('room-room-8', { type: 'RoomCreated', data: { room: buildRoom({ number: '8' }) } } satisfies RoomEvent);
    await given('recipient-r1', recipientCreated());
    await given('recipient-r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 13));
    start = await store.headPosition();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await store.close();
    dir.remove();
  });

  describe('addHousing', () => {
    it('books the room, then records the stay in the file, both with who, when and which command', async () => {
      const result = await addHousing(context(), 'r1', 'hebergement', stayInput());
      expect(result).toEqual({ housingId: 'id-1', position: start + 2n });
      expect(await appended()).toEqual([
        {
          streamId: 'room-room-7',
          type: 'RoomBooked',
          data: { housing_id: 'id-1', recipient_id: 'r1', recipient_name: 'Karim BENALI', start: '2026-11-10', end: '2026-11-20' },
          meta: meta('bookRoom'),
        },
        { streamId: 'recipient-r1', type: 'HousingAdded', data: { housing_id: 'id-1', housing: storedStay }, meta: meta('addHousing') },
      ]);
    });

    it('records a stay in an emergency hotel without booking any room', async () => {
      const input: HousingInput = {
        hotel_info: 'Ibis Budget',
        user_id: 'u-nord',
        start_date: '2026-11-20',
        end_date: '2026-11-23',
        price: 30,
      };
      await addHousing(context(), 'r1', 'urgence', input);
      expect((await appended()).map((e) => [e.streamId, e.type])).toEqual([['recipient-r1', 'HousingAdded']]);
    });

    it.each([
      ['an unknown referent', stayInput({ user_id: 'u-nobody' }), 'OBJECT_CANNOT_BE_VALIDATED', 'Référent inconnu'],
      [
        'a referent of another antenna',
        stayInput({ user_id: 'u-sud' }),
        'OBJECT_CANNOT_BE_VALIDATED',
        'Le référent doit être un accueillant de votre antenne',
      ],
      [
        'a missing end date',
        stayInput({ end_date: null }),
        'OBJECT_CANNOT_BE_VALIDATED',
        'Hébergements non mis à jour. Des champs sont manquants',
      ],
      ['a room of another hotel', stayInput({ hotel_id: 'hotel-2' }), 'OBJECT_CANNOT_BE_VALIDATED', 'Chambre inconnue pour cet hôtel'],
    ])('refuses %s and appends nothing', async (_case, input, code, message) => {
      await expect(addHousing(context(), 'r1', 'hebergement', input)).rejects.toMatchObject({ code, message });
      expect(await appended()).toEqual([]);
    });

    it('refuses nights another stay holds, and appends nothing', async () => {
      await addHousing(context(), 'r2', 'hebergement', stayInput({ start_date: '2026-11-15', end_date: '2026-11-25' }));
      start = await store.headPosition();
      await expect(addHousing(context(), 'r1', 'hebergement', stayInput())).rejects.toMatchObject({
        code: 'NOT AVAILABLE',
        data: { code: 'NOT AVAILABLE', recipient_id: 'r2', name: 'Awa DIALLO' },
      });
      expect(await appended()).toEqual([]);
    });

    it('undoes the booking when the file refuses the stay after the room was booked (the file deleted meanwhile)', async () => {
      // Another user deletes the file between the booking and the write to the file.
      const racing = storeWith(store, async (_streamId, _nth, type) => {
        if (type === 'RoomBooked') await given('recipient-r1', { type: 'RecipientDeleted', data: {} } satisfies RecipientEvent);
      });
      const refusal = await addHousing(context({ store: racing }), 'r1', 'hebergement', stayInput()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ code: 'NOT_FOUND' });
      expect((await appended()).map((e) => [e.streamId, e.type, e.meta.command])).toEqual([
        ['recipient-r1', 'RecipientDeleted', undefined],
        ['room-room-7', 'RoomBooked', 'bookRoom'],
        ['room-room-7', 'RoomBookingReleased', 'releaseRoom'],
      ]);
    });

    it('undoes the booking when the store fails to write the stay to the file, and rethrows that failure', async () => {
      const failure = new Error('disk full');
      const failing = storeWith(store, async (streamId) => {
        if (streamId.startsWith('recipient-')) throw failure;
      });
      await expect(addHousing(context({ store: failing }), 'r1', 'hebergement', stayInput())).rejects.toBe(failure);
      expect(await bookingsOf('room-7')).toEqual(['RoomBooked', 'RoomBookingReleased']);
      // The room is free again: the same nights can be booked.
      await expect(addHousing(context(), 'r2', 'hebergement', stayInput())).resolves.toMatchObject({ position: expect.any(BigInt) });
      expect(await bookingsOf('room-7')).toEqual(['RoomBooked', 'RoomBookingReleased', 'RoomBooked']);
    });

    it('rethrows the original failure, not the undo’s, when the booking cannot be undone either, and logs the undo', async () => {
      const failure = new Error('file write failed');
      const undoFailure = new Error('room write failed');
      const failing = storeWith(store, async (streamId, nth) => {
        if (streamId.startsWith('recipient-')) throw failure;
        if (streamId === 'room-room-7' && nth === 2) throw undoFailure;
      });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(addHousing(context({ store: failing }), 'r1', 'hebergement', stayInput())).rejects.toBe(failure);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0][1]).toEqual({
        command: 'addHousing',
        recipientId: 'r1',
        housingId: 'id-1',
        roomId: 'room-7',
        correlationId: 'corr-1',
        cause: failure,
        undoError: undoFailure,
      });
      // The booking stays (the log says so): nothing pretends it was undone.
      expect(await bookingsOf('room-7')).toEqual(['RoomBooked']);
    });
  });

  describe('updateHousing', () => {
    let housingId: string;
    const update = (current: HousingInput) => ({ origin: stayInput(), current: stayInput(current), failOnConcurrent: false });

    beforeEach(async () => {
      ({ housingId } = await addHousing(context(), 'r1', 'hebergement', stayInput()));
      start = await store.headPosition();
    });

    it('books the new room, records the change, then frees the old room', async () => {
      const result = await updateHousing(context(), 'r1', housingId, update({ room_id: 'room-8' }));
      expect(result).toEqual({ position: start + 3n });
      expect(await appended()).toEqual([
        {
          streamId: 'room-room-8',
          type: 'RoomBooked',
          data: { housing_id: housingId, recipient_id: 'r1', recipient_name: 'Karim BENALI', start: '2026-11-10', end: '2026-11-20' },
          meta: meta('bookRoom'),
        },
        {
          streamId: 'recipient-r1',
          type: 'HousingChanged',
          data: { housing_id: housingId, changes: { room_id: { from: 'room-7', to: 'room-8' } } },
          meta: meta('updateHousing'),
        },
        { streamId: 'room-room-7', type: 'RoomBookingReleased', data: { housing_id: housingId }, meta: meta('releaseRoom') },
      ]);
    });

    it('moves the booked nights with the dates of the stay', async () => {
      await updateHousing(context(), 'r1', housingId, update({ free_end_date: '2026-11-15' }));
      expect((await appended()).map((e) => [e.streamId, e.type, e.data])).toEqual([
        ['room-room-7', 'RoomBookingChanged', { housing_id: housingId, start: '2026-11-10', end: '2026-11-15' }],
        ['recipient-r1', 'HousingChanged', { housing_id: housingId, changes: { free_end_date: { from: null, to: '2026-11-15' } } }],
      ]);
    });

    it('records an edit that moves no booking without touching the room, and nothing for no change', async () => {
      expect(await updateHousing(context(), 'r1', housingId, update({}))).toEqual({ position: null });
      await updateHousing(context(), 'r1', housingId, update({ meeting: true }));
      expect((await appended()).map((e) => [e.streamId, e.type])).toEqual([['recipient-r1', 'HousingChanged']]);
    });

    it('refuses an unknown housing or referent, and appends nothing', async () => {
      await expect(updateHousing(context(), 'r1', 'h-nothing', update({ room_id: 'room-8' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Hébergement introuvable',
      });
      await expect(updateHousing(context(), 'r1', housingId, update({ room_id: 'room-8', user_id: 'u-nobody' }))).rejects.toMatchObject({
        message: 'Référent inconnu',
      });
      expect(await appended()).toEqual([]);
    });

    it('frees the new room again when the store fails to record the change', async () => {
      const failure = new Error('disk full');
      const failing = storeWith(store, async (streamId) => {
        if (streamId.startsWith('recipient-')) throw failure;
      });
      await expect(updateHousing(context({ store: failing }), 'r1', housingId, update({ room_id: 'room-8' }))).rejects.toBe(failure);
      expect(await bookingsOf('room-8')).toEqual(['RoomBooked', 'RoomBookingReleased']);
      expect(await bookingsOf('room-7')).toEqual(['RoomBooked']);
    });

    it('puts the nights back when the store fails to record new dates', async () => {
      const failure = new Error('disk full');
      const failing = storeWith(store, async (streamId) => {
        if (streamId.startsWith('recipient-')) throw failure;
      });
      await expect(updateHousing(context({ store: failing }), 'r1', housingId, update({ end_date: '2026-11-25' }))).rejects.toBe(failure);
      expect((await appended()).map((e) => [e.type, e.data])).toEqual([
        ['RoomBookingChanged', { housing_id: housingId, start: '2026-11-10', end: '2026-11-25' }],
        ['RoomBookingChanged', { housing_id: housingId, start: '2026-11-10', end: '2026-11-20' }],
      ]);
    });

    it('rethrows the original failure when the nights cannot be put back either, and logs the undo', async () => {
      const failure = new Error('file write failed');
      const undoFailure = new Error('room write failed');
      const failing = storeWith(store, async (streamId, nth) => {
        if (streamId.startsWith('recipient-')) throw failure;
        if (streamId === 'room-room-7' && nth === 2) throw undoFailure;
      });
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(updateHousing(context({ store: failing }), 'r1', housingId, update({ end_date: '2026-11-25' }))).rejects.toBe(failure);
      expect(logged.mock.calls.map((call) => call[1])).toEqual([
        {
          command: 'updateHousing',
          recipientId: 'r1',
          housingId,
          roomId: 'room-7',
          correlationId: 'corr-1',
          cause: failure,
          undoError: undoFailure,
        },
      ]);
    });

    it('keeps the new room booked when the change is recorded but the old room fails to be freed', async () => {
      const failure = new Error('room write failed');
      const failing = storeWith(store, async (streamId) => {
        if (streamId === 'room-room-7') throw failure;
      });
      await expect(updateHousing(context({ store: failing }), 'r1', housingId, update({ room_id: 'room-8' }))).rejects.toBe(failure);
      // The file says room 8: room 8 must stay booked for it (room 7 stays held too, until freed by hand).
      expect((await appended()).map((e) => [e.streamId, e.type])).toEqual([
        ['room-room-8', 'RoomBooked'],
        ['recipient-r1', 'HousingChanged'],
      ]);
    });
  });

  describe('deleteHousing', () => {
    it('removes the stay from the file, then frees its room', async () => {
      const { housingId } = await addHousing(context(), 'r1', 'hebergement', stayInput());
      start = await store.headPosition();
      expect(await deleteHousing(context(), 'r1', housingId)).toEqual({ position: start + 2n });
      expect(await appended()).toEqual([
        { streamId: 'recipient-r1', type: 'HousingDeleted', data: { housing_id: housingId }, meta: meta('deleteHousing') },
        { streamId: 'room-room-7', type: 'RoomBookingReleased', data: { housing_id: housingId }, meta: meta('releaseRoom') },
      ]);
    });

    it('refuses an unknown housing, or a file out of reach, and appends nothing', async () => {
      await expect(deleteHousing(context(), 'r1', 'h-nothing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        deleteHousing(context({ actor: buildActor('volunteer', { id: 'u-sud', antenna_id: 'ant-sud' }) }), 'r1', 'h-nothing'),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await appended()).toEqual([]);
    });
  });
});
