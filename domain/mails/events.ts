import type { FieldChanges } from '../shared/changes';
import type { HandedTo, MailFields, ProxyFields } from './fields';

/** How a mail left: the day, to whom, who handed it over, and the proxy when it went to one. */
export interface HandOver {
  received_date: string;
  handed_to: HandedTo;
  handed_by: string;
  proxy_id: string | null;
}

/** Mails and proxies live in the recipient's stream, with the rest of the file. */
export type MailEvent =
  | { type: 'MailAdded'; data: { mail_id: string; mail: MailFields } }
  | { type: 'MailChanged'; data: { mail_id: string; changes: FieldChanges } }
  | { type: 'MailHandedOver'; data: { mail_id: string } & HandOver }
  | { type: 'MailDeleted'; data: { mail_id: string } }
  | { type: 'ProxyAdded'; data: { proxy_id: string; proxy: ProxyFields } }
  | { type: 'ProxyChanged'; data: { proxy_id: string; changes: FieldChanges } }
  | { type: 'ProxyDeleted'; data: { proxy_id: string } };

/** Mails and proxies of a file, by id. */
export interface MailSlice {
  mails: Record<string, MailFields>;
  proxies: Record<string, ProxyFields>;
}
