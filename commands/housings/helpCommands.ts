import type { FormOf } from '@domain/shared/forms';
import type { UpdateRequest } from '@domain/shared/changes';
import {
  addHousingHelp as decideAdd,
  deleteHousingHelp as decideDelete,
  HOUSING_HELP_REFERENCES,
  updateHousingHelp as decideUpdate,
} from '@domain/housings/helps';
import { referencesIn } from '@domain/references/references';
import { lookUpReferences } from '../references';
import type { HousingHelpFields } from '@domain/housings/fields';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Adds a housing application (SIAO, DAHO, DALO, …) to a file. */
export async function addHousingHelp(
  ctx: CommandContext,
  recipientId: string,
  help: FormOf<HousingHelpFields>,
): Promise<WriteResult & { helpId: string }> {
  const helpId = ctx.newId();
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(HOUSING_HELP_REFERENCES, help)) };
  const { position } = await runCommand(ctx, {
    command: 'addHousingHelp',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ helpId, help }, file, decision),
  });
  return { helpId, position };
}

/** Records an edit of a housing application. */
export async function updateHousingHelp(
  ctx: CommandContext,
  recipientId: string,
  helpId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(HOUSING_HELP_REFERENCES, update.current)) };
  const { position } = await runCommand(ctx, {
    command: 'updateHousingHelp',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ helpId, update }, file, decision),
  });
  return { position };
}

/** Removes a housing application. */
export async function deleteHousingHelp(ctx: CommandContext, recipientId: string, helpId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteHousingHelp',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ helpId }, file, ctx),
  });
  return { position };
}
