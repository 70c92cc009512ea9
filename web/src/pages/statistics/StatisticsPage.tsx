import { Loader, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useStatisticDefault, useStatisticTypes, type IndicatorsQuery } from '../../api/statistics';
import { ReportGenerator } from './ReportGenerator';
import { indicatorsQueryOf, reportValues } from './reportForm';

// The charts bring recharts: a chunk of their own, loaded once the page shows them.
const IndicatorCharts = lazy(() => import('./IndicatorCharts'));

/**
 * /statistics: the report generator (types other than the restricted ones) and the charts of the main
 * indicators. The charts follow the antenna and period of the form; until the form holds valid ones,
 * they cover what a period report starts from (the reader's antenna, the current year to date).
 */
export default function StatisticsPage() {
  const [chosen, setChosen] = useState<IndicatorsQuery | null>(null);
  const types = useStatisticTypes();
  const periodType = types.data?.find((type) => !type.restricted && type.requested_params.includes('start_date'))?.type ?? null;
  const start = useStatisticDefault(periodType);
  const query = chosen ?? (start.data ? indicatorsQueryOf(reportValues(start.data.type, start.data.params)) : null);
  return (
    <Stack>
      <Title order={2}>Statistiques et rapports</Title>
      <ReportGenerator restricted={false} onPeriod={setChosen} />
      <Suspense fallback={<Loader size="sm" aria-label="Chargement des graphiques" />}>
        <IndicatorCharts query={query} antennas={start.data?.antennas ?? []} />
      </Suspense>
    </Stack>
  );
}
