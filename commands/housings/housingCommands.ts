import type { UpdateRequest } from '../../domain/shared/changes';
import { applyChanges } from '../../domain/shared/changes';
import { frenchDay } from '../../domain/shared/dates';
import { addHousing as decideAdd, deleteHousing as decideDelete, existingHousing, HOUSING_REFERENCES, updateHousing as decideUpdate, type HousingInput } from '../../domain/housings/decide';
import { referencesIn } from '../../domain/references/references';
import { lookUpReferences } from '../references';
import type { HousingKind } from '../../domain/housings/fields';
import type { RecipientState } from '../../domain/recipients/state';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { book, bookingMoved, release } from './roomBooking';

const recipientOf = (id: string, state: RecipientState) => ({ id, name: `${state.civil.surname} ${state.civil.name.toUpperCase()}` });

/**
 * Adds a housing to a file. A stay in one of the charity's rooms books the room first (the room's
 * stream refuses overlapping nights); if the file then refuses the housing, the booking is undone.
 */
export async function addHousing(ctx: CommandContext, recipientId: string, kind: HousingKind | null | undefined, input: HousingInput): Promise<WriteResult & { housingId: string }> {
  const decision = { actor: ctx.actor, today: frenchDay(ctx.clock()), references: await lookUpReferences(ctx, referencesIn(HOUSING_REFERENCES, input)) };
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const housingId = ctx.newId();
  const [added] = decideAdd({ housingId, kind, housing: input }, state, decision);
  const housing = added.type === 'HousingAdded' ? added.data.housing : null;
  const booked = housing?.housing_type === 'hebergement' ? await book(ctx, housingId, recipientOf(recipientId, state), housing) : null;
  try {
    const created = await runCommand(ctx, { command: 'addHousing', streamId, aggregate: recipientAggregate, decide: (file) => decideAdd({ housingId, kind, housing: input }, file, decision) });
    return { housingId, position: lastPosition(booked, created.position) };
  } catch (error) {
    if (booked !== null && housing?.room_id) await release(ctx, housingId, housing.room_id);
    throw error;
  }
}

/** Records an edit of a housing; a new room or new nights are booked first, the old room freed after. */
export async function updateHousing(ctx: CommandContext, recipientId: string, housingId: string, update: UpdateRequest): Promise<WriteResult> {
  const decision = { actor: ctx.actor, today: frenchDay(ctx.clock()), references: await lookUpReferences(ctx, referencesIn(HOUSING_REFERENCES, update.current)) };
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const [change] = decideUpdate({ housingId, update }, state, decision);
  if (!change || change.type !== 'HousingChanged') return { position: null };
  const before = existingHousing(state, housingId);
  const after = applyChanges(before, change.data.changes);
  const moved = before.housing_type === 'hebergement' ? bookingMoved(before, after) : { room: false, nights: false };
  const booked = moved.room || moved.nights ? await book(ctx, housingId, recipientOf(recipientId, state), after) : null;
  try {
    const changed = await runCommand(ctx, { command: 'updateHousing', streamId, aggregate: recipientAggregate, decide: (file) => decideUpdate({ housingId, update }, file, decision) });
    const released = moved.room && before.room_id ? await release(ctx, housingId, before.room_id) : null;
    return { position: lastPosition(booked, changed.position, released) };
  } catch (error) {
    if (moved.room && after.room_id) await release(ctx, housingId, after.room_id);
    else if (moved.nights) await book(ctx, housingId, recipientOf(recipientId, state), before);
    throw error;
  }
}

/** Removes a housing and frees its room. */
export async function deleteHousing(ctx: CommandContext, recipientId: string, housingId: string): Promise<WriteResult> {
  const streamId = streams.recipient(recipientId);
  const { state } = await loadAggregate(ctx, streamId, recipientAggregate);
  const housing = state.housings[housingId];
  const deleted = await runCommand(ctx, { command: 'deleteHousing', streamId, aggregate: recipientAggregate, decide: (file) => decideDelete({ housingId }, file, ctx) });
  const released = housing?.housing_type === 'hebergement' && housing.room_id ? await release(ctx, housingId, housing.room_id) : null;
  return { position: lastPosition(deleted.position, released) };
}
