import { Type } from '@sinclair/typebox';
import { HELP_CATEGORIES } from '@domain/helps/fields';
import { abilities, editSchema, figure, id, idParams, instant, object, oneOf, requiredChoice, requiredText } from '../schemas';

const helpFields = {
  label: requiredText(200),
  category: requiredChoice(HELP_CATEGORIES),
  price: figure('number', { maxLength: 20 }),
  stock: figure('integer', { maxLength: 20 }),
  archived: Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] }),
};

/** GET /helps: search words, and which aids (the ones still offered by default, the archived ones, or all). */
export const listHelpsSchema = {
  query: object({ search: Type.String({ maxLength: 200 }), archived: oneOf(['false', 'true', 'all']) }),
};
/** GET, DELETE /help/:id */
export const helpParams = { params: idParams };
/** PUT /help/new */
export const createHelpSchema = { body: object({ help: object(helpFields) }, ['help']), unwrap: ['help'] };
/** POST /help/:id (what GET answers besides the fields is read-only) */
export const updateHelpSchema = editSchema(
  object({ ...helpFields, _id: id, last_update: instant, meetings_count: Type.Integer({ minimum: 0 }), abilities }),
);
