import { Stack, Title } from '@mantine/core';
import { useHousingDashboard } from '../../api/housings';
import { HousingTable } from '../../components/HousingTable';
import { useHousingListState } from '../../components/housingListState';

/** 'Hébergements en cours': the signed-in user's stays not freed yet, pages of 10 (the server filters on the user). */
export function HousingDashboard() {
  // Prefixed, so the home page's other dashboard can keep its own page and sort in the same address.
  const [state, setState] = useHousingListState('heb_');
  const result = useHousingDashboard({ page: state.page, sortBy: state.sortBy, sortDesc: state.sortDesc });
  return (
    <Stack component="section" aria-labelledby="housing-dashboard-title" gap="xs">
      <Title order={3} id="housing-dashboard-title">
        Hébergements en cours
      </Title>
      <HousingTable label="Hébergements en cours" empty="Aucun hébergement en cours." state={state} onChange={setState} result={result} />
    </Stack>
  );
}
