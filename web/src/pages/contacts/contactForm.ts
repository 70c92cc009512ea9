// The contact form's values and what is sent from them: text inputs hold '' (React wants no null
// value), the API receives null for a blank field, and 'Tous' as antenna_id null.
import { useForm } from '@mantine/form';
import { contactRules } from '@domain/contacts/contacts';
import { canChangeVisibility, type SharedItem } from '@domain/organisms/sharedItems';
import { validate } from '@domain/shared/validation';
import type { Actor } from '@domain/users/actor';
import type { ContactFields, ContactRecord } from '../../api/organisms';
import { blanksToNull, currentOf } from '../../lib/forms';
import { antennaIdOf, newItemVisibility, visibilityOf } from '../organisms/visibility';

/** Values of the contact form, every field present. */
export interface ContactFormValues {
  civility: ContactFields['civility'];
  surname: string;
  name: string;
  organism_id: string | null;
  fonction_id: string | null;
  status_id: string | null;
  tel: string;
  mobile: string;
  email: string;
  archived: boolean;
  etiquette: boolean;
  remarque: string;
  visibility: string;
}

const text = (value: string | null | undefined) => value ?? '';

/** The form filled with a loaded contact, or blank. The flags default to false, as saved. */
export function contactValues(contact: Partial<ContactFields>): ContactFormValues {
  return {
    civility: contact.civility ?? null,
    surname: text(contact.surname),
    name: text(contact.name),
    organism_id: contact.organism_id ?? null,
    fonction_id: contact.fonction_id ?? null,
    status_id: contact.status_id ?? null,
    tel: text(contact.tel),
    mobile: text(contact.mobile),
    email: text(contact.email),
    archived: contact.archived ?? false,
    etiquette: contact.etiquette ?? false,
    remarque: text(contact.remarque),
    visibility: visibilityOf(contact.antenna_id),
  };
}

/**
 * A new contact's visibility. Created from an organism, an organism manager starts from the organism's
 * (a contact of an organism one antenna sees is that antenna's too); anyone else from their own antenna, as the server would.
 */
export const newContactVisibility = (actor: Actor, organism?: SharedItem | null): string =>
  organism && canChangeVisibility(actor) ? visibilityOf(organism.antenna_id) : newItemVisibility(actor);

/** The contact the values describe, as PUT /contact/new takes it. */
export function contactFromValues(values: ContactFormValues): ContactFields {
  const { visibility, ...fields } = values;
  return blanksToNull({ ...fields, antenna_id: antennaIdOf(visibility) });
}

/**
 * The `current` of an update: the contact as loaded with the edited fields. A field the form only
 * filled in (an absent flag shown unticked) keeps its loaded value, so the server records what the
 * person changed and nothing else.
 */
export const currentContact = (origin: ContactRecord, values: ContactFormValues): ContactRecord =>
  currentOf(origin, contactFromValues(values), contactFromValues(contactValues(origin)));

/** The contact form, checked by the rules the server applies too. */
export const useContactForm = (initial: ContactFormValues) =>
  useForm<ContactFormValues>({ initialValues: initial, validate: (values) => validate(contactRules, values) });
