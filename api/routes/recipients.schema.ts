import { Type } from '@sinclair/typebox';
import { COMMENT_FIELDS, RECIPIENT_CIVILITIES } from '@domain/recipients/fields';
import { followingFields, orientationFields } from './contactLinks.schema';
import { cafFields } from './resources.schema';
import { poleEmploiFields, schoolLevelFields } from './work.schema';
import {
  abilities,
  bool,
  date,
  editSchema,
  email,
  figure,
  id,
  idParams,
  instant,
  longText,
  nullableId,
  nullableObject,
  nullableString,
  object,
  oneOf,
  oneOfOrNull,
  pageQuery,
  queryDate,
  text,
} from '../schemas';

const count = figure('integer', { pattern: '^\\d{0,2}$', minimum: 0, maximum: 99 });

const civilFields = {
  civility: oneOfOrNull(RECIPIENT_CIVILITIES),
  name: text,
  surname: text,
  surname2: text,
  birth_date: date,
  birth_place: nullableObject(object({ city: text, country: nullableId })),
  email,
  tel: text,
  nationality: nullableId,
  nationality_status: nullableId,
  validity_end_date: date,
  france_entry: date,
  family_status: nullableId,
  children: count,
  children_charge: count,
  actif: bool,
  user_ref: nullableId,
  antenna_id: nullableId,
  first_meeting: date,
};

/** The file as GET /recipient/:id returns it: the civil fields plus what other actions set (read-only here). */
const fileView = object({
  ...civilFields,
  _id: id,
  file_number: Type.Integer(),
  file_id: Type.Integer(),
  created_on: nullableString({ maxLength: 40 }),
  radiated: bool,
  radiated_on: date,
  radiation_reason: nullableId,
  radiation_status: nullableId,
  transfered_from_antenna: nullableId,
  tranfered_from: nullableId,
  tranfered_on: date,
  justice_start_date: date,
  justice_end_date: date,
  justice_organism_id: nullableId,
  justice_organism: nullableString({ maxLength: 300 }),
  mail_redirection: longText,
  pending_mails: Type.Integer({ minimum: 0 }),
  // The Entretiens tab's figures (read-only).
  last_meeting: date,
  help_total: Type.Number(),
  help_total_high: bool,
  // Set by the Situation pénale tab's own calls, and the header's justice judged when read.
  sid: bool,
  sid_infos: Type.Unsafe<Record<string, unknown>>({ type: 'object' }),
  condamnations: longText,
  justice: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] }),
  justice_badge: Type.String({ maxLength: 400 }),
  // The boxes of the Contacts, Formation/Emploi and Ressources tabs, saved by their own calls.
  ...orientationFields.properties,
  ...followingFields.properties,
  ...schoolLevelFields.properties,
  ...poleEmploiFields.properties,
  ...cafFields.properties,
  abilities,
});

/** PUT /recipient/new (file_number is accepted and ignored: the server hands out numbers). */
export const createRecipientSchema = {
  body: object({ recipient: object({ ...civilFields, file_number: Type.Unsafe<number | null>({ type: ['integer', 'null'] }) }) }, [
    'recipient',
  ]),
  unwrap: ['recipient'],
};

/** POST /recipient/:id */
export const updateRecipientSchema = editSchema(fileView);

/** GET /recipient/:id */
export const readRecipientSchema = { params: idParams, query: object({ as_of: Type.String({ maxLength: 40, format: 'instant' }) }) };

const yesNo = oneOf(['Oui', 'Non', 'Tous']);

/** GET /recipients: filters, sort and page (flat query parameters). */
export const listRecipientsSchema = {
  query: object({
    ...pageQuery,
    domiciliation: yesNo,
    housed: yesNo,
    birth_date: queryDate,
    file_number: Type.String({ maxLength: 20 }),
    name: Type.String({ maxLength: 100 }),
    surname: Type.String({ maxLength: 100 }),
    user: Type.String({ maxLength: 100 }),
    antenna_id: Type.String({ maxLength: 100 }),
    sortBy: oneOf(['file_number', 'name', 'surname', 'birth_date', 'first_meeting', 'last_meeting']),
    sortDesc: Type.Boolean(),
  }),
};

const transferParams = object({ id, antenna_id: id }, ['id', 'antenna_id']);
/** POST /recipient/:id/transfert/:antenna_id {user_ref}: the new referent, a person of the destination antenna. */
export const transferSchema = { params: transferParams, body: object({ user_ref: nullableId }) };
/** GET /recipient/:id/transfert/:antenna_id/referents */
export const transferReferentsSchema = { params: transferParams };
/** POST /recipient/:id/radiation */
export const radiationSchema = { params: idParams, body: object({ on: date, radiation_reason: nullableId, radiation_status: nullableId }) };
/** POST /recipient/:id/unradiation */
export const unradiationSchema = { params: idParams, body: object({ on: date }) };
/** POST /recipient/:id/justice */
export const justiceSchema = {
  params: idParams,
  body: object({ justice: object({ start: date, end: date, organism_id: nullableId }) }, ['justice']),
  unwrap: ['justice'],
};
/** POST /recipient/:id/mail_redirection */
export const mailRedirectionSchema = { params: idParams, body: object({ mail_redirection: longText }) };
/** GET /recipient/:id/history */
export const historySchema = { params: idParams, query: object(pageQuery) };

const commentField = oneOf(COMMENT_FIELDS);
/** GET /comments/:recipient_id/:field */
export const listCommentsSchema = { params: object({ recipient_id: id, field: commentField }, ['recipient_id', 'field']) };
/** PUT /comment/new */
export const createCommentSchema = {
  body: object({ comment: object({ recipient_id: id, field: commentField, text: longText }, ['recipient_id', 'field']) }, ['comment']),
  unwrap: ['comment'],
};
const commentView = object({
  _id: id,
  recipient_id: id,
  field: commentField,
  text: longText,
  user_id: id,
  user: object({ surname: text, name: text }),
  created_on: instant,
  abilities,
});
/** POST /comment/:id */
export const updateCommentSchema = editSchema(commentView);
