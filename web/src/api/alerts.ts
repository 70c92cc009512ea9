import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AlertView } from '../../../api/types';
import { ALERTS_PAGE_SIZE, toggledStatus } from '@domain/alerts/alerts';
import { callApi, get, type Pagination } from './client';

// The signed-in person's alerts (docs/api.md 'Alerts'): a page of them, their two counts for the top
// bar's bell, and the click that toggles one.

export type { AlertView };

// The counts mirror docs/api.md 'Alerts' (GET /alerts/count).
/** The reader's alerts still unread (status 2), and not yet handled (status 1 or 2). */
interface AlertCount {
  unRead: number;
  unHandled: number;
}

/** Every query of alerts: the lists and the bell's counts. */
const ALERTS_KEY = ['alerts'] as const;

/** How often the bell counts again on its own (every minute: docs/screens.md, 'Top bar'). */
const ALERT_COUNT_REFRESH_MS = 60_000;

/** A page of the reader's alerts (GET /alerts), ALERTS_PAGE_SIZE to a page, pages from 0. */
export const useAlerts = (page: number) =>
  useQuery({
    queryKey: [...ALERTS_KEY, 'list', page],
    queryFn: (): Promise<{ data: AlertView[]; pagination?: Pagination }> =>
      callApi<AlertView[]>('GET', `/api/web/alerts?page=${page}&per_page=${ALERTS_PAGE_SIZE}`),
    placeholderData: (previous) => previous,
  });

/** The bell's counts (GET /alerts/count), asked again every minute. */
export const useAlertCount = () =>
  useQuery({
    queryKey: [...ALERTS_KEY, 'count'],
    queryFn: () => get<AlertCount>('/api/web/alerts/count'),
    refetchInterval: ALERT_COUNT_REFRESH_MS,
  });

/** Counts and lists the alerts again: any write may raise or resolve one (a mail handed over, a domiciliation renewed). */
export const refreshAlerts = (client: QueryClient) => client.invalidateQueries({ queryKey: ALERTS_KEY });

/** A click on an alert (POST /alert/{id} with the toggle of docs/screens.md, 'Alerts'); the list and the bell reload once it is saved. */
export function useAlertToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (alert: AlertView) => callApi<AlertView>('POST', `/api/web/alert/${alert._id}`, { status: toggledStatus(alert.status) }),
    onSuccess: () => refreshAlerts(client),
  });
}
