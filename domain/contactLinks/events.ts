import type { FieldChanges } from '../shared/changes';
import type { ContactLink } from './fields';

/** The events of the contacts linked to a file; a link is named by its contact, linked once per file. */
export type ContactLinkEvent =
  | { type: 'RecipientContactLinked'; data: ContactLink }
  /** The link's date, or its contact (contact_id: the one linked before), changed in place. */
  | { type: 'RecipientContactLinkChanged'; data: { contact_id: string; changes: FieldChanges } }
  | { type: 'RecipientContactUnlinked'; data: { contact_id: string } }
  | { type: 'RecipientContactPutFirst'; data: { contact_id: string } };

/** The file's part: its linked contacts, in the file's order (the first is the priority contact). */
export interface ContactLinksSlice {
  contact_links: ContactLink[];
}
