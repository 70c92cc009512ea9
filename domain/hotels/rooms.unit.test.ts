import { describe, it } from 'vitest';
import { buildActor, buildRoom, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { AMOUNT_MESSAGES as A } from '../shared/amounts';
import { INVALID_FORM, NO_RIGHTS } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import type { Actor } from '../users/actor';
import { createRoom, evolveRoom, initialRoomState, updateRoom, type RoomEvent, type RoomFields, type RoomState } from './rooms';

const rooms = { initialState: initialRoomState, evolve: evolveRoom };
const roomManager = buildActor('management');
// An antenna administrator given hotel_management (not room_management), and one with the usual rights only.
const antennaAdmin = buildActor('antenna_admin', { rights: ['hotel_management'] });
const plainAntennaAdmin = buildActor('antenna_admin');
const created: RoomEvent = { type: 'RoomCreated', data: { room: buildRoom() } };

describe('createRoom', () => {
  const create =
    (room: FormOf<RoomFields>, actor: Actor = roomManager) =>
    (state: RoomState) =>
      createRoom({ room }, state, { actor, references: referenceFacts() });
  const { alt: _alt, archived: _archived, ...form } = buildRoom();

  it('records the room with its price read from text, not ALT and not archived by default, its number trimmed', () => {
    given(rooms)
      .when(create({ ...form, number: ' 7 ', price: '412,50' }))
      .then([{ type: 'RoomCreated', data: { room: buildRoom({ price: 412.5 }) } }]);
  });

  it('lets room_management put a room in any antenna', () => {
    given(rooms)
      .when(create({ ...form, antenna_id: 'ant-sud' }))
      .then([{ type: 'RoomCreated', data: { room: buildRoom({ antenna_id: 'ant-sud' }) } }]);
  });

  it('lets an antenna administrator add a room to their antenna', () => {
    given(rooms).when(create(form, antennaAdmin)).then([created]);
  });

  it('refuses, without room_management, a room in another antenna', () => {
    given(rooms)
      .when(create({ ...form, antenna_id: 'ant-sud' }, antennaAdmin))
      .thenRefuses('FORBIDDEN', 'Vous ne pouvez choisir que votre antenne');
  });

  it('refuses the head office as the antenna of a room or its borrower: it holds none', () => {
    given(rooms)
      .when(create({ ...form, antenna_id: 'siege' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Antenne inconnue', { antenna_id: 'Antenne inconnue' });
    given(rooms)
      .when(create({ ...form, borrow_antenna_id: 'siege' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Antenne inconnue', { borrow_antenna_id: 'Antenne inconnue' });
  });

  it('refuses, without room_management, a room lent to another antenna', () => {
    given(rooms)
      .when(create({ ...form, borrow_antenna_id: 'ant-sud' }, antennaAdmin))
      .thenRefuses('FORBIDDEN', 'Seule la gestion des chambres peut prêter une chambre à une autre antenne');
    given(rooms)
      .when(create({ ...form, borrow_antenna_id: 'ant-sud' }))
      .then([{ type: 'RoomCreated', data: { room: buildRoom({ borrow_antenna_id: 'ant-sud' }) } }]);
  });

  it('refuses a volunteer, an antenna administrator without hotel_management, and hotel_management alone', () => {
    for (const actor of [buildActor('volunteer'), plainAntennaAdmin, buildActor('volunteer', { rights: ['hotel_management'] })])
      given(rooms).when(create(form, actor)).thenRefuses('FORBIDDEN', NO_RIGHTS);
  });

  it('refuses a form without number, price or antenna, naming each field', () => {
    given(rooms)
      .when(create({ ...form, number: ' ', price: '', antenna_id: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        number: 'La numéro est requis',
        price: 'La prix est requis',
        antenna_id: "L'antenne est requise",
      });
  });

  it('refuses a price that is no number, below zero or above 100 000 €, and impossible dates', () => {
    given(rooms)
      .when(create({ ...form, price: 'beaucoup' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: 'Montant invalide' });
    given(rooms)
      .when(create({ ...form, price: '0x10' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: A.unreadable });
    given(rooms)
      .when(create({ ...form, price: '-5' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: 'Le prix ne peut pas être négatif' });
    given(rooms)
      .when(create({ ...form, price: 1e9 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: 'Montant trop élevé (100 000 € au plus)' });
    given(rooms)
      .when(create({ ...form, start_date: '2026-02-30', alt_end_date: '31/12/2026' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { start_date: 'Date invalide', alt_end_date: 'Date invalide' });
  });

  it('records nothing when the room already exists', () => {
    given(rooms, [created]).when(create(form)).thenNothing();
  });
});

describe('updateRoom', () => {
  const room = buildRoom();
  const update =
    (current: object, actor: Actor = roomManager) =>
    (state: RoomState) =>
      updateRoom(
        {
          update: {
            origin: { ...room, _id: 'room-7' },
            current: { ...current, _id: 'room-7' } as Record<string, unknown>,
            failOnConcurrent: false,
          },
        },
        state,
        { actor, references: referenceFacts() },
      );

  it('records the fields that changed, a price typed with a comma read as a number', () => {
    given(rooms, [created])
      .when(update({ ...room, price: '450,00', type: 'CH2' }))
      .then([{ type: 'RoomChanged', data: { changes: { price: { from: 400, to: 450 }, type: { from: null, to: 'CH2' } } } }]);
  });

  it('keeps the hotel of the room', () => {
    given(rooms, [created])
      .when(update({ ...room, hotel_id: 'hotel-2' }))
      .thenNothing();
    given(rooms, [created])
      .when(update({ ...room, hotel_id: 'hotel-2', comment: 'Douche refaite' }))
      .then([{ type: 'RoomChanged', data: { changes: { comment: { from: null, to: 'Douche refaite' } } } }]);
  });

  it('records nothing when nothing changed, the same price as text or what a read adds to the room included', () => {
    given(rooms, [created])
      .when(update({ ...room }))
      .thenNothing();
    given(rooms, [created])
      .when(update({ ...room, free: false, free_date: '2026-12-01', hotel_name: 'Autre', abilities: { edit: false } }))
      .thenNothing();
    given(rooms, [created])
      .when(update({ ...room, price: '400,00' }))
      .thenNothing();
  });

  it('lets an antenna administrator edit a room of their antenna, but not move it to another', () => {
    given(rooms, [created])
      .when(update({ ...room, archived: true }, antennaAdmin))
      .then([{ type: 'RoomChanged', data: { changes: { archived: { from: false, to: true } } } }]);
    given(rooms, [created])
      .when(update({ ...room, antenna_id: 'ant-sud' }, antennaAdmin))
      .thenRefuses('FORBIDDEN', 'Vous ne pouvez choisir que votre antenne');
  });

  it('lets an antenna administrator neither lend a room of their antenna nor end its loan', () => {
    given(rooms, [created])
      .when(update({ ...room, borrow_antenna_id: 'ant-sud' }, antennaAdmin))
      .thenRefuses('FORBIDDEN', 'Seule la gestion des chambres peut prêter une chambre à une autre antenne');
    const lent = buildRoom({ borrow_antenna_id: 'ant-sud' });
    const edit = (current: object) => (state: RoomState) =>
      updateRoom(
        { update: { origin: { ...lent, _id: 'room-7' }, current: { ...current, _id: 'room-7' }, failOnConcurrent: false } },
        state,
        { actor: antennaAdmin, references: referenceFacts() },
      );
    given(rooms, [{ type: 'RoomCreated', data: { room: lent } }])
      .when(edit({ ...lent, borrow_antenna_id: null }))
      .thenRefuses('FORBIDDEN', 'Seule la gestion des chambres peut prêter une chambre à une autre antenne');
    given(rooms, [{ type: 'RoomCreated', data: { room: lent } }])
      .when(edit({ ...lent, comment: 'x' }))
      .then([{ type: 'RoomChanged', data: { changes: { comment: { from: null, to: 'x' } } } }]);
  });

  it('refuses a price that is not a number instead of storing text', () => {
    given(rooms, [created])
      .when(update({ ...room, price: 'gratuit' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: A.unreadable });
    given(rooms, [created])
      .when(update({ ...room, price: '1e3' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: A.unreadable });
  });

  it('lets room_management move a room to another antenna', () => {
    given(rooms, [created])
      .when(update({ ...room, antenna_id: 'ant-sud' }))
      .then([{ type: 'RoomChanged', data: { changes: { antenna_id: { from: 'ant-nord', to: 'ant-sud' } } } }]);
  });

  it('refuses an antenna administrator the room of another antenna, or any room without hotel_management', () => {
    given(rooms, [{ type: 'RoomCreated', data: { room: buildRoom({ antenna_id: 'ant-sud' }) } }])
      .when(update({ ...room, comment: 'x' }, antennaAdmin))
      .thenRefuses('FORBIDDEN', NO_RIGHTS);
    given(rooms, [created])
      .when(update({ ...room, comment: 'x' }, plainAntennaAdmin))
      .thenRefuses('FORBIDDEN', NO_RIGHTS);
  });

  it('refuses an edit that empties a required field or sets a price below zero or above 100 000 €', () => {
    given(rooms, [created])
      .when(update({ ...room, number: '', price: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { number: 'La numéro est requis', price: 'La prix est requis' });
    given(rooms, [created])
      .when(update({ ...room, price: '-10,00' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: A.negativePrice });
    given(rooms, [created])
      .when(update({ ...room, price: '100000,01' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { price: A.tooLarge });
  });

  it('takes a price of exactly 100 000 €, rounded to the cent', () => {
    given(rooms, [created])
      .when(update({ ...room, price: '99999,999' }))
      .then([{ type: 'RoomChanged', data: { changes: { price: { from: 400, to: 100000 } } } }]);
  });

  it('refuses an unknown room', () => {
    given(rooms)
      .when(update({ ...room, comment: 'x' }))
      .thenRefuses('NOT_FOUND', 'Chambre introuvable');
  });
});
