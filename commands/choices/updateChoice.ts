import { choiceTaken, deleteChoice as decideDeleteChoice, updateChoice as decideUpdateChoice } from '@domain/choices/choices';
import type { UpdateRequest } from '@domain/shared/changes';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, loadAggregate, runCommand } from '../handle';
import { claim, unclaim } from '../reservations';
import { choiceAggregate, streams } from '../streams';

/** Renames an entry: the new label is claimed before the change, the old one freed after it. */
export async function updateChoice(ctx: CommandContext, choiceId: string, update: UpdateRequest): Promise<WriteResult> {
  const { state } = await loadAggregate(ctx, streams.choice(choiceId), choiceAggregate);
  const [change] = decideUpdateChoice({ update }, state, ctx);
  if (!change || change.type !== 'ChoiceChanged' || !state.type) return { position: null };
  const type = state.type;
  const label = String(change.data.changes.label.to);
  const sameKey = streams.choiceLabel(type, label) === streams.choiceLabel(type, state.label);
  const claimed = sameKey
    ? null
    : await claim(ctx, 'updateChoice', { streamId: streams.choiceLabel(type, label), holder: choiceId, value: label }, choiceTaken);
  const changed = await runCommand(ctx, {
    command: 'updateChoice',
    streamId: streams.choice(choiceId),
    aggregate: choiceAggregate,
    decide: (current) => decideUpdateChoice({ update }, current, ctx),
  });
  const released = sameKey
    ? null
    : await unclaim(ctx, 'updateChoice', { streamId: streams.choiceLabel(type, state.label), holder: choiceId });
  return { position: lastPosition(claimed, changed.position, released) };
}

/** Deletes an entry and frees its label. */
export async function deleteChoice(ctx: CommandContext, choiceId: string): Promise<WriteResult> {
  const deleted = await runCommand(ctx, {
    command: 'deleteChoice',
    streamId: streams.choice(choiceId),
    aggregate: choiceAggregate,
    decide: (state) => decideDeleteChoice(state, ctx),
  });
  const { type, label } = deleted.state;
  const released = type ? await unclaim(ctx, 'deleteChoice', { streamId: streams.choiceLabel(type, label), holder: choiceId }) : null;
  return { position: lastPosition(deleted.position, released) };
}
