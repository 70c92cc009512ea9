import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { experienceKind } from '@domain/work/experience';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { useExperienceMutations, type Experience } from '../../../api/work';
import { AppModal } from '../../../components/AppModal';
import { PhoneField } from '../../../components/PhoneField';
import { requiredLabel } from '../../../components/requiredLabel';
import { experienceFromValues, experienceValues, validateExperience } from './cvForms';
import { useWorkOptions } from './useWorkOptions';
import { useRecordForm } from '../../../components/useRecordForm';
import type { RecordModalProps } from '../../../components/RecordList';

const LABELS = experienceKind.labels;
const SUB_LABELS = experienceKind.subLabels ?? {};

/** The modal of a past job: its name required; where, in which domain, which year, and how long in years and months. */
export function ExperienceModal({ recipientId, record, opened, onClose }: RecordModalProps<Experience> & { recipientId: string }) {
  const options = useWorkOptions();
  const { form, modal } = useRecordForm({
    recipientId,
    record,
    opened,
    title: record ? 'Expérience' : 'Nouvelle expérience',
    values: experienceValues,
    sent: experienceFromValues,
    validate: validateExperience,
    missing: M.experienceMissing,
    writes: useExperienceMutations(),
    onClose,
  });
  const input = (path: string) => form.getInputProps(path);

  return (
    <AppModal {...modal}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput {...requiredLabel(LABELS.name)} maxLength={200} {...input('name')} />
          <Select
            label={LABELS.domain}
            data={options.domains}
            searchable
            clearable
            comboboxProps={{ keepMounted: false }}
            {...input('domain')}
          />
          <TextInput label={LABELS.company} maxLength={500} {...input('company')} />
          <PhoneField label={LABELS.tel} maxLength={30} {...input('tel')} />
          <TextInput label={LABELS.postal} maxLength={10} {...input('postal')} />
          <TextInput label={LABELS.city} maxLength={500} {...input('city')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={SUB_LABELS['duration.years']} inputMode="numeric" maxLength={2} {...input('duration.years')} />
          <TextInput label={SUB_LABELS['duration.months']} inputMode="numeric" maxLength={2} {...input('duration.months')} />
          <TextInput label={LABELS.year} inputMode="numeric" maxLength={4} {...input('year')} />
        </SimpleGrid>
        <Textarea label={LABELS.comment} rows={3} {...input('comment')} />
      </Stack>
    </AppModal>
  );
}
