import { AppModal } from '../../components/AppModal';
import { useAntennaMutations } from '../../api/antennas';
import { toastInvalid } from '../../lib/toasts';
import { AntennaForm } from './AntennaForm';
import { antennaFromValues, useAntennaForm } from './antennaForm';
import { toastAntennaNotSaved, toastAntennaSaved } from './saveFeedback';

/** 'Nouvelle antenne': an empty antenna form in the generic modal; hands the new id back once created. */
export function NewAntennaModal({ opened, onClose, onCreated }: { opened: boolean; onClose(): void; onCreated(id: string): void }) {
  const form = useAntennaForm();
  const { create } = useAntennaMutations();

  // The next opening starts from an empty form, whether this one was saved or abandoned.
  const close = () => {
    form.reset();
    onClose();
  };

  const save = form.onSubmit(
    async (values) => {
      try {
        const id = await create.mutateAsync(antennaFromValues(values));
        toastAntennaSaved();
        form.reset();
        onCreated(id);
      } catch (error) {
        toastAntennaNotSaved(form, error);
      }
    },
    () => toastInvalid(),
  );

  return (
    <AppModal
      opened={opened}
      title="Nouvelle antenne"
      confirmLabel="Enregistrer"
      onCancel={close}
      onConfirm={() => save()}
      loading={form.submitting}
    >
      <form onSubmit={save} noValidate>
        <AntennaForm form={form} disabled={false} />
      </form>
    </AppModal>
  );
}
