import type { DocSession } from './docStore';
import type { RecordedEvent } from '../commands/eventStore';
import type { ContactLinkEvent } from '@domain/contactLinks/events';
import type { ContactLink, ContactLinkRow } from '@domain/contactLinks/fields';
import { followingGroup, orientationGroup } from '@domain/contactLinks/orientation';
import { contactLinksSlice } from '@domain/contactLinks/slice';
import { canEditItem, canSeeItem } from '@domain/organisms/sharedItems';
import { contactsByIds, type ContactRow } from './contacts';
import { organismsByIds } from './organisms';
import type { Projection } from './projection';
import { recordsProjection } from './records';
import { openedFile } from './openedFile';
import type { ReadContext } from './readContext';
import { idOf } from './streamIds';

// The Contacts tab: the contacts linked to each file in the file's order, and its two selectors
// ('Orienté par', 'Suivi par'). Names, functions and addresses are read from the address book when
// the tab is read, within what the reader may see of it.

const LINKS = 'file_contact_links';
type LinksDoc = { _id: string; links: ContactLink[] };

const selectors = recordsProjection({ name: 'contact_links', version: 1, kinds: [], groups: [orientationGroup, followingGroup] });

/** A file's links after one of its link events, folded as the file itself folds them. */
async function applyLinkEvent(event: RecordedEvent, tx: DocSession): Promise<void> {
  const files = tx.collection<LinksDoc>(LINKS);
  const _id = idOf(event.streamId);
  const links = (await files.get(_id))?.links ?? [];
  const folded = contactLinksSlice.evolve({ contact_links: links }, event as unknown as ContactLinkEvent, undefined);
  await files.put({ _id, links: folded.contact_links });
}

export const contactLinksProjection: Projection = {
  ...selectors,
  collections: [...selectors.collections, { name: LINKS }],
  handles: {
    ...selectors.handles,
    ...Object.fromEntries(contactLinksSlice.eventTypes.map((type) => [type, applyLinkEvent])),
    async RecipientDeleted(event, tx) {
      await selectors.handles.RecipientDeleted(event, tx);
      await tx.collection(LINKS).delete(idOf(event.streamId));
    },
  },
};

/** The contacts linked to a file the reader may open, in its order, with what the reader may see of each and do with it. */
export async function contactLinksOfFile(read: ReadContext, recipientId: string): Promise<ContactLinkRow[]> {
  await openedFile(read, recipientId);
  const { docs, actor } = read;
  const links = (await docs.collection<LinksDoc>(LINKS).get(recipientId))?.links ?? [];
  const contacts = new Map<string, ContactRow>(
    (
      await contactsByIds(
        docs,
        actor,
        links.map((link) => link.contact_id),
      )
    ).map((contact) => [contact._id, contact]),
  );
  // The organism a link names stands for the contact on this file; without one, the contact's own.
  const organismOf = (link: ContactLink) => link.organism_id ?? contacts.get(link.contact_id)?.organism_id;
  const organisms = await organismsByIds(docs, links.map(organismOf));
  return links.map((link, index) => {
    const contact = contacts.get(link.contact_id);
    const organismId = contact ? organismOf(link) : undefined;
    const found = organismId ? organisms.get(organismId) : undefined;
    const organism = found && canSeeItem(actor, found) ? found : undefined;
    return {
      contact_id: link.contact_id,
      date: link.date,
      visible: contact !== undefined,
      civility: contact?.civility ?? null,
      surname: contact?.surname ?? null,
      name: contact?.name ?? null,
      fonction_id: contact?.fonction_id ?? null,
      fonction: contact?.fonction ?? null,
      tel: contact?.tel ?? null,
      email: contact?.email ?? null,
      organism_id: organism?._id ?? null,
      organism_name: organism?.name ?? null,
      postal_code: organism?.address?.postal_code ?? null,
      city: organism?.address?.city ?? null,
      abilities: { edit: true, delete: true, put_first: index > 0, edit_contact: contact !== undefined && canEditItem(actor, contact) },
    };
  });
}
