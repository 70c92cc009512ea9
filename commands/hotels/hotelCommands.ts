import type { UpdateRequest } from '@domain/shared/changes';
import type { FormOf } from '@domain/shared/forms';
import { createHotel as decideCreateHotel, updateHotel as decideUpdateHotel, type HotelFields } from '@domain/hotels/hotels';
import { createRoom as decideCreateRoom, ROOM_REFERENCES, updateRoom as decideUpdateRoom, type RoomFields } from '@domain/hotels/rooms';
import { referencesIn } from '@domain/references/references';
import { lookUpReferences } from '../references';
import { HOTEL_MESSAGES } from '@domain/hotels/hotels';
import { notFound } from '@domain/shared/errors';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { hotelAggregate, roomAggregate, streams } from '../streams';

/** Creates a hotel. */
export async function createHotel(ctx: CommandContext, hotel: FormOf<HotelFields>): Promise<WriteResult & { hotelId: string }> {
  const hotelId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createHotel',
    streamId: streams.hotel(hotelId),
    aggregate: hotelAggregate,
    decide: (state) => decideCreateHotel({ hotel }, state, ctx),
  });
  return { hotelId, position };
}

/** Records an edit of a hotel. */
export async function updateHotel(ctx: CommandContext, hotelId: string, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'updateHotel',
    streamId: streams.hotel(hotelId),
    aggregate: hotelAggregate,
    decide: (state) => decideUpdateHotel({ update }, state, ctx),
  });
  return { position };
}

/** Adds a room to an existing hotel. */
export async function createRoom(
  ctx: CommandContext,
  hotelId: string,
  room: FormOf<Omit<RoomFields, 'hotel_id'>>,
): Promise<WriteResult & { roomId: string }> {
  if ((await ctx.store.readStream(streams.hotel(hotelId))).length === 0) throw notFound(HOTEL_MESSAGES.notFound);
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(ROOM_REFERENCES, room)) };
  const roomId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createRoom',
    streamId: streams.room(roomId),
    aggregate: roomAggregate,
    decide: (state) => decideCreateRoom({ room: { ...room, hotel_id: hotelId } }, state, decision),
  });
  return { roomId, position };
}

/** Records an edit of a room. */
export async function updateRoom(ctx: CommandContext, roomId: string, update: UpdateRequest): Promise<WriteResult> {
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(ROOM_REFERENCES, update.current)) };
  const { position } = await runCommand(ctx, {
    command: 'updateRoom',
    streamId: streams.room(roomId),
    aggregate: roomAggregate,
    decide: (state) => decideUpdateRoom({ update }, state, decision),
  });
  return { position };
}
