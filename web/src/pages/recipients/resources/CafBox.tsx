import { Alert, Paper, SimpleGrid, Skeleton, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cafGroup } from '@domain/resources/caf';
import { RESOURCE_MESSAGES as M } from '@domain/resources/rules';
import { useCaf, useCafSave, type CafFields } from '../../../api/resources';
import { DateField } from '../../../components/DateField';
import { SaveButton } from '../../../components/SaveButton';
import { blanksToNull } from '../../../lib/forms';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';

const LABELS = cafGroup.labels;

interface CafValues {
  caf_number: string;
  caf_date: string | null;
}

/** The form of the box, started from what the file holds; keyed on it, it starts again once saved. */
function CafForm({ recipientId, caf }: { recipientId: string; caf: CafFields }) {
  const form = useForm<CafValues>({
    initialValues: { caf_number: caf.caf_number ?? '', caf_date: caf.caf_date },
    validate: (values) => cafGroup.errors(blanksToNull(values)),
  });
  const saveCaf = useCafSave();
  const save = async (values: CafValues) => {
    try {
      await saveCaf.mutateAsync({ recipientId, values: blanksToNull({ ...values, caf_number: values.caf_number.trim() }) });
      toastSuccess(M.cafSaved);
    } catch (error) {
      reportNotSaved(form, error, 'Modifications non enregistrées');
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Caisse d'allocations familiales">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={LABELS.caf_number} maxLength={30} {...form.getInputProps('caf_number')} />
        <DateField label={LABELS.caf_date} {...form.getInputProps('caf_date')} />
      </SimpleGrid>
      <SaveButton dirty={form.isDirty()} loading={saveCaf.isPending} />
    </form>
  );
}

/** The family-allowance agency box: the person's CAF number and since when. */
export function CafBox({ recipientId }: { recipientId: string }) {
  const caf = useCaf(recipientId);
  return (
    <Paper withBorder p="md" component="section" aria-label="CAF">
      <Title order={4} mb="sm">
        CAF
      </Title>
      {caf.isLoading && <Skeleton height={60} />}
      {/* Never empty fields over data that could not be read: saving them would erase it. */}
      {caf.isError && <Alert color="red" title="Impossible de charger les données CAF." />}
      {caf.data && <CafForm key={JSON.stringify(caf.data)} recipientId={recipientId} caf={caf.data} />}
    </Paper>
  );
}
