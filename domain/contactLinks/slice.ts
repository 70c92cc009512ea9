import { applyChanges } from '../shared/changes';
import { changedIds, defineSlice, describeChange, type Display, type ValueKind } from '../recipients/slice';
import type { ContactLinkEvent, ContactLinksSlice } from './events';
import type { ContactLink } from './fields';

// The contacts linked to a file (the Contacts tab's table), in the order the file keeps them.

const labels: Record<string, string> = { contact_id: 'Contact', date: 'Date', organism_id: 'Organisme' };
const kinds: Record<string, ValueKind> = { contact_id: 'contact', date: 'date', organism_id: 'organism' };

function evolve(links: ContactLink[], event: ContactLinkEvent): ContactLink[] {
  switch (event.type) {
    case 'RecipientContactLinked': {
      const { contact_id, date, organism_id } = event.data;
      return [...links, organism_id ? { contact_id, date, organism_id } : { contact_id, date }];
    }
    case 'RecipientContactLinkChanged':
      return links.map((link) => (link.contact_id === event.data.contact_id ? applyChanges(link, event.data.changes) : link));
    case 'RecipientContactUnlinked':
      return links.filter((link) => link.contact_id !== event.data.contact_id);
    case 'RecipientContactPutFirst': {
      const first = links.find((link) => link.contact_id === event.data.contact_id);
      return first ? [first, ...links.filter((link) => link !== first)] : links;
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function summary(event: ContactLinkEvent, display: Display): string {
  const contact = display('contact', event.data.contact_id);
  switch (event.type) {
    case 'RecipientContactLinked':
      return `Ajout du contact ${contact}${event.data.date ? ` au ${display('date', event.data.date)}` : ''}`;
    case 'RecipientContactLinkChanged':
      return `Modification du contact ${contact}`;
    case 'RecipientContactUnlinked':
      return `Retrait du contact ${contact}`;
    case 'RecipientContactPutFirst':
      return `Contact ${contact} placé en premier`;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

const slice = { labels, kinds };

/** The contacts linked to a file. */
export const contactLinksSlice = defineSlice<ContactLinksSlice, ContactLinkEvent>({
  name: 'contact_links',
  eventTypes: ['RecipientContactLinked', 'RecipientContactLinkChanged', 'RecipientContactUnlinked', 'RecipientContactPutFirst'],
  initialState: { contact_links: [] },
  labels,
  kinds,
  evolve: (state, event) => ({ ...state, contact_links: evolve(state.contact_links, event) }),
  describe: (event, display) => ({
    summary: summary(event, display),
    changes:
      event.type === 'RecipientContactLinkChanged'
        ? Object.entries(event.data.changes).map(([field, { from, to }]) => describeChange(slice, field, from, to, display))
        : [],
  }),
  referencedIds: (event) => [
    { kind: 'contact', id: event.data.contact_id },
    ...(event.type === 'RecipientContactLinked' && event.data.organism_id
      ? [{ kind: 'organism' as const, id: event.data.organism_id }]
      : []),
    ...(event.type === 'RecipientContactLinkChanged' ? changedIds(slice, event.data.changes) : []),
  ],
});
