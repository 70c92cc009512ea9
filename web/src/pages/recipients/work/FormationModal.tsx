import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FORMATION_STATUSES } from '@domain/work/fields';
import { formationKind } from '@domain/work/formation';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { useFormationMutations, type Formation } from '../../../api/work';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { requiredLabel } from '../../../components/requiredLabel';
import { formationFromValues, formationValues, validateFormation, type FormationFormValues } from './formationForm';
import { useWorkOptions } from './useWorkOptions';
import { useRecordForm } from '../../../components/useRecordForm';
import type { RecordModalProps } from '../../../components/RecordList';

const LABELS = formationKind.labels;
const LIST = { keepMounted: false };

/** The modal of a formation: name, status, domain and start date required; the participation in euros, a comma accepted. */
export function FormationModal({ recipientId, record, opened, onClose }: RecordModalProps<Formation> & { recipientId: string }) {
  const options = useWorkOptions();
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Formation' : 'Nouvelle formation',
    values: formationValues,
    sent: formationFromValues,
    validate: validateFormation,
    missing: M.formationMissing,
    writes: useFormationMutations(),
    onClose,
  });
  const input = (path: keyof FormationFormValues) => form.getInputProps(path);
  const check = (path: keyof FormationFormValues) => form.getInputProps(path, { type: 'checkbox' });
  const select = { searchable: true, comboboxProps: LIST };

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...requiredLabel(LABELS.name)} maxLength={200} {...input('name')} />
          <Select {...requiredLabel(LABELS.status)} data={FORMATION_STATUSES} {...select} {...input('status')} />
          <Select {...requiredLabel(LABELS.domain)} data={options.domains} {...select} {...input('domain')} />
          <Select label={LABELS.type} data={options.formationTypes} clearable {...select} {...input('type')} />
          <DateField label={LABELS.application_date} {...input('application_date')} />
          <DateField {...requiredLabel(LABELS.start_date)} {...input('start_date')} />
          <DateField label={LABELS.end_date} {...input('end_date')} />
          <DateField label={LABELS.effective_end_date} {...input('effective_end_date')} />
          <TextInput label={LABELS.participation} inputMode="decimal" {...input('participation')} />
        </SimpleGrid>
        <MultiSelect label={LABELS.contact_ids} data={options.contacts} {...select} {...input('contact_ids')} />
        <Textarea label={LABELS.comment} rows={3} {...input('comment')} />
        <Group>
          <Checkbox label={LABELS.terminated} {...check('terminated')} />
          <Checkbox label={LABELS.in_detention} {...check('in_detention')} />
          <Checkbox label={LABELS.drive_license} {...check('drive_license')} />
        </Group>
      </Stack>
    </AppModal>
  );
}
