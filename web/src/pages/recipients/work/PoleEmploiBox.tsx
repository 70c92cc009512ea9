import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { poleEmploiGroup } from '@domain/work/groups';
import { WORK_MESSAGES as M } from '@domain/work/rules';
import { usePoleEmploi, usePoleEmploiSave, type PoleEmploiFields } from '../../../api/work';
import { DateField } from '../../../components/DateField';
import { SaveButton } from '../../../components/SaveButton';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { sentValues } from './formValues';
import { WorkBox } from './WorkBox';

const LABELS = poleEmploiGroup.labels;

interface PoleEmploiValues {
  pole_emploi_number: string;
  pole_emploi_date: string | null;
}

/** The form of the box, started from what the file holds; keyed on it, it starts again once saved. */
function PoleEmploiForm({ recipientId, stored }: { recipientId: string; stored: PoleEmploiFields }) {
  const form = useForm<PoleEmploiValues>({
    initialValues: { pole_emploi_number: stored.pole_emploi_number ?? '', pole_emploi_date: stored.pole_emploi_date },
    validate: (values) => poleEmploiGroup.errors(sentValues(values)),
  });
  const saveBox = usePoleEmploiSave();
  const save = async (values: PoleEmploiValues) => {
    try {
      await saveBox.mutateAsync({ recipientId, values: sentValues(values) });
      toastSuccess('Élément enregistré');
    } catch (error) {
      reportNotSaved(form, error, M.groupMissing);
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Inscription à France Travail">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={LABELS.pole_emploi_number} maxLength={30} {...form.getInputProps('pole_emploi_number')} />
        <DateField label={LABELS.pole_emploi_date} {...form.getInputProps('pole_emploi_date')} />
      </SimpleGrid>
      <SaveButton dirty={form.isDirty()} loading={saveBox.isPending} />
    </form>
  );
}

/** The employment agency box: the person's France Travail (ex Pôle emploi) number and registration date. */
export function PoleEmploiBox({ recipientId }: { recipientId: string }) {
  return (
    <WorkBox
      title="France Travail (ex Pôle emploi)"
      stored={usePoleEmploi(recipientId)}
      unavailable="Impossible de charger les données France Travail."
    >
      {(stored) => <PoleEmploiForm key={JSON.stringify(stored)} recipientId={recipientId} stored={stored} />}
    </WorkBox>
  );
}
