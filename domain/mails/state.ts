import { applyChanges } from '../shared/changes';
import type { MailEvent, MailSlice } from './events';

/** Applies one mail or proxy event to that part of a file. */
export function evolveMails(slice: MailSlice, event: MailEvent): MailSlice {
  switch (event.type) {
    case 'MailAdded':
      return { ...slice, mails: { ...slice.mails, [event.data.mail_id]: event.data.mail } };
    case 'MailChanged': {
      const mail = slice.mails[event.data.mail_id];
      return mail ? { ...slice, mails: { ...slice.mails, [event.data.mail_id]: applyChanges(mail, event.data.changes) } } : slice;
    }
    case 'MailHandedOver': {
      const { mail_id, ...handOver } = event.data;
      const mail = slice.mails[mail_id];
      return mail ? { ...slice, mails: { ...slice.mails, [mail_id]: { ...mail, ...handOver } } } : slice;
    }
    case 'MailDeleted': {
      const { [event.data.mail_id]: _removed, ...mails } = slice.mails;
      return { ...slice, mails };
    }
    case 'ProxyAdded':
      return { ...slice, proxies: { ...slice.proxies, [event.data.proxy_id]: event.data.proxy } };
    case 'ProxyChanged': {
      const proxy = slice.proxies[event.data.proxy_id];
      return proxy ? { ...slice, proxies: { ...slice.proxies, [event.data.proxy_id]: applyChanges(proxy, event.data.changes) } } : slice;
    }
    case 'ProxyDeleted': {
      const { [event.data.proxy_id]: _removed, ...proxies } = slice.proxies;
      return { ...slice, proxies };
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}
