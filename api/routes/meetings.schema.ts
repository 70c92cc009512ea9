import { Type } from '@sinclair/typebox';
import { HELP_CATEGORIES } from '@domain/helps/fields';
import { MEETING_TYPES, PRESENCES } from '@domain/meetings/fields';
import {
  abilities,
  bool,
  createSchema,
  date,
  editSchema,
  figure,
  id,
  longText,
  nullableId,
  nullableString,
  object,
  oneOfOrNull,
  requiredChoice,
  requiredText,
} from '../schemas';

const amount = figure('number', { maxLength: 20 });

/** An aid line as the form sends it; total_price is the server's (accepted, ignored). */
const helpLine = object({
  help_id: nullableId,
  label: requiredText(200),
  category: oneOfOrNull(HELP_CATEGORIES),
  quantity: amount,
  u_price: amount,
  total_price: amount,
});

const meetingFields = {
  user_id: nullableId,
  // Any text, so that a day that does not exist gets the form's own message ('La date est requise').
  date: nullableString({ maxLength: 20 }),
  next_date: date,
  type: requiredChoice(MEETING_TYPES),
  presence: requiredChoice(PRESENCES),
  sid: bool,
  housing: bool,
  resources: bool,
  work: bool,
  health: bool,
  admin: bool,
  comment: longText,
  // Beyond the rule's 50 lines, so that the form's own message says how many.
  helps: Type.Array(helpLine, { maxItems: 100 }),
};

/** What GET /meeting/:id answers besides the fields (read-only). */
const meetingRead = {
  _id: id,
  recipient_id: id,
  user: Type.Unsafe<{ surname: string; name: string } | null>({ type: ['object', 'null'] }),
  topics: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10 }),
  total: Type.Number(),
  abilities,
};

/** PUT /recipient/:id/meetings (a recipient_id in the meeting must be the path's) */
export const createMeetingSchema = createSchema('meeting', meetingFields);
/** POST /meeting/:id */
export const updateMeetingSchema = editSchema(object({ ...meetingFields, ...meetingRead }));
