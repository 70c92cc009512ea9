import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ALERT_STATUS_LABELS, type AlertStatus } from '@domain/alerts/alerts';
import { useAlerts, useAlertToggle, type AlertView } from '../../api/alerts';
import { DataTable, type Column, type RowTone } from '../../components/DataTable';
import { ListPage } from '../../components/ListPage';
import { Pager } from '../../components/Pager';
import { ownClick } from '../../components/rowActions';
import { formatDate, formatPersonName } from '../../lib/format';
import { useKeptOrder } from '../../lib/keptOrder';
import type { ListSpec } from '../../lib/listParams';
import { reportFailure } from '../../lib/saveFeedback';
import { useListParams } from '../../lib/useListParams';

/**
 * Only the page lives in the URL: the server orders the alerts (unhandled first, the earliest due first),
 * and the page keeps the order it first showed while its alerts are clicked (lib/keptOrder).
 */
const ALERTS_LIST: ListSpec<Record<string, never>> = { filters: {}, paged: true };

/** The colour of each status's badge, beside its words (docs/screens.md, 'Alerts'). */
const STATUS_COLOURS: Record<AlertStatus, string> = { 2: 'red', 1: 'orange', 0: 'gray' };

/** Alerts not yet handled (status above 0) stand out. */
function alertTone(alert: AlertView): RowTone | null {
  if (alert.status === 2) return { bg: 'yellow.1', title: 'Alerte non lue', state: 'unread' };
  if (alert.status === 1) return { bg: 'yellow.1', title: 'Alerte lue, non traitée', state: 'read' };
  return null;
}

/** The file the alert is about, by number and name, linking to the tab it concerns (the row's own click toggles the alert). */
const fileLink = (alert: AlertView) => (
  <Anchor component={Link} to={alert.url} {...ownClick}>
    {`n°${alert.recipient.file_number} — ${formatPersonName(alert.recipient)}`}
  </Anchor>
);

const COLUMNS: Column<AlertView>[] = [
  { label: 'Type', cell: (alert) => alert.label },
  { label: 'Accueilli', cell: fileLink },
  { label: 'Échéance', cell: (alert) => formatDate(alert.date), nowrap: true },
  {
    label: 'Statut',
    cell: (alert) => (
      <Badge variant="light" color={STATUS_COLOURS[alert.status]}>
        {ALERT_STATUS_LABELS[alert.status]}
      </Badge>
    ),
    nowrap: true,
  },
];

/**
 * /alerts: the reader's alerts, 10 to a page; a click on a row marks it handled, or to be handled again.
 * The row stays where it was, so that a second click acts on the same alert.
 */
export default function AlertsPage() {
  const [list, { setPage }] = useListParams(ALERTS_LIST);
  const alerts = useAlerts(list.page);
  const shown = useKeptOrder(alerts.isPlaceholderData ? undefined : alerts.data?.data, String(list.page));
  const toggle = useAlertToggle();
  const onToggle = (alert: AlertView) => {
    // One click at a time: a second one before the first is saved would toggle from a stale status.
    if (toggle.isPending) return;
    void toggle.mutateAsync(alert).then(
      // The answer is the alert as saved, even when the reloaded page no longer holds it (gone to the next page).
      ({ data }) => shown.replace(data),
      (error: unknown) => reportFailure('Alerte non mise à jour', error),
    );
  };
  return (
    <ListPage title="Alertes">
      <Text size="sm" c="dimmed">
        Un clic sur une alerte la classe comme traitée ; un nouveau clic la remet à traiter.
      </Text>
      <Stack gap={0}>
        <DataTable
          label="Alertes"
          columns={COLUMNS}
          rows={shown.rows}
          loading={alerts.isLoading}
          error={alerts.error}
          errorMessage="Impossible de charger les alertes."
          empty={list.page > 0 ? 'Aucune alerte sur cette page.' : 'Aucune alerte : rien ne demande votre attention.'}
          onOpen={onToggle}
          tone={alertTone}
          minWidth={640}
        />
        <Pager
          label="Pages des alertes"
          page={list.page}
          lastPage={alerts.data?.pagination?.last_page ?? 0}
          disabled={alerts.isFetching}
          onPage={setPage}
        />
      </Stack>
    </ListPage>
  );
}
