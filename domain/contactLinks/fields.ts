import type { CONTACT_CIVILITIES } from '../contacts/contacts';

// The Contacts tab of a file (docs/recipient-file.md and docs/api.md, 'Contacts'): the contacts of the address book linked
// to the file, in the file's order, and the organisms that oriented and follow the person.

/**
 * A contact linked to a file: which contact of the address book, since when (YYYY-MM-DD), and the organism it stands
 * for on this file when one was named (left out or null: the contact's own organism).
 */
export interface ContactLink {
  contact_id: string;
  date: string | null;
  organism_id?: string | null;
}

/** PUT /recipient/:id/contacts {contact_ref}: a contact of the address book the writer sees. */
export interface ContactRefInput {
  contact_id: string;
  /** The organism the contact stands for: the contact's own, or another one the writer sees. */
  organism_id?: string | null;
  /** The day of the link; left out or blank: today. */
  date?: string | null;
}

/** A contact entered freely: it joins the address book. */
export interface FreeContactInput {
  civility?: (typeof CONTACT_CIVILITIES)[number] | null;
  name: string;
  /** The first name. */
  surname: string;
  /** An entry of the `contact_fonction` list. */
  fonction_id?: string | null;
  tel: string;
  email?: string | null;
}

/** An organism entered freely: created in the address book, or the one already bearing that name reused. */
export interface FreeOrganismInput {
  name: string;
  /** An entry of the `organism_domain` list (required only when the organism is created). */
  domain_id?: string | null;
  address?: { postal_code?: string | null; city?: string | null; street?: string | null } | null;
}

/** PUT /recipient/:id/contacts {contact_other}: a contact, and its organism by id or entered freely. */
export interface ContactOtherInput {
  contact: FreeContactInput;
  organism_id?: string | null;
  organism?: FreeOrganismInput | null;
  date?: string | null;
}

/** The answer of PUT /recipient/:id/contacts: the contact linked and what the address book gained. */
export interface ContactLinkCreated {
  contact_id: string;
  created: { contact: boolean; organism: boolean };
}

/** What the reader may do with a linked contact; edit_contact: edit the contact itself in the address book. */
export interface ContactLinkAbilities {
  edit: boolean;
  delete: boolean;
  put_first: boolean;
  edit_contact: boolean;
}

/**
 * A row of GET /recipient/:id/contacts, in the file's order. A contact the reader may not see (another
 * antenna's) keeps its contact_id and date, with `visible` false and every detail null; an organism the
 * reader may not see is left out the same way.
 */
export interface ContactLinkRow {
  contact_id: string;
  date: string | null;
  visible: boolean;
  civility: (typeof CONTACT_CIVILITIES)[number] | null;
  /** The first name. */
  surname: string | null;
  name: string | null;
  fonction_id: string | null;
  /** The label of fonction_id in the `contact_fonction` list. */
  fonction: string | null;
  tel: string | null;
  email: string | null;
  organism_id: string | null;
  organism_name: string | null;
  postal_code: string | null;
  city: string | null;
  abilities: ContactLinkAbilities;
}

/** 'Orienté par': an organism id, or null ('Aucun'). */
export interface OrientationFields {
  oriented_by: string | null;
}

/** 'Suivi par': an organism id, or null ('Aucun'). */
export interface FollowingFields {
  followed_by: string | null;
}
