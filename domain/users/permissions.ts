import { actorRank, hasRights, type Actor } from './actor';
import { ANY_ANTENNA_MAX_RANK, rank, type Habilitation } from './habilitations';

/** What a permission check needs to know about the user concerned. */
export interface UserTarget {
  _id: string;
  antenna_id: string | null;
  habilitation: Habilitation;
}

/** Super, admin, siege and management may pick any antenna; the others only their own. */
export const canChooseAnyAntenna = (actor: Actor) => actorRank(actor) <= ANY_ANTENNA_MAX_RANK;

/** Oneself, or with user_management plus user_absolute, or with user_management in the same antenna. */
export function canOpenUser(actor: Actor, target: UserTarget): boolean {
  if (actor.id === target._id) return true;
  if (!hasRights(actor, 'user_management')) return false;
  return hasRights(actor, 'user_absolute') || (actor.antenna_id !== null && actor.antenna_id === target.antenna_id);
}

/** True when the target ranks above the actor (a lower rank). */
export const isAbove = (actor: Actor, target: UserTarget) => rank(target.habilitation) < actorRank(actor);

/** A habilitation the actor may give: their own rank or lower. */
export const canGrantHabilitation = (actor: Actor, habilitation: Habilitation) => rank(habilitation) >= actorRank(actor);

/** Rights that restrict rather than grant: anyone who manages users may give them. */
const RESTRICTIVE_RIGHTS = new Set(['user_relative']);

/** Rights the actor would be granting without holding them (restrictions aside). */
export const rightsNotHeld = (actor: Actor, rights: readonly string[]) =>
  rights.filter((right) => !RESTRICTIVE_RIGHTS.has(right) && !actor.rights.includes(right));

/** Only administrators and super administrators delete users. */
export const canDeleteUsers = (actor: Actor) => actor.habilitation === 'admin' || actor.habilitation === 'super';

/** Volunteers never create users; others need user_management. */
export const canCreateUsers = (actor: Actor) => actor.habilitation !== 'volunteer' && hasRights(actor, 'user_management');
