import { refusalKindOn } from '@domain/domiciliations/refusals';
import { frenchDay } from '@domain/shared/dates';
import { actorOf } from '../../commands/auth/login';
import type { CommandContext } from '../../commands/context';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { addRecord } from '../../commands/records';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { addDays } from '../recipients/demoRecipientPlan';
import { demoRefusals } from './demoRefusals';

/**
 * Records the demo refusals of domiciliation on files the demo does not domicile (the second of every
 * three, radiated or not), each by the file's referent on the day it was decided.
 */
export async function seedRefusals(ctx: CommandContext, files: Map<string, string>): Promise<bigint | null> {
  const now = ctx.clock();
  const today = frenchDay(now);
  // Each refusal is written mid-morning of its day, never after the seed's own instant.
  const on = (day: string) => new Date(Math.min(Date.parse(`${day}T09:00:00.000Z`), now.getTime()));
  let position: bigint | null = null;
  let told = 0;
  for (const [index, recipientId] of [...files.values()].entries()) {
    if (told === demoRefusals.length) break;
    if (index % 3 !== 1) continue;
    const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const referentId = state.civil.user_ref;
    if (!referentId || state.deleted) continue;
    const actor = actorOf(referentId, (await loadAggregate(ctx, streams.user(referentId), userAggregate)).state.profile);
    const { ago, reason, comment } = demoRefusals[told];
    const date = addDays(today, -ago);
    const added = await addRecord({ ...ctx, actor, clock: () => on(date) }, refusalKindOn(date), recipientId, {
      date,
      reason,
      comment: comment ?? null,
    });
    position = lastPosition(position, added.position);
    told += 1;
  }
  return position;
}
