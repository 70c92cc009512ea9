import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Detention, DetentionInput, Follow, FollowInput, PenalContact, PenalPath, SidInfos } from '../../../api/types';
import { callApi, get } from './client';
import { useRecordRemoval, useRecordUpdate } from './records';

export type { Detention, DetentionInput, Follow, FollowInput, PenalContact, PenalPath, SidInfos };

/** The penal paths of a file with their detention elements, oldest path first (GET /recipient/:id/detentions). */
export const usePenalPaths = (recipientId: string) =>
  useQuery({ queryKey: ['penal', 'paths', recipientId], queryFn: () => get<PenalPath[]>(`/api/web/recipient/${recipientId}/detentions`) });

/** The follow-ups ('suivis') of a file, latest start first, each running today or not (GET /recipient/:id/follow). */
export const useFollows = (recipientId: string) =>
  useQuery({ queryKey: ['penal', 'follows', recipientId], queryFn: () => get<Follow[]>(`/api/web/recipient/${recipientId}/follow`) });

/** The justice period of the file as its form sends it; either date may be blank. */
export interface JusticeInput {
  start: string | null;
  end: string | null;
  organism_id: string | null;
}

/** POST /recipient/:id/<path> with one field of the file. */
const useFileSetting = <T>(path: string, body: (value: T) => object, refresh: () => Promise<unknown>) =>
  useMutation({
    mutationFn: ({ recipientId, value }: { recipientId: string; value: T }) =>
      callApi('POST', `/api/web/recipient/${recipientId}/${path}`, body(value)),
    onSuccess: refresh,
  });

/**
 * Every write of the penal tab; each reloads the tab's lists and the file, whose header badge ('Sous
 * main de justice du : ...') follows the follow-ups and the justice period, and whose history tells the change.
 */
export function usePenalMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all(['penal', 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  return {
    createDetention: useMutation({
      mutationFn: async ({ recipientId, detention }: { recipientId: string; detention: DetentionInput }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/detentions`, { detention })).data,
      onSuccess: refresh,
    }),
    updateDetention: useRecordUpdate<Detention>('detention', refresh),
    removeDetention: useRecordRemoval('detention', refresh),
    /** Creates a follow-up from the element's dates and organism and links them; answers the follow-up's id. */
    linkFollow: useMutation({
      mutationFn: async (detentionId: string) => (await callApi<string>('POST', `/api/web/detention/${detentionId}/link_follow`, {})).data,
      onSuccess: refresh,
    }),
    createFollow: useMutation({
      mutationFn: async ({ recipientId, follow }: { recipientId: string; follow: FollowInput }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/follow`, { follow })).data,
      onSuccess: refresh,
    }),
    updateFollow: useRecordUpdate<Follow>('follow', refresh),
    removeFollow: useRecordRemoval('follow', refresh),
    setSid: useFileSetting<boolean>('sid', (sid) => ({ sid }), refresh),
    setSidInfos: useFileSetting<SidInfos>('sid_infos', (sid_infos) => ({ sid_infos }), refresh),
    setCondamnations: useFileSetting<string | null>('condamnations', (condamnations) => ({ condamnations }), refresh),
    setJustice: useFileSetting<JusticeInput>('justice', (justice) => ({ justice }), refresh),
  };
}
