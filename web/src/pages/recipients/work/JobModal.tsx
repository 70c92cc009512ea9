import { Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { applicationKind } from '@domain/work/application';
import { APPLICATION_STATUSES, APPLICATION_TYPES, CONTRACT_TYPES } from '@domain/work/fields';
import { isHired, WORK_MESSAGES as M } from '@domain/work/rules';
import { useApplicationMutations, type Application } from '../../../api/work';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { PhoneField } from '../../../components/PhoneField';
import { requiredLabel } from '../../../components/requiredLabel';
import { jobFromValues, jobValues, validateJob, type JobFormValues } from './jobForm';
import { useWorkOptions } from './useWorkOptions';
import { useRecordForm } from '../../../components/useRecordForm';
import type { RecordModalProps } from '../../../components/RecordList';

const LABELS = applicationKind.labels;
// A closed list is unmounted, so a label names one element only.
const LIST = { keepMounted: false };

/** The modal of a job applied for or held: once hired (Embauché, Rupture, Terminé) its start date is required. */
export function JobModal({ recipientId, record, opened, onClose }: RecordModalProps<Application> & { recipientId: string }) {
  const options = useWorkOptions();
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Emploi' : 'Nouvel emploi',
    values: jobValues,
    sent: jobFromValues,
    validate: validateJob,
    missing: M.applicationMissing,
    writes: useApplicationMutations(),
    onClose,
  });
  const input = (path: keyof JobFormValues) => form.getInputProps(path);
  const select = { searchable: true, comboboxProps: LIST };

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...requiredLabel(LABELS.name)} maxLength={200} {...input('name')} />
          <Select {...requiredLabel(LABELS.domain)} data={options.domains} {...select} {...input('domain')} />
          <Select {...requiredLabel(LABELS.type)} data={APPLICATION_TYPES} {...select} {...input('type')} />
          <Select {...requiredLabel(LABELS.contract_type)} data={CONTRACT_TYPES} {...select} {...input('contract_type')} />
          <Select {...requiredLabel(LABELS.status)} data={APPLICATION_STATUSES} {...select} {...input('status')} />
          <TextInput label={LABELS.salary} inputMode="decimal" {...input('salary')} />
          <TextInput label={LABELS.company} maxLength={500} {...input('company')} />
          <PhoneField label={LABELS.tel} maxLength={30} {...input('tel')} />
          <TextInput label={LABELS.postal} maxLength={10} {...input('postal')} />
          <TextInput label={LABELS.city} maxLength={500} {...input('city')} />
          <DateField label={LABELS.application_date} {...input('application_date')} />
          <DateField
            label={LABELS.start_date}
            aria-label={LABELS.start_date}
            withAsterisk={isHired(form.values.status)}
            description={isHired(form.values.status) ? 'Requise une fois embauché' : undefined}
            {...input('start_date')}
          />
          <DateField label={LABELS.end_date} {...input('end_date')} />
          <DateField label={LABELS.effective_end_date} {...input('effective_end_date')} />
        </SimpleGrid>
        <MultiSelect label={LABELS.contact_ids} data={options.contacts} {...select} {...input('contact_ids')} />
        <Textarea label={LABELS.comment} rows={3} {...input('comment')} />
        <Group>
          <Checkbox label={LABELS.terminated} {...form.getInputProps('terminated', { type: 'checkbox' })} />
          <Checkbox label={LABELS.in_detention} {...form.getInputProps('in_detention', { type: 'checkbox' })} />
        </Group>
      </Stack>
    </AppModal>
  );
}
