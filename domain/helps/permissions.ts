import { forbidden } from '../shared/errors';
import { hasRights, type Actor } from '../users/actor';
import { HELP_MESSAGES } from './rules';

// Everyone signed in reads the catalogue (meeting forms offer its aids); creating, editing, archiving
// and deleting an aid need helps_management (docs/permissions.md, 'Aid catalogue and meetings').

/** True when the actor may write the catalogue. */
export const canManageHelps = (actor: Actor): boolean => hasRights(actor, 'helps_management');

/** Refuses a write to the catalogue without helps_management: 403 'Vous n'avez pas les droits'. */
export function manageHelps(actor: Actor): void {
  if (!canManageHelps(actor)) throw forbidden(HELP_MESSAGES.noRights);
}

/** What the reader may do with an aid: edit with the right, delete with the right while no meeting gave it. */
export const helpAbilities = (actor: Actor, handedOut: boolean) => ({
  edit: canManageHelps(actor),
  delete: canManageHelps(actor) && !handedOut,
});
