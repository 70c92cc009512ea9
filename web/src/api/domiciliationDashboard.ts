import { useQuery } from '@tanstack/react-query';
import type { DomiciliationDashboardRow } from '../../../api/types';
import { callApi, type Pagination } from './client';

export type { DomiciliationDashboardRow };

/** Sort, page, referent and top-bar search of the home table. */
export interface DomiciliationDashboardQuery {
  page: number;
  sortBy: string;
  sortDesc: boolean;
  /** The referent whose domiciliations are listed; none: the signed-in user's. */
  user_id?: string;
  search?: string;
}

const toQuery = (q: DomiciliationDashboardQuery) =>
  new URLSearchParams(
    Object.entries(q)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The home table 'Domiciliations arrivant à échéance' (GET /domiciliation/dashboard), pages of 10. */
export const useDomiciliationDashboard = (q: DomiciliationDashboardQuery) =>
  useQuery({
    // Under 'domiciliations' so that every domiciliation write, which refreshes that key, refreshes the table too.
    queryKey: ['domiciliations', 'dashboard', q],
    queryFn: (): Promise<{ data: DomiciliationDashboardRow[]; pagination?: Pagination }> =>
      callApi<DomiciliationDashboardRow[]>('GET', `/api/web/domiciliation/dashboard?${toQuery(q)}`),
    placeholderData: (previous) => previous,
  });
