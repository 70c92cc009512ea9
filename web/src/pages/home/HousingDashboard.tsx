import { Stack, Title } from '@mantine/core';
import { useHousingDashboard } from '../../api/housings';
import { DASHBOARD_LIST } from '../../components/housingList';
import { HousingTable } from '../../components/HousingTable';
import { useListParams } from '../../lib/useListParams';
import { HOUSING_DASHBOARD_COLUMNS } from './housingDashboardColumns';

/** 'Hébergements en cours': the signed-in user's stays not freed yet, pages of 10, narrowed by the top-bar search (the server filters). */
export function HousingDashboard() {
  const [list, { toggleSort, setPage }] = useListParams(DASHBOARD_LIST, 'search');
  const { search } = list.filters;
  const result = useHousingDashboard({ page: list.page, sortBy: list.sort.by, sortDesc: list.sort.desc, search });
  return (
    <Stack component="section" aria-labelledby="housing-dashboard-title" gap="xs">
      <Title order={3} id="housing-dashboard-title">
        Hébergements en cours
      </Title>
      <HousingTable
        label="Hébergements en cours"
        columns={HOUSING_DASHBOARD_COLUMNS}
        // The grouped columns need about this much; a narrower screen scrolls the table sideways.
        minWidth={860}
        empty={search ? `Aucun hébergement en cours ne correspond à « ${search} ».` : 'Aucun hébergement en cours.'}
        sort={list.sort}
        page={list.page}
        onSort={toggleSort}
        onPage={setPage}
        result={result}
      />
    </Stack>
  );
}
