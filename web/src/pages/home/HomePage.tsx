import { SimpleGrid, Stack, Title } from '@mantine/core';
import { SIEGE_ID } from '@domain/siege/siege';
import { useSession } from '../../auth/session';
import { AntennaCard } from './AntennaCard';
import { DomiciliationDashboard } from './DomiciliationDashboard';
import { HousingDashboard } from './HousingDashboard';
import { SiegeCard } from './SiegeCard';

/**
 * / : the user's antenna (not for head-office staff) and the head office; below them, the dashboards of
 * the user's current stays and of their domiciliations ending, one under the other (the stays' table
 * needs the page's whole width).
 */
export default function HomePage() {
  const { me } = useSession();
  const antennaId = me?.antenna_id;
  return (
    <Stack>
      <Title order={2}>Accueil</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {antennaId && antennaId !== SIEGE_ID && <AntennaCard antennaId={antennaId} />}
        <SiegeCard />
      </SimpleGrid>
      <HousingDashboard />
      <DomiciliationDashboard />
    </Stack>
  );
}
