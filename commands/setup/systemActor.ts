import type { Actor } from '@domain/users/actor';
import { SIEGE_ID } from '@domain/siege/siege';
import { DEFAULT_RIGHTS } from '@domain/users/habilitations';
import type { CommandContext, CommandDeps } from '../context';

/** The server itself, recorded as the author of what it sets up on a new data directory. */
export const SYSTEM_ACTOR: Actor = { id: 'system', habilitation: 'super', rights: DEFAULT_RIGHTS.super, antenna_id: SIEGE_ID };

/** A command context acting as the server. */
export const systemContext = (deps: CommandDeps, correlationId: string): CommandContext => ({
  ...deps,
  actor: SYSTEM_ACTOR,
  correlationId,
});
