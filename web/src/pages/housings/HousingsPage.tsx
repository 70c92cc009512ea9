import { Button, Group, Select } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useHousingsList } from '../../api/housings';
import { useUserSummaries } from '../../api/users';
import { HOUSINGS_LIST } from '../../components/housingList';
import { HousingTable } from '../../components/HousingTable';
import { ListPage } from '../../components/ListPage';
import { formatPersonName } from '../../lib/format';
import { useListParams } from '../../lib/useListParams';

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
  const [list, { setFilters, toggleSort, setPage }] = useListParams(HOUSINGS_LIST);
  const { user } = list.filters;
  const result = useHousingsList({ page: list.page, sortBy: list.sort.by, sortDesc: list.sort.desc, user: user ?? undefined });
  return (
    <ListPage title="Liste des Hébergements" filters={<UserFilter value={user} onFilter={(choice) => setFilters({ user: choice })} />}>
      <HousingTable
        label="Hébergements"
        empty={user ? 'Aucun hébergement pour ce référent.' : 'Aucun hébergement.'}
        sort={list.sort}
        page={list.page}
        onSort={toggleSort}
        onPage={setPage}
        result={result}
      />
    </ListPage>
  );
}
