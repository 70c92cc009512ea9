import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { choiceRules } from '@domain/choices/choices';
import { validate } from '@domain/shared/validation';
import { useChoiceMutations, type ChoiceItem, type ChoiceType } from '../../api/choices';
import { AppModal } from '../../components/AppModal';
import { toastInvalid } from '../../lib/toasts';
import { toastChoiceNotSaved, toastChoiceSaved } from './choiceFeedback';

/** The server's limit on a label (api/routes/references.schema.ts). */
const LABEL_MAX_LENGTH = 300;

/** The modal's target: a new entry of the list shown, or an entry as the table lists it. */
export type ChoiceTarget = { type: ChoiceType; item: ChoiceItem | null };

/** 'Nouvel élément' or "Modifier l'élément": one label, checked by the rules the server applies too. */
export function ChoiceModal({ opened, target, onClose }: { opened: boolean; target: ChoiceTarget; onClose(): void }) {
  const form = useForm<{ label: string }>({ initialValues: { label: '' }, validate: (values) => validate(choiceRules, values) });
  const { create, update } = useChoiceMutations();
  const { item, type } = target;
  const { setInitialValues, reset } = form;

  // Each opening starts from the entry being edited (or a blank one), whatever the last opening left.
  useEffect(() => {
    if (!opened) return;
    setInitialValues({ label: item?.label ?? '' });
    reset();
  }, [opened, item, setInitialValues, reset]);

  const save = form.onSubmit(
    async ({ label }) => {
      // The server trims labels, so spaces around the same label are no change either.
      if (item && label.trim() === item.label) {
        onClose();
        return;
      }
      try {
        if (item) await update.mutateAsync({ origin: item, current: { ...item, label } });
        else await create.mutateAsync({ type, label });
        toastChoiceSaved();
        onClose();
      } catch (error) {
        toastChoiceNotSaved(form, error);
      }
    },
    () => toastInvalid(),
  );

  return (
    <AppModal
      opened={opened}
      title={item ? "Modifier l'élément" : 'Nouvel élément'}
      confirmLabel="Enregistrer"
      onCancel={onClose}
      onConfirm={() => save()}
      loading={form.submitting}
    >
      <form onSubmit={save} noValidate>
        <TextInput
          label="Libellé"
          withAsterisk
          aria-label="Libellé"
          maxLength={LABEL_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('label')}
        />
      </form>
    </AppModal>
  );
}
