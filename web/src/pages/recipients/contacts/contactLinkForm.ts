// The values of the recipient contact modal and what is sent from them (docs/api.md 'Contacts'),
// judged with the server's own rules: a link names a contact of the address book, or a contact is
// entered freely with its organism chosen or typed in.
import { useForm } from '@mantine/form';
import { contactLinkRules } from '@domain/contactLinks/rules';
import { contactRules, type CONTACT_CIVILITIES } from '@domain/contacts/contacts';
import { ORGANISM_MESSAGES, organismNameKey, organismRules } from '@domain/organisms/organisms';
import { validate, type Rule } from '@domain/shared/validation';
import type { ContactLinkRow, ContactOtherInput, ContactRefInput } from '../../../api/contactLinks';
import { blanksToNull } from '../../../lib/forms';

/** How the contact is given: chosen in the address book, or entered freely (in an edit: the contact's own record). */
export type EntryMode = 'base' | 'free';
/** How the organism of a contact entered freely is given: chosen among the organisms, or typed in. */
export type OrganismMode = 'chosen' | 'typed';

/** Values of the modal, every field present (text inputs hold '', never null). */
export interface ContactLinkFormValues {
  mode: EntryMode;
  contact_id: string | null;
  date: string | null;
  contact: {
    civility: (typeof CONTACT_CIVILITIES)[number] | null;
    surname: string;
    name: string;
    fonction_id: string | null;
    tel: string;
    email: string;
  };
  organism_mode: OrganismMode;
  organism_id: string | null;
  organism: { name: string; domain_id: string | null; address: { street: string; postal_code: string; city: string } };
}

const BLANK_ORGANISM: ContactLinkFormValues['organism'] = { name: '', domain_id: null, address: { street: '', postal_code: '', city: '' } };

/** A new link, dated today, its contact to be chosen in the address book. */
export const newLinkValues = (today: string): ContactLinkFormValues => ({
  mode: 'base',
  contact_id: null,
  date: today,
  contact: { civility: null, surname: '', name: '', fonction_id: null, tel: '', email: '' },
  organism_mode: 'chosen',
  organism_id: null,
  organism: BLANK_ORGANISM,
});

/** The modal filled with a linked contact; its own record is edited when the reader may edit it, else the link only. */
export const linkValues = (row: ContactLinkRow): ContactLinkFormValues => ({
  mode: row.visible && row.abilities.edit_contact ? 'free' : 'base',
  contact_id: row.contact_id,
  date: row.date,
  contact: {
    civility: row.civility,
    surname: row.surname ?? '',
    name: row.name ?? '',
    fonction_id: row.fonction_id,
    tel: row.tel ?? '',
    email: row.email ?? '',
  },
  organism_mode: 'chosen',
  organism_id: row.organism_id,
  organism: BLANK_ORGANISM,
});

/** Whether any field of the typed organism is filled. */
const organismTyped = (values: ContactLinkFormValues) =>
  values.organism_mode === 'typed' &&
  [values.organism.name, values.organism.domain_id, ...Object.values(values.organism.address)].some((v) => v?.trim());

/** The link as contact_ref sends it. */
export const refInput = (values: ContactLinkFormValues): ContactRefInput => ({ contact_id: values.contact_id ?? '', date: values.date });

/** The contact entered freely as contact_other sends it: the organism by id, or typed in, or none. */
export function otherInput(values: ContactLinkFormValues): ContactOtherInput {
  const contact = { ...values.contact, surname: values.contact.surname.trim(), name: values.contact.name.trim() };
  const chosen = values.organism_mode === 'chosen' ? values.organism_id : null;
  const organism = organismTyped(values) ? { ...values.organism, name: values.organism.name.trim() } : null;
  return blanksToNull({ contact, organism_id: chosen, organism, date: values.date });
}

/** The address book's rules, at the path of the part of the modal they judge (as the server applies them). */
const under = (prefix: string, rules: Rule[]): Rule[] => rules.map((rule) => ({ ...rule, path: `${prefix}.${rule.path}` }));
const dateRules = contactLinkRules.filter((rule) => rule.path === 'date');

/** An organism of the address book, as the pickers list it. */
export interface NamedOrganism {
  _id: string;
  name: string;
}

/** The organism among those the writer sees whose name the typed one is (case, accents, spaces and dots aside). */
export const heldOrganism = (typed: string, organisms: readonly NamedOrganism[]): NamedOrganism | null =>
  typed.trim() ? (organisms.find((organism) => organismNameKey(organism.name) === organismNameKey(typed)) ?? null) : null;

/**
 * The server's rules on the values: a contact chosen; or a contact entered freely (names and phone), and a typed
 * organism to create (name and domain), whose name no organism holds already ('L'organisme {name} existe déjà.',
 * the form offering that one instead).
 */
export function validateLink(values: ContactLinkFormValues, organisms: readonly NamedOrganism[]) {
  if (values.mode === 'base') return validate(contactLinkRules, refInput(values));
  const typedIn = organismTyped(values);
  const held = typedIn ? heldOrganism(values.organism.name, organisms) : null;
  if (held)
    return { ...validate([...under('contact', contactRules), ...dateRules], values), 'organism.name': ORGANISM_MESSAGES.exists(held.name) };
  return validate([...under('contact', contactRules), ...(typedIn ? under('organism', organismRules) : []), ...dateRules], values);
}

/** The modal's form; `organisms` are those the writer sees. */
export const useContactLinkForm = (initial: ContactLinkFormValues, organisms: readonly NamedOrganism[]) =>
  useForm<ContactLinkFormValues>({ initialValues: initial, validate: (values) => validateLink(values, organisms) });
