import { actorRank, hasRights, type Actor } from './actor';
import { ANY_ANTENNA_MAX_RANK, DEFAULT_RIGHTS, NEW_ACCOUNT_RIGHTS, RIGHTS, rank, type Habilitation, type Right } from './habilitations';

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

/** Rights that restrict rather than grant: user_relative binds its holder to their antenna's files. */
export const RESTRICTIONS: readonly Right[] = ['user_relative'];

/** Administrators and holders of user_absolute lift a restriction, unless they are bound by it themselves. */
export const canLiftRestrictions = (actor: Actor) =>
  !hasRights(actor, 'user_relative') &&
  (actor.habilitation === 'admin' || actor.habilitation === 'super' || hasRights(actor, 'user_absolute'));

/**
 * Whether the actor may turn one right of a user from held (`had`) to `has`: a restriction is imposed
 * by anyone who manages users and lifted only by those who may lift it; a power is granted or revoked
 * only by someone who holds it.
 */
export function canSetRight(actor: Actor, right: Right, had: boolean, has: boolean): boolean {
  if (had === has) return true;
  if (RESTRICTIONS.includes(right)) return has || canLiftRestrictions(actor);
  return actor.rights.includes(right);
}

/** The rights whose change from `before` to `after` the actor may not make. */
export const forbiddenRightChanges = (actor: Actor, before: readonly string[], after: readonly string[]) =>
  RIGHTS.filter((right) => !canSetRight(actor, right, before.includes(right), after.includes(right)));

/** The habilitation's usual rights as this actor may give them: each right they may not set keeps a new account's value. */
export function defaultRightsFor(actor: Actor, habilitation: Habilitation): Right[] {
  const usual: readonly string[] = DEFAULT_RIGHTS[habilitation];
  return RIGHTS.filter((right) => {
    const start = NEW_ACCOUNT_RIGHTS.includes(right);
    return canSetRight(actor, right, start, usual.includes(right)) ? usual.includes(right) : start;
  });
}

/** Only administrators and super administrators delete users. */
export const canDeleteUsers = (actor: Actor) => actor.habilitation === 'admin' || actor.habilitation === 'super';

/**
 * Nobody widens their own scope: moving oneself to another antenna takes what moving anyone there would, an
 * administrator or user_absolute (docs/permissions.md).
 */
export const canMoveOwnAntenna = (actor: Actor) =>
  actor.habilitation === 'admin' || actor.habilitation === 'super' || hasRights(actor, 'user_absolute');

/**
 * What the actor may do with a user they opened: the form offers exactly these. A user ranked above the actor is
 * shown read-only (`edit` false), with nothing to save or delete.
 */
export const userAbilities = (actor: Actor, target: UserTarget) => {
  const self = actor.id === target._id;
  const edit = self || !isAbove(actor, target);
  return {
    edit,
    edit_access: edit && !self && hasRights(actor, 'user_management'),
    delete: edit && !self && canDeleteUsers(actor),
    change_credentials: self,
  };
};

/** Volunteers never create users; others need user_management. */
export const canCreateUsers = (actor: Actor) => actor.habilitation !== 'volunteer' && hasRights(actor, 'user_management');
