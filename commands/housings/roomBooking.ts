import { bookRoom, releaseRoom } from '../../domain/hotels/bookings';
import { HOUSING_MESSAGES } from '../../domain/housings/rules';
import { occupancyEnd } from '../../domain/housings/figures';
import type { HousingFields } from '../../domain/housings/fields';
import { invalid } from '../../domain/shared/errors';
import type { CommandContext } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { roomAggregate, streams } from '../streams';

/** Books a stay's nights in its room (or moves them): 409 'NOT AVAILABLE' when another stay holds them. */
export async function book(ctx: CommandContext, housingId: string, recipient: { id: string; name: string }, housing: HousingFields): Promise<bigint | null> {
  const roomId = String(housing.room_id);
  const { state } = await loadAggregate(ctx, streams.room(roomId), roomAggregate);
  if (!state.exists || state.room.hotel_id !== housing.hotel_id) throw invalid({ room_id: HOUSING_MESSAGES.unknownRoom }, HOUSING_MESSAGES.unknownRoom);
  const nights = { start: String(housing.start_date), end: String(occupancyEnd(housing)) };
  const { position } = await runCommand(ctx, {
    command: 'bookRoom',
    streamId: streams.room(roomId),
    aggregate: roomAggregate,
    decide: (room) => bookRoom({ housingId, recipientId: recipient.id, recipientName: recipient.name, ...nights }, { archived: room.room.archived, bookings: room.bookings }),
  });
  return position;
}

/** Frees the nights a stay held in a room. */
export async function release(ctx: CommandContext, housingId: string, roomId: string): Promise<bigint | null> {
  const { position } = await runCommand(ctx, { command: 'releaseRoom', streamId: streams.room(roomId), aggregate: roomAggregate, decide: (room) => releaseRoom({ housingId }, room) });
  return position;
}

/** True when a change of a stay moves its booking: another room, or other nights. */
export function bookingMoved(before: HousingFields, after: HousingFields): { room: boolean; nights: boolean } {
  return {
    room: before.room_id !== after.room_id,
    nights: before.start_date !== after.start_date || occupancyEnd(before) !== occupancyEnd(after),
  };
}
