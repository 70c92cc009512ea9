import type { UpdateRequest } from '@domain/shared/changes';
import { addProxy as decideAdd, deleteProxy as decideDelete, updateProxy as decideUpdate, type ProxyInput } from '@domain/mails/proxies';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Records a proxy ('procuration') on a file. */
export async function addProxy(ctx: CommandContext, recipientId: string, proxy: ProxyInput): Promise<WriteResult & { proxyId: string }> {
  const proxyId = ctx.newId();
  const { position } = await runCommand(ctx, {
    command: 'addProxy',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ proxyId, proxy }, file, ctx),
  });
  return { proxyId, position };
}

/** Records an edit of a proxy. */
export async function updateProxy(ctx: CommandContext, recipientId: string, proxyId: string, update: UpdateRequest): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'updateProxy',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ proxyId, update }, file, ctx),
  });
  return { position };
}

/** Removes a proxy no mail was handed over under. */
export async function deleteProxy(ctx: CommandContext, recipientId: string, proxyId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteProxy',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ proxyId }, file, ctx),
  });
  return { position };
}
