import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AntennaDoc, AntennaFields, ListedAntenna, SiegeDoc } from '../../../api/types';
import { ONCE_PER_SESSION } from '../lib/referenceData';
import { callApi, get } from './client';

export type { AntennaDoc, AntennaFields, ListedAntenna, SiegeDoc };

/** Antennas proper, by name (GET /antennas). */
export const useAntennas = () =>
  useQuery({ queryKey: ['antennas', 'list'], queryFn: () => get<ListedAntenna[]>('/api/web/antennas'), ...ONCE_PER_SESSION });

/** One antenna or the head office (GET /antenna/:id). */
export const useAntenna = (id: string | null | undefined) =>
  useQuery({
    queryKey: ['antennas', 'one', id],
    queryFn: () => get<AntennaDoc & { name: string }>(`/api/web/antenna/${id}`),
    enabled: !!id,
  });

/** The manager of an antenna (GET /antenna/:id/boss). */
export const useAntennaBoss = (id: string | null | undefined) =>
  useQuery({
    queryKey: ['antennas', 'boss', id],
    queryFn: () => get<{ surname: string; name: string } | null>(`/api/web/antenna/${id}/boss`),
    enabled: !!id,
  });

/** The head office (GET /siege). */
export const useSiege = () => useQuery({ queryKey: ['antennas', 'siege'], queryFn: () => get<SiegeDoc>('/api/web/siege') });

/** Creation and updates of antennas and of the head office; each refreshes the antenna queries. */
export function useAntennaMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['antennas'] });
  return {
    create: useMutation({
      mutationFn: async (antenna: AntennaFields) => (await callApi<string>('PUT', '/api/web/antenna/new', { antenna })).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: async ({ id, origin, current }: { id: string; origin: AntennaDoc; current: AntennaDoc }) =>
        callApi('POST', `/api/web/antenna/${id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    updateSiege: useMutation({
      mutationFn: async ({ origin, current }: { origin: SiegeDoc; current: SiegeDoc }) =>
        callApi('POST', '/api/web/siege', { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
  };
}
