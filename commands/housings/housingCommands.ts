import type { UpdateRequest } from '@domain/shared/changes';
import { applyChanges } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import {
  addHousing as decideAdd,
  deleteHousing as decideDelete,
  existingHousing,
  HOUSING_REFERENCES,
  updateHousing as decideUpdate,
  type HousingInput,
} from '@domain/housings/decide';
import { referencesIn } from '@domain/references/references';
import { lookUpReferences } from '../references';
import type { HousingKind } from '@domain/housings/fields';
import type { RecipientState } from '@domain/recipients/state';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { book, bookingMoved, release } from './roomBooking';

const recipientOf = (id: string, state: RecipientState) => ({ id, name: `${state.civil.surname} ${state.civil.name.toUpperCase()}` });

/**
 * Adds a housing to a file. A stay in one of the charity's rooms books the room first (the room's
 * stream refuses overlapping nights); if the file then refuses the housing, the booking is undone.
 */
export async function addHousing(
  ctx: CommandContext,
  recipientId: string,
  kind: HousingKind | null | undefined,
  input: HousingInput,
): Promise<WriteResult & { housingId: string }> {
  const decision = {
    actor: ctx.actor,
    today: frenchDay(ctx.clock()),
    references: await lookUpReferences(ctx, referencesIn(HOUSING_REFERENCES, input)),
  };
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const housingId = ctx.newId();
  const [added] = decideAdd({ housingId, kind, housing: input }, state, decision);
  const housing = added.type === 'HousingAdded' ? added.data.housing : null;
  const booked = housing?.housing_type === 'hebergement' ? await book(ctx, housingId, recipientOf(recipientId, state), housing) : null;
  try {
    const created = await runCommand(ctx, {
      command: 'addHousing',
      streamId,
      aggregate: recipientAggregate,
      decide: (file) => decideAdd({ housingId, kind, housing: input }, file, decision),
    });
    return { housingId, position: lastPosition(booked, created.position) };
  } catch (error) {
    const roomId = housing?.room_id;
    if (booked !== null && roomId)
      await undoBooking(ctx, { command: 'addHousing', recipientId, housingId, roomId }, error, () => release(ctx, housingId, roomId));
    throw error;
  }
}

/** Records an edit of a housing; a new room or new nights are booked first, the old room freed after. */
export async function updateHousing(
  ctx: CommandContext,
  recipientId: string,
  housingId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = {
    actor: ctx.actor,
    today: frenchDay(ctx.clock()),
    references: await lookUpReferences(ctx, referencesIn(HOUSING_REFERENCES, update.current)),
  };
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const [change] = decideUpdate({ housingId, update }, state, decision);
  if (!change || change.type !== 'HousingChanged') return { position: null };
  const before = existingHousing(state, housingId);
  const after = applyChanges(before, change.data.changes);
  const moved = before.housing_type === 'hebergement' ? bookingMoved(before, after) : { room: false, nights: false };
  const booked = moved.room || moved.nights ? await book(ctx, housingId, recipientOf(recipientId, state), after) : null;
  let changed: bigint | null;
  try {
    ({ position: changed } = await runCommand(ctx, {
      command: 'updateHousing',
      streamId,
      aggregate: recipientAggregate,
      decide: (file) => decideUpdate({ housingId, update }, file, decision),
    }));
  } catch (error) {
    const context = { command: 'updateHousing', recipientId, housingId };
    const newRoomId = after.room_id;
    if (moved.room && newRoomId) await undoBooking(ctx, { ...context, roomId: newRoomId }, error, () => release(ctx, housingId, newRoomId));
    else if (moved.nights)
      await undoBooking(ctx, { ...context, roomId: String(before.room_id) }, error, () =>
        book(ctx, housingId, recipientOf(recipientId, state), before),
      );
    throw error;
  }
  // Outside the undo: once the change is recorded, failing to free the old room must not free the new one.
  const released = moved.room && before.room_id ? await release(ctx, housingId, before.room_id) : null;
  return { position: lastPosition(booked, changed, released) };
}

/**
 * Undoes a booking after the file refused the stay. The caller rethrows the file's error, which is
 * what the user must see: an undo that fails too is logged (the room may stay held), never thrown.
 */
async function undoBooking(
  ctx: CommandContext,
  context: { command: string; recipientId: string; housingId: string; roomId: string },
  cause: unknown,
  undo: () => Promise<unknown>,
): Promise<void> {
  try {
    await undo();
  } catch (undoError) {
    console.error('[housings] booking not undone after the write to the file failed; the room may stay held', {
      ...context,
      correlationId: ctx.correlationId,
      cause,
      undoError,
    });
  }
}

/** Removes a housing and frees its room. */
export async function deleteHousing(ctx: CommandContext, recipientId: string, housingId: string): Promise<WriteResult> {
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const housing = state.housings[housingId];
  const deleted = await runCommand(ctx, {
    command: 'deleteHousing',
    streamId,
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ housingId }, file, ctx),
  });
  const released = housing?.housing_type === 'hebergement' && housing.room_id ? await release(ctx, housingId, housing.room_id) : null;
  return { position: lastPosition(deleted.position, released) };
}
