import { Fieldset, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { usePenalMutations, type JusticeInput } from '../../../api/penal';
import type { RecipientView } from '../../../api/recipients';
import { DateField } from '../../../components/DateField';
import { SaveButton } from '../../../components/SaveButton';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { OrganismSelect } from '../../contacts/OrganismSelect';
import { SidInfosForm } from './SidInfosForm';

/** The condamnations, free text; blank clears them. */
function CondamnationsForm({ recipientId, stored }: { recipientId: string; stored: string | null }) {
  const form = useForm({ initialValues: { condamnations: stored ?? '' } });
  const { setCondamnations } = usePenalMutations();
  const save = async ({ condamnations }: { condamnations: string }) => {
    try {
      await setCondamnations.mutateAsync({ recipientId, value: condamnations.trim() || null });
      toastSuccess('Élément enregistré');
    } catch (error) {
      reportNotSaved(form, error, 'Modifications non enregistrées');
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Condamnations">
      <Textarea label="Condamnations" rows={3} {...form.getInputProps('condamnations')} />
      <SaveButton dirty={form.isDirty()} loading={setCondamnations.isPending} />
    </form>
  );
}

/** The file's own justice period, which the header shows before any follow-up; either date may stay unknown. */
function JusticeForm({ recipientId, stored }: { recipientId: string; stored: JusticeInput }) {
  const form = useForm<JusticeInput>({ initialValues: stored });
  const { setJustice } = usePenalMutations();
  const save = async (justice: JusticeInput) => {
    try {
      await setJustice.mutateAsync({ recipientId, value: justice });
      toastSuccess('Élément enregistré');
    } catch (error) {
      reportNotSaved(form, error, 'Modifications non enregistrées');
    }
  };
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Période sous main de justice">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DateField label="Sous main de justice du" {...form.getInputProps('start')} />
        <DateField label="Sous main de justice au" {...form.getInputProps('end')} />
        <OrganismSelect {...form.getInputProps('organism_id')} value={form.values.organism_id} />
      </SimpleGrid>
      <SaveButton dirty={form.isDirty()} loading={setJustice.isPending} />
    </form>
  );
}

/**
 * 'Informations complémentaires': the sid infos, the condamnations and the justice period. Each form is
 * keyed on what the file holds, so once saved (the file reloads) it starts again from the stored values.
 */
export function ComplementaryPanel({ file }: { file: RecipientView }) {
  const justice = { start: file.justice_start_date, end: file.justice_end_date, organism_id: file.justice_organism_id };
  return (
    <Fieldset legend="Informations complémentaires">
      <Stack>
        <Title order={5}>Suivi en détention</Title>
        <SidInfosForm key={JSON.stringify(file.sid_infos)} recipientId={file._id} infos={file.sid_infos} />
        <CondamnationsForm key={file.condamnations ?? ''} recipientId={file._id} stored={file.condamnations} />
        <Title order={5}>Période sous main de justice</Title>
        <JusticeForm key={JSON.stringify(justice)} recipientId={file._id} stored={justice} />
      </Stack>
    </Fieldset>
  );
}
