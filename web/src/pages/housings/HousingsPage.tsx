import { Button, Group, Select } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { HOUSING_KINDS, HOUSING_KIND_NAMES, type HousingKind } from '@domain/housings/fields';
import { useHousingsList } from '../../api/housings';
import { useUserSummaries } from '../../api/users';
import { HOUSINGS_LIST } from '../../components/housingList';
import { HousingTable } from '../../components/HousingTable';
import { ListPage } from '../../components/ListPage';
import { formatPersonName } from '../../lib/format';
import { useListParams } from '../../lib/useListParams';

interface Choice {
  user: string | null;
  housing_type: HousingKind | null;
}

const KIND_OPTIONS = HOUSING_KINDS.map((kind) => ({ value: kind, label: HOUSING_KIND_NAMES[kind] }));

/**
 * The referent and kind filters: chosen in the lists, applied with 'Filtrer' (so that a wrong pick costs
 * no request). Keyed on the applied filters, so that one changed elsewhere (Back, a shared link) shows.
 */
function HousingFilters({ value, onFilter }: { value: Choice; onFilter(choice: Choice): void }) {
  const users = useUserSummaries();
  const [user, setUser] = useState(value.user);
  const [kind, setKind] = useState(value.housing_type);
  const options = (users.data ?? []).map((summary) => ({ value: summary._id, label: formatPersonName(summary) }));
  return (
    <Group
      align="flex-end"
      component="form"
      role="search"
      aria-label="Filtrer les hébergements"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ user, housing_type: kind });
      }}
    >
      <Select
        label="Référent"
        placeholder={users.isLoading ? 'Chargement…' : 'Tous les référents'}
        data={options}
        value={user}
        onChange={setUser}
        searchable
        clearable
        nothingFoundMessage="Aucun accueillant"
        comboboxProps={{ keepMounted: false }}
        w={280}
      />
      <Select
        label="Catégorie"
        placeholder="Toutes les catégories"
        data={KIND_OPTIONS}
        value={kind}
        onChange={(next) => setKind(HOUSING_KINDS.find((k) => k === next) ?? null)}
        clearable
        comboboxProps={{ keepMounted: false }}
        w={220}
      />
      <Button type="submit" variant="light" leftSection={<IconFilter size={16} />}>
        Filtrer
      </Button>
    </Group>
  );
}

/** /housings: stays of every kind, filtered by referent, kind and the top-bar search, sorted and paged by the server, state in the URL. */
export default function HousingsPage() {
  const [list, { setFilters, toggleSort, setPage }] = useListParams(HOUSINGS_LIST, 'search');
  const { user, housing_type, search } = list.filters;
  const result = useHousingsList({
    page: list.page,
    sortBy: list.sort.by,
    sortDesc: list.sort.desc,
    user: user ?? undefined,
    housing_type: housing_type ?? undefined,
    search,
  });
  const filtered = user || housing_type || search;
  return (
    <ListPage
      title="Liste des Hébergements"
      filters={<HousingFilters key={`${user}|${housing_type}`} value={{ user, housing_type }} onFilter={setFilters} />}
    >
      <HousingTable
        label="Hébergements"
        empty={filtered ? 'Aucun hébergement ne correspond à ces filtres.' : 'Aucun hébergement.'}
        sort={list.sort}
        page={list.page}
        onSort={toggleSort}
        onPage={setPage}
        result={result}
      />
    </ListPage>
  );
}
