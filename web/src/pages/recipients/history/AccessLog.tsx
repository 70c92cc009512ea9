import { Alert, Table, Text, Title } from '@mantine/core';
import { useFileAccessLog, type FileAccess } from '../../../api/recipients';
import { formatDateTime, formatPersonName } from '../../../lib/format';

/** What a reading was, in words: the history, the file as it was on a day, or a document downloaded. */
function whatWasRead(access: FileAccess): string {
  if (access.kind === 'history') return 'Historique';
  if (access.kind === 'attachment') return `Document « ${access.name ?? ''} » téléchargé`;
  return `Dossier au ${formatDateTime(access.as_of)}`;
}

/** Who read this file's history, or the file as it was at some instant: shown to administrators only. */
export function AccessLog({ recipientId, after }: { recipientId: string; after: number }) {
  // Each reading of the history is logged by the server as it answers: the log is read after it.
  const log = useFileAccessLog(recipientId, after);
  if (log.isError) return <Alert color="red">Impossible de charger le journal des consultations.</Alert>;
  return (
    <section aria-label="Journal des consultations">
      <Title order={4} mb="xs">
        Journal des consultations
      </Title>
      {log.data?.length === 0 ? (
        <Text c="dimmed">Personne n'a encore consulté l'historique de ce dossier.</Text>
      ) : (
        <Table fz="sm" striped aria-label="Consultations de l'historique">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Quand</Table.Th>
              <Table.Th>Qui</Table.Th>
              <Table.Th>Quoi</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data?.map((access) => (
              <Table.Tr key={access._id}>
                <Table.Td>{formatDateTime(access.at)}</Table.Td>
                <Table.Td>{formatPersonName(access.user) || 'Utilisateur inconnu'}</Table.Td>
                <Table.Td>{whatWasRead(access)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
