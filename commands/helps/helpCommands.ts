import { createHelp as decideCreate, deleteHelp as decideDelete, updateHelp as decideUpdate } from '@domain/helps/decide';
import type { HelpInput } from '@domain/helps/fields';
import type { UpdateRequest } from '@domain/shared/changes';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { helpAggregate, streams } from '../streams';

// The catalogue of aids: each aid is its own stream, help-<id>.

/** Adds an aid to the catalogue. */
export async function createHelp(ctx: CommandContext, form: HelpInput): Promise<WriteResult & { helpId: string }> {
  const helpId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'createHelp',
    streamId: streams.help(helpId),
    aggregate: helpAggregate,
    decide: () => decideCreate(form, ctx.actor),
  });
  return { helpId, position };
}

/** Records an edit of an aid. */
export async function updateHelp(ctx: CommandContext, helpId: string, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'updateHelp',
    streamId: streams.help(helpId),
    aggregate: helpAggregate,
    decide: (state) => decideUpdate(update, state, ctx.actor),
  });
  return { position };
}

/** Removes an aid no meeting gave (handedOut: the meetings read model names it in some meeting). */
export async function deleteHelp(ctx: CommandContext, helpId: string, handedOut: boolean): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteHelp',
    streamId: streams.help(helpId),
    aggregate: helpAggregate,
    decide: (state) => decideDelete(state, ctx.actor, handedOut),
  });
  return { position };
}
