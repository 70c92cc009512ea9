import type { UpdateRequest } from '@domain/shared/changes';
import {
  addDomiciliation as decideAdd,
  deleteDomiciliation as decideDelete,
  DOMICILIATION_REFERENCES,
  updateDomiciliation as decideUpdate,
  type DomiciliationInput,
} from '@domain/domiciliations/decide';
import { referencesIn } from '@domain/references/references';
import { lookUpReferences } from '../references';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

// Every domiciliation of a file is in the file's stream: appending with the expected revision makes
// two simultaneous overlapping requests meet, and the second is decided again on the first's result.

/** Adds a domiciliation to a file. */
export async function addDomiciliation(
  ctx: CommandContext,
  recipientId: string,
  domiciliation: DomiciliationInput,
): Promise<WriteResult & { domiciliationId: string }> {
  const domiciliationId = ctx.newId();
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(DOMICILIATION_REFERENCES, domiciliation)) };
  const { position } = await runCommand(ctx, {
    command: 'addDomiciliation',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ domiciliationId, domiciliation }, file, decision),
  });
  return { domiciliationId, position };
}

/** Records an edit of a domiciliation. */
export async function updateDomiciliation(
  ctx: CommandContext,
  recipientId: string,
  domiciliationId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = { actor: ctx.actor, references: await lookUpReferences(ctx, referencesIn(DOMICILIATION_REFERENCES, update.current)) };
  const { position } = await runCommand(ctx, {
    command: 'updateDomiciliation',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ domiciliationId, update }, file, decision),
  });
  return { position };
}

/** Removes a domiciliation (dom_management). */
export async function deleteDomiciliation(ctx: CommandContext, recipientId: string, domiciliationId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteDomiciliation',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ domiciliationId }, file, ctx),
  });
  return { position };
}
