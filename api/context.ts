import type { Context } from 'koa';
import type { CommandContext } from '../commands/context';
import { frenchDay } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { openRecipientFile } from '../projections/recipientFile';
import type { Services } from './services';

/** What the middleware chain puts on ctx.state. */
export interface AppState {
  correlationId: string;
  actor: Actor;
  /** The session (token jti) of the signed-in actor (set by requireAuth). */
  sessionId: string;
}

/** Koa context of this app: services are attached to the app's context. */
export interface AppContext {
  services: Services;
}

type Ctx = Context & AppContext & { state: AppState };

/** The context a command runs in for this request. */
export function commandContext(ctx: Ctx): CommandContext {
  return { ...ctx.services.deps, actor: ctx.state.actor, correlationId: ctx.state.correlationId, sessionId: ctx.state.sessionId };
}

/**
 * Read-your-writes: waits (bounded, 2 s) until the read models have applied the write before answering: on this
 * process's runner, or with PROJECTIONS=0 on the checkpoints that `npm run projections` stores beside them.
 */
export async function settle(ctx: Ctx, result: { position: bigint | null }): Promise<void> {
  if (result.position === null) return;
  const reached = await ctx.services.projections.waitFor(result.position);
  if (!reached)
    console.warn(`[api] read models did not reach position ${result.position} in time (correlation ${ctx.state.correlationId})`);
}

export type { Ctx };

/** Today in France by the server's clock: the day every date-dependent flag (valid, current, pending) is judged on. */
export const todayOf = (ctx: { services: Services }) => frenchDay(ctx.services.deps.clock());

/** Refuses, as GET /recipient/{id} would, a reader who may not open the file, before anything of it is read. */
export const checkFileAccess = async (ctx: Ctx, recipientId: string): Promise<void> => {
  await openRecipientFile(ctx.services.store, ctx.state.actor, recipientId);
};
