import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpInput, HelpView } from '../../../api/types';
import { callApi, get } from './client';

// The calls of the aid catalogue (docs/api.md 'Aid catalogue'): the list searched and filtered on
// archived aids, one aid, its creation, edit and deletion.

export type { HelpInput, HelpView };

/** Which aids the list shows: those still offered (the server's default), the archived ones, or all. */
export type ArchivedFilter = 'false' | 'true' | 'all';

/** An edit as POST /help/:id takes it: the aid as loaded, with the fields changed as typed (a price '3,50'). */
export type HelpCurrent = Omit<HelpView, 'price' | 'stock'> & Pick<HelpInput, 'price' | 'stock'>;

function listPath(search: string, archived: ArchivedFilter): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (archived !== 'false') params.set('archived', archived);
  const query = params.toString();
  return `/api/web/helps${query ? `?${query}` : ''}`;
}

/** The catalogue (GET /helps?search=&archived=), sorted by label by the server. */
export const useHelps = (search: string, archived: ArchivedFilter) =>
  useQuery({ queryKey: ['helps', 'list', search, archived], queryFn: () => get<HelpView[]>(listPath(search, archived)) });

/** One aid (GET /help/:id), with what the reader may do with it. */
export const useHelp = (id: string) =>
  useQuery({
    queryKey: ['helps', 'one', id],
    queryFn: () => get<HelpView>(`/api/web/help/${id}`),
    enabled: id !== 'new',
    retry: false,
  });

/**
 * Creating (answers the new id), editing and deleting an aid. A write reloads every query of the
 * catalogue, the meetings' picker included. A deletion leaves that to `deleted`, called once the page
 * showing the aid is left: reloaded while shown, the aid would answer 404.
 */
export function useHelpMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['helps'] });
  return {
    create: useMutation({
      mutationFn: async (help: HelpInput) => (await callApi<string>('PUT', '/api/web/help/new', { help })).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ origin, current }: { origin: HelpView; current: HelpCurrent }) =>
        callApi('POST', `/api/web/help/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/help/${id}`) }),
    deleted: (id: string) => {
      client.removeQueries({ queryKey: ['helps', 'one', id] });
      return refresh();
    },
  };
}
