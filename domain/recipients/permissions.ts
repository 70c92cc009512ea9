import { actorRank, hasRights, type Actor } from '../users/actor';
import { ANY_ANTENNA_MAX_RANK } from '../users/habilitations';
import { forbidden, notFound } from '../shared/errors';
import { RECIPIENT_MESSAGES } from './rules';
import { canReadAccessLog } from './access';
import type { RecipientState } from './state';

/** A user with user_relative only opens files of their own antenna. */
export const canAccessFile = (actor: Actor, antennaId: string) => !hasRights(actor, 'user_relative') || actor.antenna_id === antennaId;

/** Ranks 0 to 3 may file a recipient in any antenna; the others in their own. */
export const canChooseRecipientAntenna = (actor: Actor) => actorRank(actor) <= ANY_ANTENNA_MAX_RANK;

/** Volunteers never delete a file. */
export const canDeleteFile = (actor: Actor) => actor.habilitation !== 'volunteer';

/** After a radiation, only administrators reopen the rights ('renouveler'). */
export const canRenewFile = (actor: Actor) => actor.habilitation === 'admin' || actor.habilitation === 'super';

/** Referents offered to users ranked above 3 are those of their own antenna. */
export const referentsLimitedToAntenna = (actor: Actor) => actorRank(actor) > ANY_ANTENNA_MAX_RANK;

/** The file, when it exists and the actor may open it: 404, or 403 'Vous n'avez pas le droit de consulter ce dossier !'. */
export function openFile(state: RecipientState, actor: Actor): RecipientState {
  if (!state.exists || state.deleted) throw notFound(RECIPIENT_MESSAGES.notFound);
  if (!canAccessFile(actor, state.civil.antenna_id)) throw forbidden(RECIPIENT_MESSAGES.forbiddenFile);
  return state;
}

/** What the actor may do with a file they opened: the screens offer exactly these actions. */
export interface FileAbilities {
  edit: boolean;
  delete: boolean;
  radiate: boolean;
  renew: boolean;
  transfer: boolean;
  read_access_log: boolean;
}

/** The abilities a file carries for the actor who opened it. */
export const fileAbilities = (actor: Actor): FileAbilities => ({
  edit: true,
  delete: canDeleteFile(actor),
  radiate: true,
  renew: canRenewFile(actor),
  transfer: true,
  read_access_log: canReadAccessLog(actor.habilitation),
});

/** Only its author changes a comment. */
export const canChangeComment = (actor: Actor, authorId: string) => actor.id === authorId;

/** Its author or an administrator deletes a comment. */
export const canDeleteComment = (actor: Actor, authorId: string) =>
  actor.id === authorId || actor.habilitation === 'admin' || actor.habilitation === 'super';

/** The abilities a comment carries for the actor who reads it. */
export const commentAbilities = (actor: Actor, authorId: string) => ({
  edit: canChangeComment(actor, authorId),
  delete: canDeleteComment(actor, authorId),
});
