import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RESOURCE_LABELS, RESOURCE_STATUSES } from '@domain/resources/fields';
import { resourceKind } from '@domain/resources/kind';
import { RESOURCE_MESSAGES as M } from '@domain/resources/rules';
import { useResourceMutations, type Resource } from '../../../api/resources';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { currentOf } from '../../../lib/forms';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastInvalid, toastSuccess } from '../../../lib/toasts';
import { useContactOptions } from '../housing/useHousingOptions';
import { resourceFromValues, resourceValues, useResourceForm, type ResourceValues } from './resourceForm';

const LABELS = resourceKind.labels;
const LIST = { keepMounted: false };

interface Props {
  recipientId: string;
  /** The resource opened, or null for a new one. */
  resource: Resource | null;
  opened: boolean;
  onClose(): void;
}

/** The modal of a resource: what it is, whether the person receives it, how much, since when, and who to ask. */
export function ResourceModal({ recipientId, resource, opened, onClose }: Props) {
  const [loaded] = useState(() => resourceValues(resource));
  const form = useResourceForm(loaded);
  const contacts = useContactOptions();
  const { create, update } = useResourceMutations();

  const save = async (values: ResourceValues) => {
    try {
      if (!resource) await create.mutateAsync({ recipientId, record: resourceFromValues(values) });
      else
        await update.mutateAsync({
          origin: resource,
          current: currentOf(resource, resourceFromValues(values), resourceFromValues(loaded)) as Resource,
        });
      toastSuccess(M.updated);
      onClose();
    } catch (error) {
      reportNotSaved(form, error, M.missingFields);
    }
  };
  const submit = form.onSubmit(save, () => toastInvalid(M.missingFields));
  const input = (path: keyof ResourceValues) => form.getInputProps(path);

  return (
    <AppModal
      opened={opened}
      title={resource ? 'Ressource' : 'Nouvelle ressource'}
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Enregistrer"
      loading={create.isPending || update.isPending}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select {...requiredLabel(LABELS.label)} data={[...RESOURCE_LABELS]} comboboxProps={LIST} {...input('label')} />
          <Select {...requiredLabel(LABELS.status)} data={[...RESOURCE_STATUSES]} comboboxProps={LIST} {...input('status')} />
          <TextInput label={LABELS.amount} inputMode="decimal" description="Par mois, en euros" {...input('amount')} />
          <DateField label={LABELS.date} {...input('date')} />
        </SimpleGrid>
        <Textarea label={LABELS.comment} rows={3} maxRows={6} autosize {...input('comment')} />
        <MultiSelect label={LABELS.contact_ids} data={contacts} searchable comboboxProps={LIST} {...input('contact_ids')} />
      </Stack>
    </AppModal>
  );
}
