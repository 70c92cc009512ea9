import { HELP_MESSAGES } from '@domain/helps/rules';
import { useHelpMutations, type HelpView } from '../../api/helps';
import { reportFailure } from '../../lib/saveFeedback';
import { confirmToast, toastSuccess } from '../../lib/toasts';

/**
 * Deleting an aid after the 10-second confirmation toast, from the list or from its form. `leave` runs
 * once the server has deleted it, before the catalogue is reloaded: the form leaves for the list first,
 * as its aid would answer 404 if reloaded while shown.
 */
export function useHelpDeletion() {
  const { remove, deleted } = useHelpMutations();
  const ask = (help: Pick<HelpView, '_id' | 'label'>, leave?: () => void | Promise<void>) =>
    confirmToast(`Souhaitez-vous supprimer l'aide « ${help.label} » ?`, () => {
      remove
        .mutateAsync(help._id)
        .then(async () => {
          toastSuccess(HELP_MESSAGES.deleted);
          await leave?.();
          await deleted(help._id);
        })
        .catch((error: unknown) => reportFailure('Aide non supprimée', error));
    });
  return { ask, deleting: remove.isPending ? (remove.variables ?? null) : null };
}
