import { changedIds, defineSlice, describeChange, idsOf, type Display, type FileSlice, type ValueKind } from '../recipients/slice';
import type { MailEvent, MailSlice } from './events';
import { HANDED_TO_LABELS, type HandedTo, type MailFields } from './fields';
import { evolveMails } from './state';

// The mails logged for a domiciled person and the proxies allowed to collect them: part of the Domiciliation tab.

/** Labels of the mail and proxy fields. */
export const MAIL_FIELD_LABELS: Record<string, string> = {
  user_id: 'Accueillant',
  number: 'Nombre de plis',
  date: "Date d'arrivée",
  kind: 'Type',
  comment: 'Commentaire',
  received_date: 'Date de remise',
  handed_to: 'Remise',
  handed_by: 'Remis par',
  proxy_id: 'Procuration',
  name: 'Mandataire',
  identity_document: "Pièce d'identité",
  start_date: 'Date de début',
  end_date: 'Date de fin',
};

const kinds: Record<string, ValueKind> = {
  user_id: 'user',
  handed_by: 'user',
  date: 'date',
  received_date: 'date',
  start_date: 'date',
  end_date: 'date',
};

/** How a mail left, in words ('remis à l'accueilli', ...), lower-cased to sit inside a sentence. */
const howLeft = (handedTo: HandedTo | null | undefined) => (handedTo ? HANDED_TO_LABELS[handedTo].toLowerCase() : 'remis');

const items = (count: number) => `${count} pli${count > 1 ? 's' : ''}`;

function arrival(mail: MailFields, display: Display): string {
  const left = mail.received_date ? `, ${howLeft(mail.handed_to)} le ${display('date', mail.received_date)}` : '';
  return `Arrivée d'un courrier le ${display('date', mail.date)} (${mail.kind}, ${items(mail.number)}), reçu par ${display('user', mail.user_id)}${left}`;
}

/** The mail slice of the recipient file. */
export const mailSlice: FileSlice<MailSlice, MailEvent> = defineSlice<MailSlice, MailEvent>({
  name: 'mails',
  eventTypes: ['MailAdded', 'MailChanged', 'MailHandedOver', 'MailDeleted', 'ProxyAdded', 'ProxyChanged', 'ProxyDeleted'],
  initialState: { mails: {}, proxies: {} },
  labels: MAIL_FIELD_LABELS,
  kinds,
  evolve: (state, event) => evolveMails(state, event),
  describe(event, display) {
    const changes = (all: Record<string, { from: unknown; to: unknown }>) =>
      Object.entries(all).map(([field, { from, to }]) => {
        // How it left reads as words, not as its stored key.
        const word = (value: unknown) => (field === 'handed_to' && value ? HANDED_TO_LABELS[value as HandedTo] : value);
        return describeChange(mailSlice, field, word(from), word(to), display);
      });
    switch (event.type) {
      case 'MailAdded':
        return { summary: arrival(event.data.mail, display), changes: [] };
      case 'MailChanged':
        return { summary: "Modification d'un courrier", changes: changes(event.data.changes) };
      case 'MailHandedOver':
        return {
          summary: `Courrier ${howLeft(event.data.handed_to)} le ${display('date', event.data.received_date)} par ${display('user', event.data.handed_by)}`,
          changes: [],
        };
      case 'MailDeleted':
        return { summary: "Suppression d'un courrier", changes: [] };
      case 'ProxyAdded': {
        const { name, start_date, end_date } = event.data.proxy;
        const until = end_date ? ` au ${display('date', end_date)}` : '';
        return { summary: `Ajout d'une procuration : ${name}, du ${display('date', start_date)}${until}`, changes: [] };
      }
      case 'ProxyChanged':
        return { summary: "Modification d'une procuration", changes: changes(event.data.changes) };
      case 'ProxyDeleted':
        return { summary: "Suppression d'une procuration", changes: [] };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  referencedIds(event) {
    switch (event.type) {
      case 'MailAdded':
        return idsOf(mailSlice, { ...event.data.mail });
      case 'MailChanged':
      case 'ProxyChanged':
        return changedIds(mailSlice, event.data.changes);
      case 'MailHandedOver':
        return [{ kind: 'user', id: event.data.handed_by }];
      default:
        return [];
    }
  },
});
