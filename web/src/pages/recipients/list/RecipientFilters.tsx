import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFilter } from '@tabler/icons-react';
import { useAntennas } from '../../../api/antennas';
import { useUserSummaries } from '../../../api/users';
import { useSession } from '../../../auth/session';
import { DateField } from '../../../components/DateField';
import { formatPersonName } from '../../../lib/format';
import { ALL_ANTENNAS, YES_NO, type RecipientListFilters } from './listQuery';

// Mantine keeps a closed list in the page, labelled like its field: unmounted, the label names one element only.
const LIST = { keepMounted: false };
const COLS = { base: 1, sm: 2, lg: 4 };

/** The filters of the list; they apply on 'Filtrer' (or Enter), 'Réinitialiser' goes back to the defaults. */
export function RecipientFilters({
  value,
  defaults,
  onApply,
}: {
  value: RecipientListFilters;
  defaults: RecipientListFilters;
  onApply(filters: RecipientListFilters): void;
}) {
  const form = useForm<RecipientListFilters>({ initialValues: value });
  const antennas = useAntennas();
  const users = useUserSummaries();
  // The server keeps users with user_relative to their antenna's files whatever they ask: no choice to offer.
  const { abilities } = useSession();
  const antennaLocked = !!abilities?.own_antenna_files_only;
  const antennaOptions = [{ value: ALL_ANTENNAS, label: 'Toutes' }, ...(antennas.data ?? []).map((a) => ({ value: a._id, label: a.name }))];
  const userOptions = (users.data ?? []).map((u) => ({ value: u._id, label: formatPersonName(u) }));

  return (
    <Paper withBorder p="md" component="form" noValidate onSubmit={form.onSubmit(onApply)} aria-label="Filtres">
      <SimpleGrid cols={COLS}>
        <Select
          label="Domiciliation"
          data={[...YES_NO]}
          allowDeselect={false}
          comboboxProps={LIST}
          {...form.getInputProps('domiciliation')}
        />
        <Select label="Hébergé" data={[...YES_NO]} allowDeselect={false} comboboxProps={LIST} {...form.getInputProps('housed')} />
        <DateField label="Date de naissance" {...form.getInputProps('birth_date')} />
        <TextInput label="N° de dossier" placeholder="ex. 1234" {...form.getInputProps('file_number')} />
        <TextInput label="Nom" {...form.getInputProps('name')} />
        <TextInput label="Prénom" {...form.getInputProps('surname')} />
        <Select
          label="Accueillant"
          data={userOptions}
          searchable
          clearable
          nothingFoundMessage="Aucun accueillant"
          placeholder={users.isLoading ? 'Chargement…' : 'Tous'}
          comboboxProps={LIST}
          {...form.getInputProps('user')}
        />
        <Select
          label="Antenne"
          data={antennaOptions}
          allowDeselect={false}
          disabled={antennaLocked}
          placeholder={antennas.isLoading ? 'Chargement…' : undefined}
          comboboxProps={LIST}
          {...form.getInputProps('antenna')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          variant="default"
          onClick={() => {
            form.setValues(defaults);
            onApply(defaults);
          }}
        >
          Réinitialiser
        </Button>
        <Button type="submit" leftSection={<IconFilter size={16} />}>
          Filtrer
        </Button>
      </Group>
    </Paper>
  );
}
