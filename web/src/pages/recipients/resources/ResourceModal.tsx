import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { RESOURCE_LABELS, RESOURCE_STATUSES } from '@domain/resources/fields';
import { resourceKind } from '@domain/resources/kind';
import { RESOURCE_MESSAGES as M } from '@domain/resources/rules';
import { useResourceMutations, type Resource } from '../../../api/resources';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import type { RecordModalProps } from '../../../components/RecordList';
import { requiredLabel } from '../../../components/requiredLabel';
import { useRecordForm } from '../../../components/useRecordForm';
import { useContactOptions } from '../housing/useHousingOptions';
import { resourceFromValues, resourceValues, validateResource, type ResourceValues } from './resourceForm';

const LABELS = resourceKind.labels;
const LIST = { keepMounted: false };

/** The modal of a resource: what it is, whether the person receives it, how much, since when, and who to ask. */
export function ResourceModal({ recipientId, record, opened, onClose }: RecordModalProps<Resource> & { recipientId: string }) {
  const contacts = useContactOptions();
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Ressource' : 'Nouvelle ressource',
    values: resourceValues,
    sent: resourceFromValues,
    validate: validateResource,
    missing: M.missingFields,
    saved: M.updated,
    writes: useResourceMutations(),
    onClose,
  });
  const input = (path: keyof ResourceValues) => form.getInputProps(path);

  return (
    <AppModal {...modal}>
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
