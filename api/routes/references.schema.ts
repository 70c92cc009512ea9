import { Type, type Static } from '@sinclair/typebox';
import { CHOICE_TYPE_KEYS } from '@domain/choices/types';
import { CONTACT_CIVILITIES } from '@domain/contacts/contacts';
import {
  abilities,
  bool,
  email,
  id,
  idParams,
  instant,
  longText,
  nullableId,
  object,
  oneOf,
  oneOfOrNull,
  requiredText,
  searchQuery,
  text,
  editSchema,
} from '../schemas';

const typeParams = object({ type: oneOf(CHOICE_TYPE_KEYS) }, ['type']);
const label = requiredText(300);

/** GET /choices/:type (?with_deleted=true adds the deleted entries, flagged) */
export const listChoicesSchema = { params: typeParams, query: object({ with_deleted: Type.Boolean() }) };
const choiceEntry = object({ label });
/** PUT /choices/:type with { <type>: { label } } */
export const createChoiceSchema = {
  params: typeParams,
  // One entry under any key (the route reads the one named by the path): a Record would say patternProperties.
  body: Type.Unsafe<Record<string, Static<typeof choiceEntry> | undefined>>({
    type: 'object',
    minProperties: 1,
    maxProperties: 1,
    additionalProperties: choiceEntry,
  }),
};
/** POST /choice/:id */
export const updateChoiceSchema = editSchema(object({ _id: id, label, last_update: instant }));

const organismFields = {
  name: text,
  domain_id: nullableId,
  antenna_id: nullableId,
  objet: longText,
  address: object({ street: text, postal_code: text, city: text }),
  tel: text,
  fax: text,
  email,
  archived: bool,
  source: bool,
  destination: bool,
  remarque: longText,
};

/** PUT /organism/new */
export const createOrganismSchema = { body: object({ organism: object(organismFields) }, ['organism']), unwrap: ['organism'] };
/** POST /organism/:id */
export const updateOrganismSchema = editSchema(object({ ...organismFields, _id: id, abilities }));

const contactFields = {
  civility: oneOfOrNull(CONTACT_CIVILITIES),
  surname: text,
  name: text,
  organism_id: nullableId,
  fonction_id: nullableId,
  status_id: nullableId,
  tel: text,
  mobile: text,
  email,
  archived: bool,
  etiquette: bool,
  remarque: longText,
  antenna_id: nullableId,
};

/** PUT /contact/new */
export const createContactSchema = { body: object({ contact: object(contactFields) }, ['contact']), unwrap: ['contact'] };
/** POST /contact/:id */
export const updateContactSchema = editSchema(object({ ...contactFields, _id: id, abilities }));
/** POST /contacts/by_list */
export const contactsByListSchema = { body: object({ contact_ids: Type.Array(id, { maxItems: 500 }) }, ['contact_ids']) };

export { idParams, searchQuery };
