import type { UpdateRequest } from '../../domain/shared/changes';
import { addHousingHelp as decideAdd, deleteHousingHelp as decideDelete, updateHousingHelp as decideUpdate } from '../../domain/housings/helps';
import type { HousingHelpFields } from '../../domain/housings/fields';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Adds a housing application (SIAO, DAHO, DALO, …) to a file. */
export async function addHousingHelp(ctx: CommandContext, recipientId: string, help: HousingHelpFields): Promise<WriteResult & { helpId: string }> {
  const helpId = ctx.newId();
  const { position } = await runCommand(ctx, { command: 'addHousingHelp', streamId: streams.recipient(recipientId), aggregate: recipientAggregate, decide: (file) => decideAdd({ helpId, help }, file, ctx) });
  return { helpId, position };
}

/** Records an edit of a housing application. */
export async function updateHousingHelp(ctx: CommandContext, recipientId: string, helpId: string, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, { command: 'updateHousingHelp', streamId: streams.recipient(recipientId), aggregate: recipientAggregate, decide: (file) => decideUpdate({ helpId, update }, file, ctx) });
  return { position };
}

/** Removes a housing application. */
export async function deleteHousingHelp(ctx: CommandContext, recipientId: string, helpId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, { command: 'deleteHousingHelp', streamId: streams.recipient(recipientId), aggregate: recipientAggregate, decide: (file) => decideDelete({ helpId }, file, ctx) });
  return { position };
}
