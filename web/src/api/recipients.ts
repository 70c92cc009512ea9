import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommentField,
  CommentView,
  FileAccess,
  HistoryEntry,
  RecipientCivil,
  RecipientRow,
  RecipientView,
  UserSummary,
} from '../../../api/types';
import { callApi, get, type Pagination } from './client';

export type { CommentField, FileAccess, HistoryEntry, RecipientCivil, RecipientRow, RecipientView };

/** A row of the recipients list. */

/** A comment of a file's tab. */
/** A comment of a tab, with what the signed-in user may do with it. */
export type Comment = CommentView;

/** The list's query: filters as the URL holds them, page zero-based. */
export type RecipientQuery = Record<string, string>;

const toQuery = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** One page of the recipients list (GET /recipients). */
export const useRecipientRows = (query: RecipientQuery) =>
  useQuery({
    queryKey: ['recipients', 'rows', query],
    queryFn: async () => callApi<RecipientRow[]>('GET', `/api/web/recipients?${toQuery({ per_page: 20, ...query })}`),
    placeholderData: (previous) => previous,
  });

/** The next file number (GET /last_file). */
export const useNextFileNumber = () =>
  useQuery({ queryKey: ['recipients', 'last_file'], queryFn: () => get<number>('/api/web/last_file') });

const recipientKey = (id: string | undefined, asOf?: string | null) => ['recipients', 'one', id, asOf ?? null];

/** A file, now or as it was at an instant (GET /recipient/:id?as_of=). */
export const useRecipient = (id: string | undefined, asOf?: string | null) =>
  useQuery({
    queryKey: recipientKey(id, asOf),
    queryFn: () => get<RecipientView>(`/api/web/recipient/${id}${asOf ? `?as_of=${encodeURIComponent(asOf)}` : ''}`),
    enabled: !!id && id !== 'new',
    retry: false,
  });

/** The file as its page loaded it, for the parts of the page that need it; never fetched again from here (each read of a file is logged). */
export const useLoadedRecipient = (id: string) =>
  useQuery({ queryKey: recipientKey(id), queryFn: () => get<RecipientView>(`/api/web/recipient/${id}`), enabled: false }).data;

/** A page of a file's history, newest first (GET /recipient/:id/history). */
export const useRecipientHistory = (id: string, page: number) =>
  useQuery({
    queryKey: ['recipients', 'history', id, page],
    queryFn: async (): Promise<{ data: HistoryEntry[]; pagination?: Pagination }> =>
      callApi<HistoryEntry[]>('GET', `/api/web/recipient/${id}/history?page=${page}`),
  });

/** The comments of a tab of a file (GET /comments/:recipient_id/:field). */
export const useComments = (recipientId: string, field: CommentField) =>
  useQuery({ queryKey: ['comments', recipientId, field], queryFn: () => get<Comment[]>(`/api/web/comments/${recipientId}/${field}`) });

/** The people of the destination antenna a file may be transferred to (GET /recipient/:id/transfert/:antenna_id/referents). */
export const useTransferReferents = (recipientId: string, antennaId: string | null) =>
  useQuery({
    queryKey: ['recipients', 'transfer_referents', recipientId, antennaId],
    queryFn: () => get<UserSummary[]>(`/api/web/recipient/${recipientId}/transfert/${antennaId}/referents`),
    enabled: !!antennaId,
  });

/**
 * Every write on files; each refreshes the file, its history and the lists. A deletion and a transfer
 * lead away from the file, which would answer 404 or 403 if refetched: their callers leave the page
 * first, then call `leftFile`.
 */
export function useRecipientMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: ['recipients'] }), client.invalidateQueries({ queryKey: ['comments'] })]);
  const post = (path: string, body?: unknown) => callApi('POST', path, body);
  return {
    create: useMutation({
      mutationFn: async (recipient: Partial<RecipientCivil> & { file_number?: number }) =>
        (await callApi<{ recipient_id: string }>('PUT', '/api/web/recipient/new', { recipient })).data.recipient_id,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ origin, current }: { origin: RecipientView; current: RecipientView }) =>
        post(`/api/web/recipient/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/recipient/${id}`) }),
    radiate: useMutation({
      mutationFn: ({
        id,
        ...radiation
      }: {
        id: string;
        on: string | null;
        radiation_reason: string | null;
        radiation_status: string | null;
      }) => post(`/api/web/recipient/${id}/radiation`, radiation),
      onSuccess: refresh,
    }),
    unradiate: useMutation({
      mutationFn: ({ id, on }: { id: string; on: string | null }) => post(`/api/web/recipient/${id}/unradiation`, { on }),
      onSuccess: refresh,
    }),
    transfer: useMutation({
      mutationFn: async ({ id, antennaId, userRef }: { id: string; antennaId: string; userRef: string | null }) =>
        (await callApi<{ name: string }>('POST', `/api/web/recipient/${id}/transfert/${antennaId}`, { user_ref: userRef })).data.name,
    }),
    /** Once the file's page is left: forgets every query naming the file (never refetched), then refreshes the lists. */
    leftFile: (id: string) => {
      client.removeQueries({ predicate: (query) => query.queryKey.includes(id) });
      return refresh();
    },
    addComment: useMutation({
      mutationFn: (comment: { recipient_id: string; field: CommentField; text: string }) =>
        callApi<string>('PUT', '/api/web/comment/new', { comment }),
      onSuccess: refresh,
    }),
    updateComment: useMutation({
      mutationFn: ({ origin, current }: { origin: Comment; current: Comment }) =>
        post(`/api/web/comment/${origin._id}`, { origin, current }),
      onSuccess: refresh,
    }),
    removeComment: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/comment/${id}`), onSuccess: refresh }),
  };
}

/** Who read a file's history or past states (GET /recipient/:id/access_log), for administrators; `after` reloads it once a reading was logged. */
export const useFileAccessLog = (recipientId: string, after: number) =>
  useQuery({
    queryKey: ['recipients', 'access_log', recipientId, after],
    queryFn: () => get<FileAccess[]>(`/api/web/recipient/${recipientId}/access_log`),
    enabled: after > 0,
  });
