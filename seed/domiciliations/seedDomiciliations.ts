import { frenchDay } from '@domain/shared/dates';
import { addDomiciliation } from '../../commands/domiciliations/domiciliationCommands';
import type { CommandContext } from '../../commands/context';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { actorOf } from '../../commands/auth/login';
import { addDays } from '../recipients/demoRecipientPlan';
import { demoDomiciliationStories, demoPaper } from './demoDomiciliations';
import { seedRefusals } from './seedRefusals';

/**
 * Domiciles one demo file in three (those still open, with a referent), each by its referent, telling
 * the stories of demoDomiciliationStories in turn; then records a few refusals on other files (seedRefusals).
 */
export async function seedDomiciliations(ctx: CommandContext, lookups: { files: Map<string, string> }): Promise<bigint | null> {
  const today = frenchDay(ctx.clock());
  let position: bigint | null = null;
  let told = 0;
  for (const [index, recipientId] of [...lookups.files.values()].entries()) {
    if (index % 3 !== 0) continue;
    const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const referentId = state.civil.user_ref;
    if (!referentId || state.status.radiated || state.deleted) continue;
    const actor = actorOf(referentId, (await loadAggregate(ctx, streams.user(referentId), userAggregate)).state.profile);
    const story = demoDomiciliationStories[told % demoDomiciliationStories.length];
    for (const step of story) {
      const start_date = addDays(today, step.from);
      const domiciliation =
        step.kind === 'own'
          ? {
              kind: step.kind,
              user_id: referentId,
              paper: demoPaper(told),
              origin: step.origin,
              start_date,
              last_meeting: addDays(start_date, -7),
              duration: step.months,
              remarque: step.remarque ?? null,
            }
          : { kind: step.kind, name_dom: step.name_dom, address: step.address, start_date, end_date: addDays(today, step.to) };
      const added = await addDomiciliation({ ...ctx, actor }, recipientId, domiciliation);
      position = lastPosition(position, added.position);
    }
    told += 1;
  }
  return lastPosition(position, await seedRefusals(ctx, lookups.files));
}
