import { choiceTaken, createChoice as decideCreateChoice, initialChoiceState } from '@domain/choices/choices';
import type { ChoiceType } from '@domain/choices/types';
import type { CommandContext, WriteResult } from '../context';
import { lastPosition, runCommand } from '../handle';
import { claim } from '../reservations';
import { choiceAggregate, streams } from '../streams';

/** Adds an entry to a reference list; its label is unique within the list (case and accents aside). */
export async function createChoice(ctx: CommandContext, type: ChoiceType, label: string): Promise<WriteResult & { choiceId: string }> {
  const choiceId = ctx.newId();
  decideCreateChoice({ type, label }, initialChoiceState, ctx);
  const claimed = await claim(
    ctx,
    'createChoice',
    { streamId: streams.choiceLabel(type, label), holder: choiceId, value: label.trim() },
    choiceTaken,
  );
  const created = await runCommand(ctx, {
    command: 'createChoice',
    streamId: streams.choice(choiceId),
    aggregate: choiceAggregate,
    decide: (state) => decideCreateChoice({ type, label }, state, ctx),
  });
  return { choiceId, position: lastPosition(claimed, created.position) };
}
