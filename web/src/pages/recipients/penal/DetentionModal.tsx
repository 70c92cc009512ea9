import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PENAL_MESSAGES } from '@domain/penal/rules';
import { PENAL_FIELD_LABELS as LABELS } from '@domain/penal/slice';
import { usePenalMutations, type Detention } from '../../../api/penal';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { currentOf } from '../../../lib/forms';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { reportDetentionNotSaved } from './penalFeedback';
import { detentionFromValues, detentionValues, shownDuration, useDetentionForm, type DetentionFormValues } from './penalForms';
import { organismGroups, usePenalOptions, withCurrent } from './usePenalOptions';

// A closed list is unmounted, so a label names one element only.
const LIST = { keepMounted: false };

interface Props {
  recipientId: string;
  /** The element opened, or null for a new one. */
  detention: Detention | null;
  opened: boolean;
  onClose(): void;
}

/** The modal of a detention element: place and status required, dates, duration (computed from the dates when blank), organism and contacts. */
export function DetentionModal({ recipientId, detention, opened, onClose }: Props) {
  const [loaded] = useState(() => detentionValues(detention));
  const form = useDetentionForm(loaded);
  const options = usePenalOptions();
  const { createDetention, updateDetention } = usePenalMutations();

  const save = async (values: DetentionFormValues) => {
    try {
      if (!detention) await createDetention.mutateAsync({ recipientId, detention: detentionFromValues(values) });
      else {
        const current = currentOf(detention, detentionFromValues(values), detentionFromValues(loaded));
        await updateDetention.mutateAsync({ origin: detention, current: current as Detention });
      }
      toastSuccess(PENAL_MESSAGES.pathUpdated);
      onClose();
    } catch (error) {
      reportDetentionNotSaved(form, error);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(PENAL_MESSAGES.detentionMissing));
  const input = (path: keyof DetentionFormValues) => form.getInputProps(path);
  const duration = shownDuration(form.values);

  return (
    <AppModal
      opened={opened}
      title={detention ? 'Élément du parcours pénal' : 'Nouvel élément du parcours pénal'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={createDetention.isPending || updateDetention.isPending}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            {...requiredLabel(LABELS.place)}
            data={withCurrent(options.places, { value: detention?.place, label: detention?.place_label })}
            searchable
            comboboxProps={LIST}
            {...input('place')}
          />
          <Select
            {...requiredLabel(LABELS.status)}
            data={withCurrent(options.statuses, { value: detention?.status, label: detention?.status_label })}
            searchable
            comboboxProps={LIST}
            {...input('status')}
          />
          <TextInput label={LABELS.detention_number} {...input('detention_number')} />
          <Select
            label={LABELS.organism_id}
            description="Seul un SPIP permet de lier l'élément à un suivi"
            data={organismGroups(options.organisms, { value: detention?.organism_id, label: detention?.organism?.name })}
            searchable
            clearable
            nothingFoundMessage="Aucun organisme"
            comboboxProps={LIST}
            {...input('organism_id')}
          />
          <DateField label={LABELS.start_date} {...input('start_date')} />
          <DateField label={LABELS.end_date} {...input('end_date')} />
          <DateField label={LABELS.exit_date} {...input('exit_date')} />
          <TextInput
            label={LABELS.duration}
            inputMode="numeric"
            description={
              form.values.duration.trim()
                ? undefined
                : `Vide : calculée d'après les dates (${duration === null ? 'NR' : `${duration} mois`})`
            }
            {...input('duration')}
          />
        </SimpleGrid>
        <MultiSelect label={LABELS.contact_ids} data={options.contacts} searchable comboboxProps={LIST} {...input('contact_ids')} />
        <Checkbox
          label={LABELS.last}
          description="Clôt le parcours : l'élément suivant ouvrira un nouveau parcours pénal"
          {...form.getInputProps('last', { type: 'checkbox' })}
        />
      </Stack>
    </AppModal>
  );
}
