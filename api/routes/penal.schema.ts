import { Type } from '@sinclair/typebox';
import {
  abilities,
  bool,
  date,
  figure,
  id,
  idParams,
  longText,
  nullableId,
  nullableString,
  object,
  queryDate,
  text,
  editSchema,
  createSchema,
  readOnlyRecord,
} from '../schemas';

/** Contacts of a record, in their order (the first is the main one). */
const contactIds = Type.Array(id, { maxItems: 50 });
/** A record or list a read joins in (names, contacts, links), sent back as it came: read-only. */
const readOnlyList = Type.Unsafe<unknown[]>({ type: 'array', maxItems: 200 });
const readOnlyIds = Type.Array(id, { maxItems: 200 });

const detentionFields = {
  detention_number: text,
  place: nullableId,
  status: nullableId,
  organism_id: nullableId,
  start_date: date,
  end_date: date,
  exit_date: date,
  duration: figure('integer', { maxLength: 4 }),
  contact_ids: contactIds,
  last: bool,
};

/** What GET /detention/:id returns besides the fields (read-only: the link is made by link_follow). */
const detentionRead = {
  _id: id,
  recipient_id: id,
  follow_id: nullableId,
  place_label: nullableString({ maxLength: 300 }),
  status_label: nullableString({ maxLength: 300 }),
  organism: readOnlyRecord,
  contacts: readOnlyList,
  duration_computed: bool,
  follow: readOnlyRecord,
  abilities,
};

const followFields = { organism_id: nullableId, start_date: date, end_date: date, contact_ids: contactIds };

/** What GET /follow/:id returns besides the fields (read-only). */
const followRead = {
  _id: id,
  recipient_id: id,
  organism: readOnlyRecord,
  contact: readOnlyRecord,
  contacts: readOnlyList,
  running: bool,
  detention_ids: readOnlyIds,
  abilities,
};

/** PUT /recipient/:id/detentions (a recipient_id in the detention must be the path's) */
export const createDetentionSchema = createSchema('detention', detentionFields);
/** POST /detention/:id */
export const updateDetentionSchema = editSchema(object({ ...detentionFields, ...detentionRead }));
/** POST /detention/:id/link_follow: the follow-up is made of the element itself. */
export const linkFollowSchema = { params: idParams, body: object({}) };

/** PUT /recipient/:id/follow */
export const createFollowSchema = createSchema('follow', followFields);
/** POST /follow/:id */
export const updateFollowSchema = editSchema(object({ ...followFields, ...followRead }));
/** GET /recipient/:id/follow/:date */
export const followOnSchema = { params: object({ id, date: queryDate }, ['id', 'date']) };

/** POST /recipient/:id/sid */
export const sidSchema = { params: idParams, body: object({ sid: bool }, ['sid']) };
/** POST /recipient/:id/sid_infos */
export const sidInfosSchema = {
  params: idParams,
  body: object(
    {
      sid_infos: object({
        number: text,
        place: nullableId,
        probable_release: date,
        effective_release: date,
        meetings: longText,
        contact_ids: contactIds,
      }),
    },
    ['sid_infos'],
  ),
};
/** POST /recipient/:id/condamnations */
export const condamnationsSchema = { params: idParams, body: object({ condamnations: longText }, ['condamnations']) };
