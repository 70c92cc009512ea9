// Who may change hotels and rooms (docs/permissions.md, 'Hotels and rooms'): room_management, or an antenna
// administrator for a new room or a room of their antenna, edits a room; saving it (the room
// modal's footer) also needs hotel_management. The server enforces these in decide; the screens
// read them from the abilities the records carry.
import { hasRights, type Actor } from '../users/actor';
import type { RoomFields } from './rooms';

/** Hotels are created and saved with hotel_management. */
export const canEditHotel = (actor: Actor) => hasRights(actor, 'hotel_management');

/** The room rule: room_management, or an antenna administrator for a new room (null) or a room of their antenna. */
function roomRuleAllows(actor: Actor, room: Pick<RoomFields, 'antenna_id'> | null): boolean {
  if (hasRights(actor, 'room_management')) return true;
  return actor.habilitation === 'antenna_admin' && (room === null || room.antenna_id === actor.antenna_id);
}

/** A room (null: a new one) is saved by someone the room rule allows who also holds hotel_management. */
export const canSaveRoom = (actor: Actor, room: Pick<RoomFields, 'antenna_id'> | null) =>
  canEditHotel(actor) && roomRuleAllows(actor, room);

/** With room_management a room goes in any antenna; otherwise only in one's own. */
export const mayChooseAnyRoomAntenna = (actor: Actor) => hasRights(actor, 'room_management');

/** Lending a room to another antenna (or ending the loan) moves it out of its antenna's reach: room_management only. */
export const mayLendRoom = (actor: Actor) => hasRights(actor, 'room_management');

/** What a hotel's reader may do with it: save its sheet, add a room to it. */
export const hotelAbilities = (actor: Actor) => ({ edit: canEditHotel(actor), add_room: canSaveRoom(actor, null) });

/** What a room's reader may do with it: save changes to it. */
export const roomAbilities = (actor: Actor, room: Pick<RoomFields, 'antenna_id'>) => ({ edit: canSaveRoom(actor, room) });
