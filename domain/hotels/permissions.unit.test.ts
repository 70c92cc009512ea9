import { describe, expect, it } from 'vitest';
import { buildActor, buildRoom } from '../testing/builders';
import type { Habilitation, Right } from '../users/habilitations';
import { canSaveRoom, hotelAbilities, mayChooseAnyRoomAntenna, roomAbilities } from './permissions';

// The actor belongs to ant-nord: 'own' is a room of ant-nord, 'other' one of ant-sud, 'new' a room not created yet.
const ROOMS = { new: null, own: buildRoom({ antenna_id: 'ant-nord' }), other: buildRoom({ antenna_id: 'ant-sud' }) };

// habilitation, room_management, hotel_management -> may save [new, own, other]
const MATRIX: [Habilitation, boolean, boolean, [boolean, boolean, boolean]][] = [
  ['antenna_admin', false, false, [false, false, false]],
  ['antenna_admin', false, true, [true, true, false]],
  ['antenna_admin', true, false, [false, false, false]],
  ['antenna_admin', true, true, [true, true, true]],
  ['volunteer', false, false, [false, false, false]],
  ['volunteer', false, true, [false, false, false]],
  ['volunteer', true, false, [false, false, false]],
  ['volunteer', true, true, [true, true, true]],
  ['management', false, false, [false, false, false]],
  ['management', false, true, [false, false, false]],
  ['management', true, false, [false, false, false]],
  ['management', true, true, [true, true, true]],
];

const actorWith = (habilitation: Habilitation, roomManagement: boolean, hotelManagement: boolean) => {
  const rights: Right[] = [];
  if (roomManagement) rights.push('room_management');
  if (hotelManagement) rights.push('hotel_management');
  return buildActor(habilitation, { rights });
};

describe('canSaveRoom', () => {
  it.each(MATRIX)('%s, room_management %s, hotel_management %s: new, own antenna, other antenna', (habilitation, room, hotel, expected) => {
    const actor = actorWith(habilitation, room, hotel);
    expect([canSaveRoom(actor, ROOMS.new), canSaveRoom(actor, ROOMS.own), canSaveRoom(actor, ROOMS.other)]).toEqual(expected);
  });
});

describe('abilities', () => {
  it('lets a hotel manager without room_management save the hotel but add no room unless antenna administrator', () => {
    expect(hotelAbilities(actorWith('management', false, true))).toEqual({ edit: true, add_room: false });
    expect(hotelAbilities(actorWith('antenna_admin', false, true))).toEqual({ edit: true, add_room: true });
    expect(hotelAbilities(buildActor('antenna_admin'))).toEqual({ edit: false, add_room: false });
    expect(hotelAbilities(buildActor('siege'))).toEqual({ edit: true, add_room: true });
  });

  it('lets an antenna administrator with hotel_management save the rooms of their antenna only', () => {
    const actor = actorWith('antenna_admin', false, true);
    expect(roomAbilities(actor, ROOMS.own)).toEqual({ edit: true });
    expect(roomAbilities(actor, ROOMS.other)).toEqual({ edit: false });
  });

  it('lets only room_management put a room in any antenna', () => {
    expect(mayChooseAnyRoomAntenna(actorWith('volunteer', true, false))).toBe(true);
    expect(mayChooseAnyRoomAntenna(actorWith('antenna_admin', false, true))).toBe(false);
  });
});
