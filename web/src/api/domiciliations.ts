import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domiciliation, DomiciliationInput } from '../../../api/types';
import { callApi, get } from './client';
import { downloadFile } from '../lib/download';

export type { Domiciliation, DomiciliationInput };

/** The domiciliations of a file, latest first, with the flags of the day (GET /recipient/:id/domiciliations). */
export const useRecipientDomiciliations = (recipientId: string) =>
  useQuery({
    queryKey: ['domiciliations', 'recipient', recipientId],
    queryFn: () => get<Domiciliation[]>(`/api/web/recipient/${recipientId}/domiciliations`),
  });

/** Every write on domiciliations; each reloads the tab's list, the file (its history) and the recipients list (its 'domiciliation' filter). */
export function useDomiciliationMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all(['domiciliations', 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  return {
    create: useMutation({
      mutationFn: async ({ recipientId, domiciliation }: { recipientId: string; domiciliation: DomiciliationInput }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/domiciliations`, { domiciliation })).data,
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ origin, current }: { origin: Domiciliation; current: Domiciliation }) =>
        callApi('POST', `/api/web/domiciliation/${origin._id}`, { origin, current, fail_on_concurrent: false }),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi('DELETE', `/api/web/domiciliation/${id}`), onSuccess: refresh }),
  };
}

/**
 * Downloads the attestation (Cerfa 16030*01) of a domiciliation: the one kept (download_cerfa) or one
 * generated again from today's data (refresh_cerfa), named by the server's filename header.
 */
export const downloadCerfa = (domiciliationId: string, regenerate = false): Promise<void> =>
  downloadFile(`/api/web/domiciliation/${domiciliationId}/${regenerate ? 'refresh_cerfa' : 'download_cerfa'}`, 'attestation.pdf');
