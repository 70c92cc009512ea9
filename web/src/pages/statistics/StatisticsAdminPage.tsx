import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { NO_RIGHTS } from '@domain/shared/errors';
import { useSession } from '../../auth/session';
import { ReportGenerator } from './ReportGenerator';

/**
 * /statistics-admin: the restricted reports (docs/screens.md, 'Statistics'), for administrators and super
 * administrators. Others reaching it by its address are told they may not; the server refuses them anyway.
 */
export default function StatisticsAdminPage() {
  const { abilities } = useSession();
  return (
    <Stack>
      <Title order={2}>Statistiques administrateur</Title>
      {!abilities && <Loader size="sm" aria-label="Chargement" />}
      {abilities && !abilities.admin_statistics && <Alert color="orange" title={NO_RIGHTS} />}
      {abilities?.admin_statistics && (
        <>
          <Text size="sm" c="dimmed">
            Rapports réservés aux administrateurs : chambres ALT, accueillis, accueillants, domiciliations, formations et emplois.
          </Text>
          <ReportGenerator restricted />
        </>
      )}
    </Stack>
  );
}
