import type { UpdateRequest } from '@domain/shared/changes';
import {
  addDetention as decideAdd,
  deleteDetention as decideDelete,
  DETENTION_REFERENCES,
  linkDetentionToFollow as decideLink,
  updateDetention as decideUpdate,
  type DetentionInput,
} from '@domain/penal/decide';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from '../context';
import { loadAggregate, runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';
import { penalContext } from './penalContext';

// Detention elements live in the file's stream, with the follow-ups they are linked to.

/** Adds a detention element to a file. */
export async function addDetention(
  ctx: CommandContext,
  recipientId: string,
  detention: DetentionInput,
): Promise<WriteResult & { detentionId: string }> {
  const detentionId = ctx.newId();
  const decision = await penalContext(ctx, referencesIn(DETENTION_REFERENCES, detention));
  const { position } = await runCommand(ctx, {
    command: 'addDetention',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ detentionId, detention }, file, decision),
  });
  return { detentionId, position };
}

/** Records an edit of a detention element. */
export async function updateDetention(
  ctx: CommandContext,
  recipientId: string,
  detentionId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const decision = await penalContext(ctx, referencesIn(DETENTION_REFERENCES, update.current));
  const { position } = await runCommand(ctx, {
    command: 'updateDetention',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ detentionId, update }, file, decision),
  });
  return { position };
}

/** Removes a detention element. */
export async function deleteDetention(ctx: CommandContext, recipientId: string, detentionId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteDetention',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ detentionId }, file, ctx),
  });
  return { position };
}

/** Links a detention element to a new follow-up made of its dates and following organism. */
export async function linkDetentionToFollow(
  ctx: CommandContext,
  recipientId: string,
  detentionId: string,
): Promise<WriteResult & { followId: string }> {
  const followId = ctx.newId();
  // The organism comes from the element or its contacts: they are read first, to look their organisms' names up.
  const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
  const detention = state.detentions[detentionId];
  const decision = await penalContext(ctx, [], { organismIds: [detention?.organism_id], contactIds: detention?.contact_ids ?? [] });
  const { position } = await runCommand(ctx, {
    command: 'linkDetentionToFollow',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideLink({ detentionId, followId }, file, decision),
  });
  return { followId, position };
}
