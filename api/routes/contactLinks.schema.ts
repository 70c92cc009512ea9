import { type Static, type TObject } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import { CONTACT_CIVILITIES } from '@domain/contacts/contacts';
import { date, email, id, nullableId, nullableObject, object, oneOfOrNull, text, updateBody } from '../schemas';

/** Exactly one of the body's keys (contact_ref or contact_other). */
const exactlyOne = <T extends TObject>(schema: T) => Type.Unsafe<Static<T>>({ ...schema, minProperties: 1, maxProperties: 1 });

const contactRef = object({ contact_id: nullableId, organism_id: nullableId, date });

const contactOther = object({
  contact: object({
    civility: oneOfOrNull(CONTACT_CIVILITIES),
    name: text,
    surname: text,
    fonction_id: nullableId,
    tel: text,
    email,
  }),
  organism_id: nullableId,
  organism: nullableObject(
    object({ name: text, domain_id: nullableId, address: nullableObject(object({ postal_code: text, city: text, street: text })) }),
  ),
  date,
});

/** GET, PUT /recipient/:id/contacts */
export const fileParams = object({ id }, ['id']);
/** /recipient/:id/contact/:contactId */
export const linkParams = object({ id, contactId: id }, ['id', 'contactId']);

/** PUT /recipient/:id/contacts: {contact_ref} or {contact_other}. */
export const createContactLinkSchema = {
  params: fileParams,
  body: exactlyOne(object({ contact_ref: contactRef, contact_other: contactOther })),
  unwrap: ['contact_ref', 'contact_other'],
};

/** POST /recipient/:id/contact/:contactId: {contact_ref|contact_other: {origin, current, fail_on_concurrent}}. */
export const editContactLinkSchema = {
  params: linkParams,
  body: exactlyOne(object({ contact_ref: updateBody(contactRef), contact_other: updateBody(contactOther) })),
  unwrap: ['contact_ref', 'contact_other'],
};

/** POST /recipient/:id/orientation */
export const orientationFields = object({ oriented_by: nullableId });
/** POST /recipient/:id/following */
export const followingFields = object({ followed_by: nullableId });
