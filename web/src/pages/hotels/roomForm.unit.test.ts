import { describe, expect, it } from 'vitest';
import { diffUpdate } from '@domain/shared/changes';
import { SIEGE_ID } from '@domain/siege/siege';
import { buildActor } from '@domain/testing/builders';
import type { RoomView } from '../../api/hotels';
import { currentRoom, newRoomValues, NO_BORROWER, roomFromValues, roomValues, validateRoom } from './roomForm';

const loaded: RoomView = {
  _id: 'room-1',
  number: '12',
  hotel_id: 'hotel-1',
  antenna_id: 'ant-nord',
  counted_antenna_id: 'ant-nord',
  price: 412.5,
  free: true,
  free_date: null,
  hotel_name: 'Hôtel du Parc',
  abilities: { edit: true },
};

describe('validateRoom', () => {
  it('takes a price typed with a comma, and says the server messages for one unreadable, negative or above 100 000 €', () => {
    const values = { ...roomValues(loaded), price: '412,50' };
    expect(validateRoom(values)).toEqual({});
    expect(validateRoom({ ...values, price: 'quatre cents' })).toEqual({ price: 'Montant invalide' });
    expect(validateRoom({ ...values, price: '0x10' })).toEqual({ price: 'Montant invalide' });
    expect(validateRoom({ ...values, price: '-3' })).toEqual({ price: 'Le prix ne peut pas être négatif' });
    expect(validateRoom({ ...values, price: '1000000' })).toEqual({ price: 'Montant trop élevé (100 000 € au plus)' });
  });

  it('requires number, price and antenna with the messages the server gives', () => {
    expect(validateRoom({ ...roomValues({}), antenna_id: null })).toEqual({
      number: 'La numéro est requis',
      price: 'La prix est requis',
      antenna_id: "L'antenne est requise",
    });
  });
});

describe('room values', () => {
  it('starts a new room in the user’s antenna, none for the head office, lent to nobody', () => {
    expect(newRoomValues(buildActor('antenna_admin'))).toMatchObject({
      antenna_id: 'ant-nord',
      borrow_antenna_id: NO_BORROWER,
      alt: false,
      archived: false,
    });
    expect(newRoomValues(buildActor('admin', { antenna_id: SIEGE_ID })).antenna_id).toBeNull();
  });

  it('sends the price as typed, Aucune as no borrower and blanks as null', () => {
    const room = roomFromValues({ ...newRoomValues(buildActor('antenna_admin')), number: ' 101 ', price: ' 412,50 ' });
    expect(room).toMatchObject({ number: '101', antenna_id: 'ant-nord', borrow_antenna_id: null, price: '412,50', comment: null });
  });
});

describe('currentRoom', () => {
  it('is nothing to send when the price is only written differently', () => {
    expect(currentRoom(loaded, { ...roomValues(loaded), price: '412,50' })).toBeNull();
  });

  it('carries only what the person changed, so the server records that alone', () => {
    const current = currentRoom(loaded, { ...roomValues(loaded), borrow_antenna_id: 'ant-sud', price: '420' });
    expect(current).not.toBeNull();
    const changes = diffUpdate(loaded, {
      origin: { ...loaded },
      current: { ...(current as RoomView), price: 420 },
      failOnConcurrent: false,
    });
    expect(Object.keys(changes).sort()).toEqual(['borrow_antenna_id', 'price']);
  });
});
