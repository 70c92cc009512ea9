import type { DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { extended } from '@domain/shared/paths';
import type { MailFields, ProxyFields } from '@domain/mails/fields';
import { mailAbilities, proxyAbilities } from '@domain/mails/permissions';
import { isPending, MAIL_MESSAGES, PROXY_MESSAGES, proxyValidOn } from '@domain/mails/rules';
import type { RecipientEvent } from '@domain/recipients/events';
import { fileOfRecord, openedFile } from './openedFile';
import { handlers, type Projection } from './projection';
import type { ReadContext } from './readContext';
import { idOf } from './streamIds';
import { userNames } from './users';

/** A mail of a file as stored. */
export type MailDoc = MailFields & { _id: string; recipient_id: string };
/** A proxy of a file as stored. */
export type ProxyDoc = ProxyFields & { _id: string; recipient_id: string };

export const MAILS = 'mails';
export const PROXIES = 'mail_proxies';

const mailHandlers = handlers<RecipientEvent>({
  async MailAdded(event, tx) {
    await tx.collection<MailDoc>(MAILS).put(extended(event.data.mail, { _id: event.data.mail_id, recipient_id: idOf(event.streamId) }));
  },
  async MailChanged(event, tx) {
    const mails = tx.collection<MailDoc>(MAILS);
    const mail = await mails.get(event.data.mail_id);
    if (mail) await mails.put(applyChanges(mail, event.data.changes));
  },
  async MailHandedOver(event, tx) {
    const { mail_id, ...handOver } = event.data;
    await tx.collection<MailDoc>(MAILS).patch(mail_id, handOver);
  },
  async MailDeleted(event, tx) {
    await tx.collection(MAILS).delete(event.data.mail_id);
  },
  async ProxyAdded(event, tx) {
    await tx.collection<ProxyDoc>(PROXIES).put({ ...event.data.proxy, _id: event.data.proxy_id, recipient_id: idOf(event.streamId) });
  },
  async ProxyChanged(event, tx) {
    const proxies = tx.collection<ProxyDoc>(PROXIES);
    const proxy = await proxies.get(event.data.proxy_id);
    if (proxy) await proxies.put(applyChanges(proxy, event.data.changes));
  },
  async ProxyDeleted(event, tx) {
    await tx.collection(PROXIES).delete(event.data.proxy_id);
  },
  async RecipientDeleted(event, tx) {
    for (const name of [MAILS, PROXIES]) {
      const collection = tx.collection(name);
      for (const doc of (await collection.find({ where: { recipient_id: idOf(event.streamId) } })).items) await collection.delete(doc._id);
    }
  },
});

export const mailsProjection: Projection = {
  name: 'mails',
  version: 1,
  collections: [
    { name: MAILS, indexes: ['recipient_id', ['recipient_id', 'received_date'], 'proxy_id'] },
    { name: PROXIES, indexes: ['recipient_id'] },
  ],
  handles: mailHandlers,
};

/** The mails of a file the reader may open, latest arrival first, with the names of who received and who handed them over, the proxy, and what each allows. */
export async function mailsOfFile(read: ReadContext, recipientId: string) {
  await openedFile(read, recipientId);
  const { docs } = read;
  const { items } = await docs.collection<MailDoc>(MAILS).find({ where: { recipient_id: recipientId }, sort: [['date', -1]] });
  const [names, proxies] = await Promise.all([
    userNames(
      docs,
      items.flatMap((mail) => [mail.user_id, mail.handed_by]),
    ),
    docs.collection<ProxyDoc>(PROXIES).getMany(items.flatMap((mail) => (mail.proxy_id ? [mail.proxy_id] : []))),
  ]);
  const proxyNames = new Map(proxies.map((proxy) => [proxy._id, proxy.name]));
  return items.map((mail) => ({
    ...mail,
    user: names.get(mail.user_id) ?? null,
    handed_by_user: mail.handed_by ? (names.get(mail.handed_by) ?? null) : null,
    proxy_name: mail.proxy_id ? (proxyNames.get(mail.proxy_id) ?? null) : null,
    pending: isPending(mail),
    abilities: mailAbilities(mail),
  }));
}

/** The file a mail belongs to (404 when there is no such mail): what a write on the mail is judged against. */
export const fileOfMail = (docs: DocStore, id: string) => fileOfRecord(docs, MAILS, id, MAIL_MESSAGES.notFound);

/** One mail as its file's list shows it, to a reader who may open that file. */
export async function readMail(read: ReadContext, id: string) {
  const rows = await mailsOfFile(read, await fileOfMail(read.docs, id));
  return rows.find((row) => row._id === id);
}

/** The proxies of a file the reader may open, latest first, each valid or not today (read now, never stored) and what it allows. */
export async function proxiesOfFile(read: ReadContext, recipientId: string) {
  await openedFile(read, recipientId);
  const { docs } = read;
  const { items } = await docs.collection<ProxyDoc>(PROXIES).find({ where: { recipient_id: recipientId }, sort: [['start_date', -1]] });
  if (items.length === 0) return [];
  const used = await docs
    .collection<MailDoc>(MAILS)
    .find({ where: { proxy_id: { $in: items.map((proxy) => proxy._id) } }, select: ['proxy_id'] });
  const usedIds = new Set(used.items.map((mail) => mail.proxy_id));
  return items.map((proxy) => ({ ...proxy, valid: proxyValidOn(proxy, read.today), abilities: proxyAbilities(usedIds.has(proxy._id)) }));
}

/** The file a proxy belongs to (404 when there is no such proxy): what a write on the proxy is judged against. */
export const fileOfProxy = (docs: DocStore, id: string) => fileOfRecord(docs, PROXIES, id, PROXY_MESSAGES.notFound);

/** One proxy as its file's list shows it, to a reader who may open that file. */
export async function readProxy(read: ReadContext, id: string) {
  const rows = await proxiesOfFile(read, await fileOfProxy(read.docs, id));
  return rows.find((row) => row._id === id);
}
