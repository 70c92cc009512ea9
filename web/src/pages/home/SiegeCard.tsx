import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useSiege } from '../../api/antennas';
import { ContactLines } from './ContactLines';

/** The head office: its name, address, phones, e-mail and how to get there. */
export function SiegeCard() {
  const siege = useSiege();
  return (
    <Card withBorder component="section" aria-label="Siège">
      {siege.isPending && <Loader size="sm" aria-label="Chargement du siège" />}
      {siege.isError && <Text c="red">Impossible de charger les informations du siège.</Text>}
      {siege.data && (
        <Stack gap="sm">
          <Title order={3}>{siege.data.long_name || siege.data.acr || 'Siège'}</Title>
          <ContactLines contact={siege.data} />
          {siege.data.access && <Text>Accès : {siege.data.access}</Text>}
        </Stack>
      )}
    </Card>
  );
}
