import type { Actor } from '@domain/users/actor';
import { actorOf } from '../../commands/auth/login';
import type { CommandContext } from '../../commands/context';
import { loadAggregate } from '../../commands/handle';
import { recipientAggregate, streams, userAggregate } from '../../commands/streams';

/** A demo file as it stands, and its referent as the actor who records its tabs (the seed's actor when it has none). */
export async function fileAndReferent(ctx: CommandContext, recipientId: string) {
  const { state } = await loadAggregate(ctx, streams.recipient(recipientId), recipientAggregate);
  const id = state.civil.user_ref;
  const actor: Actor = id ? actorOf(id, (await loadAggregate(ctx, streams.user(id), userAggregate)).state.profile) : ctx.actor;
  return { state, actor };
}
