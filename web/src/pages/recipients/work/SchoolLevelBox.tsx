import { Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FRENCH_LEVELS, LEVELS } from '@domain/work/fields';
import { schoolLevelGroup } from '@domain/work/groups';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { useSchoolLevel, useSchoolLevelSave, type SchoolLevelFields } from '../../../api/work';
import { SaveButton } from '../../../components/SaveButton';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { WorkBox } from './WorkBox';

const LABELS = schoolLevelGroup.labels;
const LIST = { keepMounted: false };

/** The form of the box, started from what the file holds; keyed on it, it starts again once saved. */
function SchoolLevelForm({ recipientId, levels }: { recipientId: string; levels: SchoolLevelFields }) {
  const form = useForm<SchoolLevelFields>({ initialValues: levels, validate: schoolLevelGroup.errors });
  const saveLevels = useSchoolLevelSave();
  const save = async (values: SchoolLevelFields) => {
    try {
      await saveLevels.mutateAsync({ recipientId, values });
      toastSuccess('Élément enregistré');
    } catch (error) {
      reportNotSaved(form, error, M.groupMissing);
    }
  };
  const input = (path: keyof SchoolLevelFields) => form.getInputProps(path);
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Niveaux scolaire et de français">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label={LABELS.school_level} data={LEVELS} clearable comboboxProps={LIST} {...input('school_level')} />
        <Select label={LABELS.actual_school_level} data={LEVELS} clearable comboboxProps={LIST} {...input('actual_school_level')} />
        <Select label={LABELS.french_level} data={FRENCH_LEVELS} clearable comboboxProps={LIST} {...input('french_level')} />
      </SimpleGrid>
      <SaveButton dirty={form.isDirty()} loading={saveLevels.isPending} />
    </form>
  );
}

/** The school level reached, the level today and the French level of the person. */
export function SchoolLevelBox({ recipientId }: { recipientId: string }) {
  return (
    <WorkBox title="Niveaux" stored={useSchoolLevel(recipientId)} unavailable="Impossible de charger les niveaux.">
      {(levels) => <SchoolLevelForm key={JSON.stringify(levels)} recipientId={recipientId} levels={levels} />}
    </WorkBox>
  );
}
