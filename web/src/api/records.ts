import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, get } from './client';

// The calls every record of a file shares (api/recordRoutes.ts on the server): the file's list, add,
// edit and delete of a kind of record, and the field groups saved from one box of a tab.

/** POST /<path>/:id with the update body. */
export const useRecordUpdate = <T extends { _id: string }>(path: string, refresh: () => Promise<unknown>) =>
  useMutation({
    mutationFn: ({ origin, current }: { origin: T; current: T }) =>
      callApi('POST', `/api/web/${path}/${origin._id}`, { origin, current, fail_on_concurrent: false }),
    onSuccess: refresh,
  });

/** DELETE /<path>/:id. */
export const useRecordRemoval = (path: string, refresh: () => Promise<unknown>) =>
  useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/${path}/${id}`), onSuccess: refresh });

/** Reloads a tab's lists and the file (its history tells every change). */
const useRefresh = (tab: string) => {
  const client = useQueryClient();
  return () => Promise.all([tab, 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
};

/** The records of a kind of a file (GET /recipient/:id/<plural>); `tab` names the tab's queries, reloaded by its writes. */
export const useFileRecords = <T>(tab: string, plural: string, recipientId: string) =>
  useQuery({ queryKey: [tab, plural, recipientId], queryFn: () => get<T[]>(`/api/web/recipient/${recipientId}/${plural}`) });

/** Add (answers the new id), edit and delete of a kind of record; each reloads the tab and the file. */
export function useRecordMutations<T extends { _id: string }, I>(tab: string, kind: { plural: string; singular: string }) {
  const refresh = useRefresh(tab);
  return {
    create: useMutation({
      mutationFn: async ({ recipientId, record }: { recipientId: string; record: I }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/${kind.plural}`, { [kind.singular]: record })).data,
      onSuccess: refresh,
    }),
    update: useRecordUpdate<T>(kind.singular, refresh),
    remove: useRecordRemoval(kind.singular, refresh),
  };
}

/** A group of fields of a file (GET /recipient/:id/<key>). */
export const useFieldGroup = <T>(tab: string, key: string, recipientId: string) =>
  useQuery({ queryKey: [tab, key, recipientId], queryFn: () => get<T>(`/api/web/recipient/${recipientId}/${key}`) });

/** Saves a group (POST /recipient/:id/<key>, every field sent), under `wrap` when the call wraps them. */
export function useFieldGroupSave<T>(tab: string, key: string, wrap?: string) {
  const refresh = useRefresh(tab);
  return useMutation({
    mutationFn: ({ recipientId, values }: { recipientId: string; values: T }) =>
      callApi('POST', `/api/web/recipient/${recipientId}/${key}`, wrap ? { [wrap]: values } : values),
    onSuccess: refresh,
  });
}
