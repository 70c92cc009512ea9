import '@mantine/charts/styles.css';
import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BarChart, LineChart } from '@mantine/charts';
import { useEffect } from 'react';
import type { AntennaChoice } from '@domain/statistics/params';
import type { IndicatorsView } from '../../../../api/types';
import { useIndicators, type IndicatorsQuery } from '../../api/statistics';
import { ChartFigure } from './ChartFigure';
import { formatCount, formatRate, indicatorsCaption } from './indicatorFigures';

/** The three charts of docs/screens.md, 'Statistics': meetings per month, occupancy per month, people followed by antenna. */
function Charts({ indicators }: { indicators: IndicatorsView }) {
  const { meetings_per_month: meetings, occupancy_per_month: occupancy, people_by_antenna: people } = indicators;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartFigure
        title="Entretiens par mois"
        table={{
          columns: ['Mois', 'Entretiens'],
          rows: meetings.map((row) => ({ key: row.month, cells: [row.label, formatCount(row.meetings)] })),
        }}
      >
        <BarChart
          h={260}
          data={meetings}
          dataKey="label"
          series={[{ name: 'meetings', label: 'Entretiens', color: 'indigo.7' }]}
          valueFormatter={formatCount}
          accessibilityLayer={false}
        />
      </ChartFigure>
      <ChartFigure
        title="Taux d'occupation par mois"
        table={{
          columns: ['Mois', 'Nuits occupées', 'Nuits disponibles', 'Taux'],
          rows: occupancy.map((row) => ({
            key: row.month,
            cells: [row.label, formatCount(row.nights_occupied), formatCount(row.nights_available), formatRate(row.rate)],
          })),
        }}
      >
        <LineChart
          h={260}
          data={occupancy}
          dataKey="label"
          series={[{ name: 'rate', label: "Taux d'occupation", color: 'teal.8' }]}
          valueFormatter={formatRate}
          yAxisProps={{ domain: [0, 1] }}
          curveType="linear"
          accessibilityLayer={false}
        />
      </ChartFigure>
      <ChartFigure
        title="Personnes suivies par antenne"
        table={{
          columns: ['Antenne', 'Personnes suivies'],
          rows: people.map((row) => ({ key: row.antenna_id, cells: [row.antenna, formatCount(row.people)] })),
        }}
      >
        <BarChart
          h={Math.max(160, people.length * 40)}
          data={people}
          dataKey="antenna"
          orientation="vertical"
          series={[{ name: 'people', label: 'Personnes suivies', color: 'grape.8' }]}
          valueFormatter={formatCount}
          yAxisProps={{ width: 120 }}
          accessibilityLayer={false}
        />
      </ChartFigure>
    </SimpleGrid>
  );
}

/** The indicators of the antenna and period chosen on /statistics (loaded with recharts, in a chunk of their own). */
export default function IndicatorCharts({ query, antennas }: { query: IndicatorsQuery | null; antennas: AntennaChoice[] }) {
  const indicators = useIndicators(query);
  useEffect(() => {
    if (indicators.error) console.error('Indicateurs indisponibles', indicators.error);
  }, [indicators.error]);
  return (
    <Stack component="section" aria-labelledby="indicators-title" gap="sm">
      <Title order={3} id="indicators-title">
        Indicateurs
      </Title>
      {query ? <Text size="sm">{indicatorsCaption(query, antennas)}</Text> : <Text size="sm">Choisissez une antenne et une période.</Text>}
      {!query ? null : indicators.error ? (
        <Alert color="red" title="Indicateurs indisponibles">
          Impossible de charger les indicateurs.
        </Alert>
      ) : indicators.data ? (
        <Charts indicators={indicators.data} />
      ) : (
        <Loader size="sm" aria-label="Chargement des indicateurs" />
      )}
    </Stack>
  );
}
