import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PENAL_FIELD_LABELS as LABELS } from '@domain/penal/slice';
import { usePenalMutations, type SidInfos } from '../../../api/penal';
import { DateField } from '../../../components/DateField';
import { SaveButton } from '../../../components/SaveButton';
import { blanksToNull } from '../../../lib/forms';
import { reportNotSaved } from '../../../lib/saveFeedback';
import { toastSuccess } from '../../../lib/toasts';
import { usePenalOptions } from './usePenalOptions';

const LIST = { keepMounted: false };

/** Values of the sid infos form. */
interface SidInfosValues {
  number: string;
  place: string | null;
  probable_release: string | null;
  effective_release: string | null;
  meetings: string;
  contact_ids: string[];
}

const sidInfosValues = (infos: SidInfos | null | undefined): SidInfosValues => ({
  number: infos?.number ?? '',
  place: infos?.place ?? null,
  probable_release: infos?.probable_release ?? null,
  effective_release: infos?.effective_release ?? null,
  meetings: infos?.meetings ?? '',
  contact_ids: infos?.contact_ids ?? [],
});

/** The server names a field of the sid infos under its path in the file ('sid_infos.probable_release'). */
const withoutPrefix = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^sid_infos\./, ''), message]));

/** The information on a follow-up started in detention: number, place, release dates, meetings and contacts; keyed on the stored infos, it starts again from them once saved. */
export function SidInfosForm({ recipientId, infos }: { recipientId: string; infos: SidInfos | null | undefined }) {
  const form = useForm<SidInfosValues>({ initialValues: sidInfosValues(infos) });
  const options = usePenalOptions();
  const { setSidInfos } = usePenalMutations();
  const save = async (values: SidInfosValues) => {
    try {
      await setSidInfos.mutateAsync({ recipientId, value: blanksToNull({ ...values, number: values.number.trim() }) });
      toastSuccess('Élément enregistré');
    } catch (error) {
      reportNotSaved({ setErrors: (errors) => form.setErrors(withoutPrefix(errors)) }, error, 'Modifications non enregistrées');
    }
  };
  const input = (path: keyof SidInfosValues) => form.getInputProps(path);
  return (
    <form onSubmit={form.onSubmit(save)} aria-label="Suivi en détention">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={LABELS['sid_infos.number']} {...input('number')} />
          <Select label={LABELS['sid_infos.place']} data={options.places} searchable clearable comboboxProps={LIST} {...input('place')} />
          <DateField label={LABELS['sid_infos.probable_release']} {...input('probable_release')} />
          <DateField label={LABELS['sid_infos.effective_release']} {...input('effective_release')} />
        </SimpleGrid>
        <Textarea label={LABELS['sid_infos.meetings']} rows={3} {...input('meetings')} />
        <MultiSelect
          label={LABELS['sid_infos.contact_ids']}
          data={options.contacts}
          searchable
          comboboxProps={LIST}
          {...input('contact_ids')}
        />
        <SaveButton dirty={form.isDirty()} loading={setSidInfos.isPending} />
      </Stack>
    </form>
  );
}
