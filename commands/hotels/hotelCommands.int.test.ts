import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { antennaCreated, buildActor, buildHotel, buildRoom } from '@domain/testing/builders';
import { commandTestStore } from '../testing/commandStore';
import { createHotel, createRoom, updateHotel, updateRoom } from './hotelCommands';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const manager = buildActor('management', { id: 'u-gestion', antenna_id: 'siege' });
const meta = (command: string) => ({ userId: 'u-gestion', at: NOW.toISOString(), command, correlationId: 'corr-1' });

describe('hotel commands', () => {
  const t = commandTestStore(NOW);
  const { given, appended, mark } = t;
  const context = (actor = manager) => t.context(actor);

  beforeEach(async () => {
    t.open();
    await given('antenna-ant-nord', antennaCreated());
    await given('antenna-ant-sud', antennaCreated({ name: 'Antenne Sud' }));
    await given('hotel-hotel-1', { type: 'HotelCreated', data: { hotel: buildHotel() } });
    await given('room-room-7', { type: 'RoomCreated', data: { room: buildRoom() } });
    await mark();
  });
  afterEach(() => t.close());

  describe('createHotel', () => {
    it('records the hotel, not archived and without agreement by default, its name trimmed', async () => {
      const result = await createHotel(context(), { ...buildHotel(), name: '  Hôtel du Parc ' });
      expect(result).toEqual({ hotelId: 'id-1', position: t.marked() + 1n });
      expect(await appended()).toEqual([
        {
          streamId: 'hotel-id-1',
          type: 'HotelCreated',
          data: { hotel: { ...buildHotel(), name: 'Hôtel du Parc', covention: false, archived: false } },
          meta: meta('createHotel'),
        },
      ]);
    });

    it('refuses someone without hotel_management, or a form without phone, and appends nothing', async () => {
      await expect(createHotel(context(buildActor('volunteer')), buildHotel())).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: "Vous n'avez pas les droits nécessaires",
      });
      await expect(createHotel(context(), buildHotel({ tel: '' }))).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { tel: 'Le téléphone est requise' },
      });
      expect(await appended()).toEqual([]);
    });
  });

  describe('updateHotel', () => {
    const update = (current: object) => ({
      origin: { ...buildHotel() },
      current: { ...buildHotel(), ...current },
      failOnConcurrent: false,
    });

    it('records the fields that changed', async () => {
      expect(
        await updateHotel(
          context(),
          'hotel-1',
          update({ name: 'Hôtel des Canaux', address: { ...buildHotel().address, postal_code: '75019' } }),
        ),
      ).toEqual({ position: t.marked() + 1n });
      expect(await appended()).toEqual([
        {
          streamId: 'hotel-hotel-1',
          type: 'HotelChanged',
          data: {
            changes: { name: { from: 'Hôtel du Nord', to: 'Hôtel des Canaux' }, 'address.postal_code': { from: '75010', to: '75019' } },
          },
          meta: meta('updateHotel'),
        },
      ]);
    });

    it('records nothing for no change, and refuses an unknown hotel or an emptied name', async () => {
      expect(await updateHotel(context(), 'hotel-1', update({}))).toEqual({ position: null });
      await expect(updateHotel(context(), 'hotel-9', update({ name: 'Autre' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Hôtel introuvable',
      });
      await expect(updateHotel(context(), 'hotel-1', update({ name: '' }))).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        errors: { name: 'Le nom est requis' },
      });
      expect(await appended()).toEqual([]);
    });
  });

  describe('createRoom', () => {
    const form = { number: ' 12 ', antenna_id: 'ant-nord', price: '412,50' };

    it('adds a room to the hotel, its price read and its number trimmed', async () => {
      expect(await createRoom(context(), 'hotel-1', form)).toEqual({ roomId: 'id-1', position: t.marked() + 1n });
      expect(await appended()).toEqual([
        {
          streamId: 'room-id-1',
          type: 'RoomCreated',
          data: { room: { number: '12', antenna_id: 'ant-nord', price: 412.5, hotel_id: 'hotel-1', alt: false, archived: false } },
          meta: meta('createRoom'),
        },
      ]);
    });

    it('refuses an unknown hotel, an unknown antenna or an unreadable price, and appends nothing', async () => {
      await expect(createRoom(context(), 'hotel-9', form)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Hôtel introuvable' });
      await expect(createRoom(context(), 'hotel-1', { ...form, antenna_id: 'ant-nowhere' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
        message: 'Antenne inconnue',
      });
      await expect(createRoom(context(), 'hotel-1', { ...form, borrow_antenna_id: 'ant-nowhere' })).rejects.toMatchObject({
        message: 'Antenne inconnue',
      });
      await expect(createRoom(context(), 'hotel-1', { ...form, price: 'douze' })).rejects.toMatchObject({
        code: 'OBJECT_CANNOT_BE_VALIDATED',
      });
      await expect(createRoom(context(buildActor('volunteer')), 'hotel-1', form)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(await appended()).toEqual([]);
    });
  });

  describe('updateRoom', () => {
    const update = (current: object) => ({ origin: { ...buildRoom() }, current: { ...buildRoom(), ...current }, failOnConcurrent: false });

    it('records a room lent to another antenna', async () => {
      await updateRoom(context(), 'room-7', update({ borrow_antenna_id: 'ant-sud' }));
      expect(await appended()).toEqual([
        {
          streamId: 'room-room-7',
          type: 'RoomChanged',
          data: { changes: { borrow_antenna_id: { from: null, to: 'ant-sud' } } },
          meta: meta('updateRoom'),
        },
      ]);
    });

    it('refuses a loan to an unknown antenna, an unknown room, or a volunteer, and appends nothing', async () => {
      await expect(updateRoom(context(), 'room-7', update({ borrow_antenna_id: 'ant-nowhere' }))).rejects.toMatchObject({
        message: 'Antenne inconnue',
      });
      await expect(updateRoom(context(), 'room-9', update({ number: '9' }))).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Chambre introuvable',
      });
      await expect(updateRoom(context(buildActor('volunteer')), 'room-7', update({ number: '7 bis' }))).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await appended()).toEqual([]);
    });
  });
});
