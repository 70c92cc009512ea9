import { rank, type Habilitation, type Right } from './habilitations';

/** The signed-in user on whose behalf a command or query runs. */
export interface Actor {
  id: string;
  habilitation: Habilitation;
  rights: readonly Right[];
  antenna_id: string | null;
}

/** True when the actor holds every named right. */
export function hasRights(actor: Actor, ...rights: Right[]): boolean {
  return rights.every((right) => actor.rights.includes(right));
}

/** The actor's rank (0 = super). */
export const actorRank = (actor: Actor) => rank(actor.habilitation);

/** Volunteers and antenna administrators only see their own antenna in lists and pickers. */
export const isAntennaScoped = (actor: Actor) => actor.habilitation === 'volunteer' || actor.habilitation === 'antenna_admin';
