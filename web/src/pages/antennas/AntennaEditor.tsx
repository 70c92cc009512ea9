import { useEffect } from 'react';
import { useAntennaMutations, type ListedAntenna } from '../../api/antennas';
import { toastInvalid } from '../../lib/toasts';
import { AntennaForm } from './AntennaForm';
import { antennaFromValues, antennaValues, useAntennaForm } from './antennaForm';
import { SaveButton } from '../../components/SaveButton';
import { toastAntennaNotSaved, toastAntennaSaved } from './saveFeedback';

/** The selected antenna's form: saved only when changed; read-only for a user who may not edit it. */
export function AntennaEditor({ antenna }: { antenna: ListedAntenna }) {
  const editable = antenna.abilities.edit;
  const form = useAntennaForm(antenna);
  const { update } = useAntennaMutations();
  const { setInitialValues, reset } = form;

  // The stored antenna is shown again once reloaded after a save. React Query keeps the same object
  // while the data is unchanged, so a refresh caused by another save does not wipe edits in progress.
  useEffect(() => {
    setInitialValues(antennaValues(antenna));
    reset();
  }, [antenna, setInitialValues, reset]);

  const save = form.onSubmit(
    async (values) => {
      if (!form.isDirty()) return;
      try {
        await update.mutateAsync({ id: antenna._id, origin: antenna, current: { ...antennaFromValues(values), _id: antenna._id } });
        form.resetDirty();
        toastAntennaSaved();
      } catch (error) {
        toastAntennaNotSaved(form, error);
      }
    },
    () => toastInvalid(),
  );

  return (
    <form onSubmit={save} noValidate>
      <AntennaForm form={form} disabled={!editable} acrDisabled={!antenna.abilities.set_acr} />
      {editable && <SaveButton dirty={form.isDirty()} loading={form.submitting} />}
    </form>
  );
}
