import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { WEEK_DAYS } from '@domain/antennas/rules';
import { useAntenna, useAntennaBoss, type AntennaFields } from '../../api/antennas';
import { formatPersonName } from '../../lib/format';
import { ContactLines } from './ContactLines';

/** Monday to Sunday, only the days that have hours. */
function OpeningHours({ opening }: { opening: AntennaFields['opening'] }) {
  const days = WEEK_DAYS.filter(([day]) => opening?.[day]?.trim());
  if (days.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" w="auto" captionSide="top">
      <Table.Caption ta="left">Horaires d'ouverture</Table.Caption>
      <Table.Tbody>
        {days.map(([day, label]) => (
          <Table.Tr key={day}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td>{opening?.[day]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The signed-in user's antenna: address, phones, e-mail, manager and opening hours. */
export function AntennaCard({ antennaId }: { antennaId: string }) {
  const antenna = useAntenna(antennaId);
  const boss = useAntennaBoss(antennaId);
  return (
    <Card withBorder component="section" aria-label="Antenne">
      {antenna.isPending && <Loader size="sm" aria-label="Chargement de l'antenne" />}
      {antenna.isError && <Text c="red">Impossible de charger les informations de l'antenne.</Text>}
      {antenna.data && (
        <Stack gap="sm">
          <Title order={3}>{antenna.data.name}</Title>
          <ContactLines contact={antenna.data} />
          {boss.data && <Text>Responsable : {formatPersonName(boss.data)}</Text>}
          <OpeningHours opening={antenna.data.opening} />
        </Stack>
      )}
    </Card>
  );
}
