import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailInput } from '@domain/mails/decide';
import type { HandedTo } from '@domain/mails/fields';
import type { ProxyInput } from '@domain/mails/proxies';
import type { Mail, MailProxy } from '../../../api/types';
import { callApi, get } from './client';
import { useRecordRemoval, useRecordUpdate } from './records';

export type { Mail, MailInput, MailProxy, ProxyInput };

/** The mails of a file, latest arrival first (GET /recipient/:id/mails). */
export const useRecipientMails = (recipientId: string) =>
  useQuery({ queryKey: ['mails', 'recipient', recipientId], queryFn: () => get<Mail[]>(`/api/web/recipient/${recipientId}/mails`) });

/** The proxies ('procurations') of a file, each valid or not today (GET /recipient/:id/procurations). */
export const useRecipientProxies = (recipientId: string) =>
  useQuery({
    queryKey: ['mails', 'proxies', recipientId],
    queryFn: () => get<MailProxy[]>(`/api/web/recipient/${recipientId}/procurations`),
  });

/** Where the file's mail is forwarded, or null (GET /recipient/:id/mail_redirection). */
export const useMailRedirection = (recipientId: string) =>
  useQuery({
    queryKey: ['mails', 'redirection', recipientId],
    queryFn: () => get<string | null>(`/api/web/recipient/${recipientId}/mail_redirection`),
  });

/** The hand-over of a waiting mail ('Remis'): today and to the person unless told otherwise. */
export interface HandOver {
  received_date?: string | null;
  handed_to?: HandedTo | null;
  proxy_id?: string | null;
}

/**
 * Every write on mails, proxies and the redirection; each reloads the tab's lists and the file, whose
 * header shows the pending count and the redirection.
 */
export function useMailMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all(['mails', 'recipients'].map((key) => client.invalidateQueries({ queryKey: [key] })));
  return {
    create: useMutation({
      mutationFn: async ({ recipientId, mail }: { recipientId: string; mail: MailInput }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/mails`, { mail })).data,
      onSuccess: refresh,
    }),
    update: useRecordUpdate<Mail>('mail', refresh),
    handOver: useMutation({
      mutationFn: ({ id, ...handOver }: HandOver & { id: string }) => callApi('POST', `/api/web/mail/${id}/hand_over`, handOver),
      onSuccess: refresh,
    }),
    remove: useRecordRemoval('mail', refresh),
    createProxy: useMutation({
      mutationFn: async ({ recipientId, procuration }: { recipientId: string; procuration: ProxyInput }) =>
        (await callApi<string>('PUT', `/api/web/recipient/${recipientId}/procurations`, { procuration })).data,
      onSuccess: refresh,
    }),
    updateProxy: useRecordUpdate<MailProxy>('procuration', refresh),
    removeProxy: useRecordRemoval('procuration', refresh),
    setRedirection: useMutation({
      mutationFn: ({ recipientId, redirection }: { recipientId: string; redirection: string | null }) =>
        callApi('POST', `/api/web/recipient/${recipientId}/mail_redirection`, { mail_redirection: redirection }),
      onSuccess: refresh,
    }),
  };
}
