import { bookRoom, occupant, releaseRoom } from '@domain/hotels/bookings';
import { canAccessFile } from '@domain/recipients/permissions';
import { HOUSING_MESSAGES } from '@domain/housings/rules';
import { occupancyEnd } from '@domain/housings/figures';
import type { HousingFields } from '@domain/housings/fields';
import { invalid } from '@domain/shared/errors';
import type { CommandContext } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { recipientAggregate, roomAggregate, streams } from '../streams';

/** True when the actor may open the file of a recipient (it exists and is within their reach). */
async function mayOpenFile(ctx: CommandContext, recipientId: string): Promise<boolean> {
  const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
  return state.exists && !state.deleted && canAccessFile(ctx.actor, state.civil.antenna_id);
}

/** Books a stay's nights in its room (or moves them): 409 'NOT AVAILABLE' when another stay holds them, 403 for a room not offered to the actor. */
export async function book(
  ctx: CommandContext,
  housingId: string,
  recipient: { id: string; name: string },
  housing: HousingFields,
): Promise<bigint | null> {
  const roomId = String(housing.room_id);
  const { state } = await loadAggregate(ctx, streams.room(roomId), roomAggregate);
  if (!state.exists || state.room.hotel_id !== housing.hotel_id)
    throw invalid({ room_id: HOUSING_MESSAGES.unknownRoom }, HOUSING_MESSAGES.unknownRoom);
  const nights = { start: String(housing.start_date), end: String(occupancyEnd(housing)) };
  // Whether the occupant may be named is looked up now; another occupant appearing meanwhile stays unnamed.
  const taken = occupant(state.bookings, housingId, nights);
  const openable = taken && (await mayOpenFile(ctx, taken.recipient_id)) ? taken.recipient_id : null;
  const { position } = await runCommand(ctx, {
    command: 'bookRoom',
    streamId: streams.room(roomId),
    aggregate: roomAggregate,
    decide: (room) =>
      bookRoom({ housingId, recipientId: recipient.id, recipientName: recipient.name, ...nights }, room, {
        actor: ctx.actor,
        mayOpenFileOf: (id) => id === openable,
      }),
  });
  return position;
}

/** Frees the nights a stay held in a room. */
export async function release(ctx: CommandContext, housingId: string, roomId: string): Promise<bigint | null> {
  const { position } = await runCommand(ctx, {
    command: 'releaseRoom',
    streamId: streams.room(roomId),
    aggregate: roomAggregate,
    decide: (room) => releaseRoom({ housingId }, room),
  });
  return position;
}

/** True when a change of a stay moves its booking: another room, or other nights. */
export function bookingMoved(before: HousingFields, after: HousingFields): { room: boolean; nights: boolean } {
  return {
    room: before.room_id !== after.room_id,
    nights: before.start_date !== after.start_date || occupancyEnd(before) !== occupancyEnd(after),
  };
}
