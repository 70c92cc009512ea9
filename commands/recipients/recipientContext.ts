import { frenchDay } from '@domain/shared/dates';
import type { RecipientContext } from '@domain/recipients/decide';
import type { Reference } from '@domain/references/references';
import type { CommandContext } from '../context';
import { lookUpReferences } from '../references';

/** The facts a decision on a file may need: who acts, today, and the records the references name, from the event store. */
export async function recipientContext(ctx: CommandContext, references: Reference[] = []): Promise<RecipientContext> {
  return { actor: ctx.actor, today: frenchDay(ctx.clock()), references: await lookUpReferences(ctx, references) };
}
