// The mail modal's values and what is sent from them, judged with the server's own rules (domain/mails).
import { useForm } from '@mantine/form';
import type { HandedTo, MailKind, ProxyFields } from '@domain/mails/fields';
import { mailErrors, proxyValidOn } from '@domain/mails/rules';
import type { Mail, MailInput, MailProxy } from '../../../api/mails';
import { blanksToNull } from '../../../lib/forms';

/** Values of the mail modal: the arrival, then how it left (nothing while it waits). */
export interface MailFormValues {
  user_id: string | null;
  number: string;
  date: string | null;
  kind: MailKind;
  comment: string;
  received_date: string | null;
  handed_to: HandedTo | null;
  proxy_id: string | null;
}

/** The modal filled with a loaded mail. */
export const mailValues = (mail: Mail): MailFormValues => ({
  user_id: mail.user_id,
  number: String(mail.number),
  date: mail.date,
  kind: mail.kind,
  comment: mail.comment ?? '',
  received_date: mail.received_date ?? null,
  handed_to: mail.handed_to ?? null,
  proxy_id: mail.proxy_id ?? null,
});

/** A new mail (docs/recipient-file.md, 'Domiciliation'): arrived today, received by the signed-in user, one letter. */
export const newMailValues = (actorId: string, today: string): MailFormValues => ({
  user_id: actorId,
  number: '1',
  date: today,
  kind: 'Courrier',
  comment: '',
  received_date: null,
  handed_to: null,
  proxy_id: null,
});

/** The mail as PUT and POST take it: blanks as null; how it left only once it left, the proxy only when it went to one. */
export function mailFromValues(values: MailFormValues): MailInput {
  const sent = blanksToNull({ ...values, number: values.number.trim(), comment: values.comment.trim() });
  const left = !!sent.received_date;
  const handedTo = left ? (sent.handed_to ?? 'recipient') : null;
  return { ...sent, handed_to: handedTo, proxy_id: handedTo === 'proxy' ? sent.proxy_id : null };
}

/** The file's proxies by id, as the rules read them. */
export const proxiesById = (proxies: MailProxy[] | undefined): Record<string, ProxyFields> =>
  Object.fromEntries((proxies ?? []).map((proxy) => [proxy._id, proxy]));

/** The proxies a mail may be handed to on a day: those holding that day, the one already chosen kept. */
export const proxiesOn = (proxies: MailProxy[] | undefined, day: string, current: string | null) =>
  (proxies ?? []).filter((proxy) => proxy._id === current || proxyValidOn(proxy, day));

/** The mail modal's form, judged against the file's proxies on the day it opened. */
export const useMailForm = (initial: MailFormValues, today: string, proxies: MailProxy[] | undefined) =>
  useForm<MailFormValues>({
    initialValues: initial,
    validate: (values) => mailErrors(mailFromValues(values), today, proxiesById(proxies)),
  });
