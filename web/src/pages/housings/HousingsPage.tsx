import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useHousingsList } from '../../api/housings';
import { useUserSummaries } from '../../api/users';
import { HousingTable } from '../../components/HousingTable';
import { useHousingListState } from '../../components/housingListState';
import { formatPersonName } from '../../lib/format';

/** The referent filter: chosen in the list, applied with 'Filtrer' (so that a wrong pick costs no request). */
function UserFilter({ value, onFilter }: { value: string | null; onFilter(user: string | null): void }) {
  const users = useUserSummaries();
  const [choice, setChoice] = useState(value);
  // A filter changed elsewhere (Back, a shared link) shows in the field.
  useEffect(() => setChoice(value), [value]);
  const options = (users.data ?? []).map((user) => ({ value: user._id, label: formatPersonName(user) }));
  return (
    <Group
      align="flex-end"
      component="form"
      role="search"
      aria-label="Filtrer les hébergements"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(choice);
      }}
    >
      <Select
        label="Référent"
        placeholder={users.isLoading ? 'Chargement…' : 'Tous les référents'}
        data={options}
        value={choice}
        onChange={setChoice}
        searchable
        clearable
        nothingFoundMessage="Aucun accueillant"
        comboboxProps={{ keepMounted: false }}
        w={280}
      />
      <Button type="submit" variant="light" leftSection={<IconFilter size={16} />}>
        Filtrer
      </Button>
    </Group>
  );
}

/** /housings: the stays in the scheme's rooms, filtered by referent, sorted and paged by the server, state in the URL. */
export default function HousingsPage() {
  const [state, setState] = useHousingListState();
  const result = useHousingsList({ page: state.page, sortBy: state.sortBy, sortDesc: state.sortDesc, user: state.user ?? undefined });
  return (
    <Stack>
      <Title order={2}>Liste des Hébergements</Title>
      <UserFilter value={state.user} onFilter={(user) => setState({ ...state, user, page: 0 })} />
      <HousingTable
        label="Hébergements"
        empty={state.user ? 'Aucun hébergement pour ce référent.' : 'Aucun hébergement.'}
        state={state}
        onChange={setState}
        result={result}
      />
    </Stack>
  );
}
