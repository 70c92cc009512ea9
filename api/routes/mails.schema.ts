import { Type } from '@sinclair/typebox';
import { HANDED_TO, MAIL_KINDS } from '@domain/mails/fields';
import {
  abilities,
  bool,
  date,
  figure,
  id,
  idParams,
  longText,
  nullableId,
  object,
  oneOfOrNull,
  requiredChoice,
  text,
  editSchema,
  createSchema,
} from '../schemas';

const person = Type.Unsafe<{ surname: string; name: string } | null>({ type: ['object', 'null'] });

const mailFields = {
  user_id: nullableId,
  number: figure('integer', { maxLength: 6 }),
  date,
  kind: requiredChoice(MAIL_KINDS),
  comment: longText,
  received_date: date,
  handed_to: oneOfOrNull(HANDED_TO),
  proxy_id: nullableId,
};

/** What GET /mail/:id returns besides the fields (read-only: who handed it over is the writer of the hand-over). */
const mailRead = {
  _id: id,
  recipient_id: id,
  handed_by: nullableId,
  user: person,
  handed_by_user: person,
  proxy_name: text,
  pending: bool,
  abilities,
};

/** PUT /recipient/:id/mails (a recipient_id in the mail must be the path's) */
export const createMailSchema = createSchema('mail', mailFields);
/** POST /mail/:id (a received_date given to a waiting mail hands it over) */
export const updateMailSchema = editSchema(object({ ...mailFields, ...mailRead }));
/** POST /mail/:id/hand_over ('Remis': today unless another day is given) */
export const handOverSchema = {
  params: idParams,
  body: object({ received_date: date, handed_to: oneOfOrNull(HANDED_TO), proxy_id: nullableId }),
};

const proxyFields = { name: text, identity_document: text, start_date: date, end_date: date };
/** PUT /recipient/:id/procurations */
export const createProxySchema = createSchema('procuration', proxyFields);
/** POST /procuration/:id */
export const updateProxySchema = editSchema(object({ ...proxyFields, _id: id, recipient_id: id, valid: bool, abilities }));
