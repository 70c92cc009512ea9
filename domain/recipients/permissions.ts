import { actorRank, hasRights, type Actor } from '../users/actor';
import { ANY_ANTENNA_MAX_RANK } from '../users/habilitations';
import { forbidden, notFound } from '../shared/errors';
import { RECIPIENT_MESSAGES } from './rules';
import { canReadAccessLog } from './access';
import type { RecipientState } from './state';

/**
 * The files an actor may open: every file, or (user_relative) those of their own antenna only; an actor bound to
 * files of an antenna but given none opens no file at all (docs/permissions.md, 'Recipient files').
 */
export type FileScope = { all: true } | { all: false; antennaId: string | null };

/** The actor's scope over files: the one rule every file read and every list of files is judged by. */
export const fileScope = (actor: Actor): FileScope =>
  hasRights(actor, 'user_relative') ? { all: false, antennaId: actor.antenna_id } : { all: true };

/** Whether a file of this antenna is within the actor's scope. */
export const canAccessFile = (actor: Actor, antennaId: string) => {
  const scope = fileScope(actor);
  return scope.all || (scope.antennaId !== null && scope.antennaId === antennaId);
};

/** What opening a file is judged on, as the file's stream or a read model of its files holds it. */
export interface FileAccessFacts {
  antenna_id: string;
}

/** The facts of a file the actor may open: 404 without a file, or 403 'Vous n'avez pas le droit de consulter ce dossier !'. */
export function openFileFacts<F extends FileAccessFacts>(facts: F | null | undefined, actor: Actor): F {
  if (!facts) throw notFound(RECIPIENT_MESSAGES.notFound);
  if (!canAccessFile(actor, facts.antenna_id)) throw forbidden(RECIPIENT_MESSAGES.forbiddenFile);
  return facts;
}

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
  openFileFacts(state.exists && !state.deleted ? state.civil : null, actor);
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
