import type { UpdateRequest } from '@domain/shared/changes';
import { frenchDay } from '@domain/shared/dates';
import {
  addMail as decideAdd,
  deleteMail as decideDelete,
  handOverMail as decideHandOver,
  MAIL_REFERENCES,
  newMail,
  updateMail as decideUpdate,
  type MailInput,
} from '@domain/mails/decide';
import type { HandedTo } from '@domain/mails/fields';
import { referencesIn } from '@domain/references/references';
import { lookUpReferences } from '../references';
import type { CommandContext, WriteResult } from '../context';
import { runCommand } from '../handle';
import { recipientAggregate, streams } from '../streams';

/** Logs a mail that arrived for a file. */
export async function addMail(ctx: CommandContext, recipientId: string, input: MailInput): Promise<WriteResult & { mailId: string }> {
  const mailId = ctx.newId();
  const today = frenchDay(ctx.clock());
  // The receiver defaults to the writer: the ids looked up are those of the mail as it will be judged.
  const references = await lookUpReferences(ctx, referencesIn(MAIL_REFERENCES, newMail(input, ctx.actor.id, today)));
  const { position } = await runCommand(ctx, {
    command: 'addMail',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideAdd({ mailId, mail: input }, file, { actor: ctx.actor, today, references }),
  });
  return { mailId, position };
}

/** Records an edit of a mail (a received_date given to a waiting mail hands it over). */
export async function updateMail(ctx: CommandContext, recipientId: string, mailId: string, update: UpdateRequest): Promise<WriteResult> {
  const decision = {
    actor: ctx.actor,
    today: frenchDay(ctx.clock()),
    references: await lookUpReferences(ctx, referencesIn(MAIL_REFERENCES, update.current)),
  };
  const { position } = await runCommand(ctx, {
    command: 'updateMail',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideUpdate({ mailId, update }, file, decision),
  });
  return { position };
}

/** Hands a waiting mail over ('Remis'), to the person, a proxy of the file, or back to the sender. */
export async function handOverMail(
  ctx: CommandContext,
  recipientId: string,
  mailId: string,
  handOver: { received_date?: string | null; handed_to?: HandedTo | null; proxy_id?: string | null },
): Promise<WriteResult> {
  const today = frenchDay(ctx.clock());
  const { position } = await runCommand(ctx, {
    command: 'handOverMail',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideHandOver({ mailId, ...handOver }, file, { actor: ctx.actor, today }),
  });
  return { position };
}

/** Removes a mail from a file. */
export async function deleteMail(ctx: CommandContext, recipientId: string, mailId: string): Promise<WriteResult> {
  const { position } = await runCommand(ctx, {
    command: 'deleteMail',
    streamId: streams.recipient(recipientId),
    aggregate: recipientAggregate,
    decide: (file) => decideDelete({ mailId }, file, ctx),
  });
  return { position };
}
