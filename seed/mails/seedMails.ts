import type { Actor } from '@domain/users/actor';
import { frenchDay } from '@domain/shared/dates';
import { actorOf } from '../../commands/auth/login';
import type { CommandContext } from '../../commands/context';
import { lastPosition, loadAggregate } from '../../commands/handle';
import { addMail, handOverMail } from '../../commands/mails/mailCommands';
import { addProxy } from '../../commands/mails/proxyCommands';
import { setMailRedirection } from '../../commands/recipients/fileActions';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';
import { addDays } from '../recipients/demoRecipientPlan';
import { DEMO_PROXIES, DEMO_REDIRECTIONS, demoMailsOf, getsMail, withProxy, withRedirection } from './demoMails';

/**
 * Seeds the mail log of the files with an odd number, through the ordinary commands, as each file's
 * referent on the day each mail arrived and left; then a few proxies and redirections.
 */
export async function seedMails(ctx: CommandContext, files: Map<string, string>): Promise<bigint | null> {
  const now = ctx.clock();
  const today = frenchDay(now);
  // Each action happens mid-morning of its day, never after the seed's own instant.
  const on = (day: string) => new Date(Math.min(Date.parse(`${day}T09:00:00.000Z`), now.getTime()));
  let position: bigint | null = null;
  let proxies = 0;
  let redirections = 0;
  for (const recipientId of files.values()) {
    const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
    const referentId = state.civil.user_ref;
    if (state.deleted || !referentId || !getsMail(state.file_number)) continue;
    const actor: Actor = actorOf(referentId, (await loadAggregate(ctx, streams.user(referentId), userAggregate)).state.profile);
    const as = (day: string): CommandContext => ({ ...ctx, actor, clock: () => on(day) });
    let proxyId: string | null = null;
    if (withProxy(state.file_number)) {
      const since = addDays(today, -90);
      const proxy = { ...DEMO_PROXIES[proxies++ % DEMO_PROXIES.length], start_date: since, end_date: addDays(today, 275) };
      const added = await addProxy(as(since), recipientId, proxy);
      proxyId = added.proxyId;
      position = lastPosition(position, added.position);
    }
    for (const mail of demoMailsOf(state.file_number, proxyId !== null).reverse()) {
      const arrived = addDays(today, -mail.ago);
      const { kept, to, ...fields } = mail;
      const added = await addMail(as(arrived), recipientId, { ...fields, date: arrived, user_id: referentId });
      position = lastPosition(position, added.position);
      if (kept === undefined) continue;
      const left = addDays(arrived, kept);
      const handOver = { received_date: left, handed_to: to ?? 'recipient', proxy_id: to === 'proxy' ? proxyId : null } as const;
      position = lastPosition(position, (await handOverMail(as(left), recipientId, added.mailId, handOver)).position);
    }
    if (withRedirection(state.file_number) && !state.status.mail_redirection) {
      const text = DEMO_REDIRECTIONS[redirections++ % DEMO_REDIRECTIONS.length];
      position = lastPosition(position, (await setMailRedirection(as(addDays(today, -20)), recipientId, text)).position);
    }
  }
  return position;
}
