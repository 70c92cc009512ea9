import { Checkbox, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LEVELS } from '@domain/work/fields';
import { qualificationKind } from '@domain/work/qualification';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { useQualificationMutations, type Qualification } from '../../../api/work';
import { AppModal } from '../../../components/AppModal';
import { requiredLabel } from '../../../components/requiredLabel';
import { qualificationFromValues, qualificationValues, validateQualification } from './cvForms';
import { useWorkOptions } from './useWorkOptions';
import { useRecordForm } from '../../../components/useRecordForm';
import type { RecordModalProps } from '../../../components/RecordList';

const LABELS = qualificationKind.labels;
const LIST = { keepMounted: false };

/** The modal of a qualification: domain and level required, the year it was obtained. */
export function QualificationModal({ recipientId, record, opened, onClose }: RecordModalProps<Qualification> & { recipientId: string }) {
  const options = useWorkOptions();
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Qualification' : 'Nouvelle qualification',
    values: qualificationValues,
    sent: qualificationFromValues,
    validate: validateQualification,
    missing: M.qualificationMissing,
    writes: useQualificationMutations(),
    onClose,
  });
  const select = { searchable: true, comboboxProps: LIST };

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select {...requiredLabel(LABELS.domain)} data={options.domains} {...select} {...form.getInputProps('domain')} />
          <Select {...requiredLabel(LABELS.level)} data={LEVELS} {...select} {...form.getInputProps('level')} />
          <TextInput label={LABELS.year} inputMode="numeric" maxLength={4} {...form.getInputProps('year')} />
        </SimpleGrid>
        <Checkbox label={LABELS.professionnal} {...form.getInputProps('professionnal', { type: 'checkbox' })} />
        <Textarea label={LABELS.comment} rows={3} {...form.getInputProps('comment')} />
      </Stack>
    </AppModal>
  );
}
