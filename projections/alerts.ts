import { ALERT_LABELS, ARCHIVED, UNREAD, type AlertStatus, type AlertType } from '@domain/alerts/alerts';
import type { AlertEvent } from '@domain/alerts/aggregate';
import type { RecipientEvent } from '@domain/recipients/events';
import type { DocSession, DocStore } from './docStore';
import { handlers, type Projection } from './projection';
import type { RecipientRow } from './recipients';
import { idOf } from './streamIds';

/** An alert as stored: its cause, its status, and the file's referent now (whose alert it is). */
export interface AlertDoc {
  _id: string;
  type: AlertType;
  recipient_id: string;
  subject_id: string;
  date: string;
  url: string;
  status: AlertStatus;
  user_id: string | null;
  raised_on: string;
  /** The list's order in one indexed number: alerts not archived first, earliest due first; then archived ones, latest due first. */
  order: number;
}

const ALERTS = 'alerts';
/** Files deleted: their alerts are removed, and any raised later is ignored. */
const DELETED_FILES = 'alerts_deleted_files';

const orderOf = (status: AlertStatus, date: string) => {
  const day = Number(date.replaceAll('-', ''));
  return status > ARCHIVED ? day : 200_000_000 - day;
};

async function setStatus(tx: DocSession, id: string, status: AlertStatus): Promise<void> {
  const alerts = tx.collection<AlertDoc>(ALERTS);
  const alert = await alerts.get(id);
  if (alert) await alerts.patch(id, { status, order: orderOf(status, alert.date) });
}

/** Gives a file's alerts to its new referent. */
async function followReferent(tx: DocSession, recipientId: string, userId: string | null): Promise<void> {
  const alerts = tx.collection<AlertDoc>(ALERTS);
  const { items } = await alerts.find({ where: { recipient_id: recipientId }, select: ['recipient_id'] });
  for (const alert of items) await alerts.patch(alert._id, { user_id: userId });
}

export const alertsProjection: Projection = {
  name: 'alerts',
  version: 1,
  collections: [{ name: ALERTS, indexes: [['user_id', 'order'], ['user_id', 'status'], 'recipient_id'] }, { name: DELETED_FILES }],
  handles: handlers<AlertEvent | RecipientEvent>({
    async AlertRaised(event, tx) {
      const { type, recipient_id, subject_id, date, url, user_id } = event.data;
      // An alert raised for a file deleted meanwhile (the rules read it just before) is gone with the file.
      if (await tx.collection(DELETED_FILES).get(recipient_id)) return;
      await tx.collection<AlertDoc>(ALERTS).put({
        _id: idOf(event.streamId),
        type,
        recipient_id,
        subject_id,
        date,
        url,
        status: UNREAD,
        user_id,
        raised_on: event.meta.at,
        order: orderOf(UNREAD, date),
      });
    },
    async AlertStatusChanged(event, tx) {
      await setStatus(tx, idOf(event.streamId), event.data.status);
    },
    async AlertResolved(event, tx) {
      await setStatus(tx, idOf(event.streamId), ARCHIVED);
    },
    async RecipientCivilDataChanged(event, tx) {
      const change = event.data.changes.user_ref;
      if (change) await followReferent(tx, idOf(event.streamId), (change.to as string | null) ?? null);
    },
    async RecipientTransferred(event, tx) {
      if (event.data.user_ref) await followReferent(tx, idOf(event.streamId), event.data.user_ref);
    },
    async RecipientDeleted(event, tx) {
      const alerts = tx.collection(ALERTS);
      const { items } = await alerts.find({ where: { recipient_id: idOf(event.streamId) }, select: ['recipient_id'] });
      for (const alert of items) await alerts.delete(alert._id);
      await tx.collection(DELETED_FILES).put({ _id: idOf(event.streamId) });
    },
  }),
};

/** An alert as GET /alerts lists it: its cause, the person, where it leads and its status. */
export interface AlertView {
  _id: string;
  type: AlertType;
  label: string;
  recipient: { _id: string; file_number: number; name: string; surname: string };
  subject_id: string;
  date: string;
  url: string;
  status: AlertStatus;
  raised_on: string;
}

async function present(docs: DocStore, alerts: AlertDoc[]): Promise<AlertView[]> {
  const files = new Map(
    (await docs.collection<RecipientRow>('recipients').getMany([...new Set(alerts.map((a) => a.recipient_id))])).map((f) => [f._id, f]),
  );
  return alerts.map((alert) => {
    const file = files.get(alert.recipient_id);
    return {
      _id: alert._id,
      type: alert.type,
      label: ALERT_LABELS[alert.type],
      recipient: { _id: alert.recipient_id, file_number: file?.file_number ?? 0, name: file?.name ?? '', surname: file?.surname ?? '' },
      subject_id: alert.subject_id,
      date: alert.date,
      url: alert.url,
      status: alert.status,
      raised_on: alert.raised_on,
    };
  });
}

/** A page of a user's alerts, in the list's order. */
export async function listAlerts(docs: DocStore, userId: string, page: number, perPage: number) {
  const { items, total } = await docs
    .collection<AlertDoc>(ALERTS)
    .find({ where: { user_id: userId }, sort: [['order', 1]], skip: page * perPage, limit: perPage });
  return { rows: await present(docs, items), total };
}

/** The bell's counters: a user's unread alerts, and those not archived. */
export async function countAlerts(docs: DocStore, userId: string): Promise<{ unRead: number; unHandled: number }> {
  const alerts = docs.collection<AlertDoc>(ALERTS);
  const count = async (status: { $in: AlertStatus[] }) => (await alerts.find({ where: { user_id: userId, status }, limit: 0 })).total;
  return { unRead: await count({ $in: [UNREAD] }), unHandled: await count({ $in: [1, UNREAD] }) };
}

/** One alert as listed (after its reader changed it). */
export async function alertView(docs: DocStore, id: string): Promise<AlertView | null> {
  const alert = await docs.collection<AlertDoc>(ALERTS).get(id);
  return alert ? (await present(docs, [alert]))[0] : null;
}

/** The ids of a file's alerts not archived: those the rules archive when their cause is gone. */
export async function openAlertsOf(docs: DocStore, recipientId: string): Promise<{ _id: string; type: AlertType }[]> {
  const { items } = await docs
    .collection<AlertDoc>(ALERTS)
    .find({ where: { recipient_id: recipientId, status: { $in: [1, UNREAD] } }, select: ['type'] });
  return items;
}
