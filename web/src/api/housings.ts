import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Housing, HousingHelpDoc, HousingHelpFields, HousingInput, HousingKind } from '../../../api/types';
import { callApi, get, type Pagination } from './client';
import { downloadFile } from '../lib/download';

export type { Housing, HousingHelpDoc, HousingHelpFields, HousingInput, HousingKind };

/** Sort, page and filters of the housings lists (the dashboard takes only the search). */
export interface HousingListQuery {
  page: number;
  sortBy?: string;
  sortDesc?: boolean;
  user?: string;
  housing_type?: HousingKind;
  search?: string;
}

const listQuery = (q: HousingListQuery) =>
  new URLSearchParams(
    Object.entries({ page: q.page, sortBy: q.sortBy, sortDesc: q.sortDesc, user: q.user, housing_type: q.housing_type, search: q.search })
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The housings of a file, of one kind (GET /recipient/:id/housings?housing_type=). */
export const useRecipientHousings = (recipientId: string, kind: HousingKind) =>
  useQuery({
    queryKey: ['housings', 'recipient', recipientId, kind],
    queryFn: () => get<Housing[]>(`/api/web/recipient/${recipientId}/housings?housing_type=${kind}`),
  });

/** The housings list (GET /housings), pages of 20. */
export const useHousingsList = (q: HousingListQuery) =>
  useQuery({
    queryKey: ['housings', 'list', q],
    queryFn: (): Promise<{ data: Housing[]; pagination?: Pagination }> => callApi<Housing[]>('GET', `/api/web/housings?${listQuery(q)}`),
    placeholderData: (previous) => previous,
  });

/** The home dashboard 'Hébergements en cours' (GET /housings/dashboard), pages of 10. */
export const useHousingDashboard = (q: HousingListQuery) =>
  useQuery({
    queryKey: ['housings', 'dashboard', q],
    queryFn: (): Promise<{ data: Housing[]; pagination?: Pagination }> =>
      callApi<Housing[]>('GET', `/api/web/housings/dashboard?${listQuery(q)}`),
    placeholderData: (previous) => previous,
  });

/** The housing applications of a file (GET /recipient/:id/housing_helps). */
export const useHousingHelps = (recipientId: string) =>
  useQuery({
    queryKey: ['housings', 'helps', recipientId],
    queryFn: () => get<HousingHelpDoc[]>(`/api/web/recipient/${recipientId}/housing_helps`),
  });

/** Every write on housings and applications; each refreshes housings, rooms and the recipients list. */
export function useHousingMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(['housings', 'rooms', 'hotels', 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  return {
    create: useMutation({
      mutationFn: async ({ recipientId, kind, housing }: { recipientId: string; kind: HousingKind; housing: HousingInput }) =>
        (
          await callApi<string>('PUT', `/api/web/recipient/${recipientId}/housings`, {
            housing: { ...housing, housing_type: kind },
            housingType: kind,
          })
        ).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ origin, current }: { origin: Housing; current: Housing }) =>
        callApi('POST', `/api/web/housing/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/housing/${id}`), onSuccess: refresh }),
    createHelp: useMutation({
      mutationFn: async ({ recipientId, help }: { recipientId: string; help: HousingHelpFields }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/housing_helps`, { housing_help: help })).data,
      onSuccess: refresh,
    }),
    updateHelp: useMutation({
      mutationFn: ({ origin, current }: { origin: HousingHelpDoc; current: HousingHelpDoc }) =>
        callApi('POST', `/api/web/housing_help/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    removeHelp: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/housing_help/${id}`), onSuccess: refresh }),
  };
}

/** Downloads the occupancy agreement of a stay (GET /housing/:id/download_convention). */
export const downloadConvention = (housingId: string): Promise<void> =>
  downloadFile(`/api/web/housing/${housingId}/download_convention`, 'convention.pdf');
