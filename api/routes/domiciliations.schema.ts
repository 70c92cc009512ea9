import { Type } from '@sinclair/typebox';
import { DOMICILIATION_KINDS, PROOF_PAPERS } from '@domain/domiciliations/fields';
import { DOMICILIATION_SORTS } from '../../projections/domiciliationQueries';
import {
  abilities,
  bool,
  date,
  figure,
  id,
  longText,
  nullableId,
  object,
  oneOf,
  pageQuery,
  requiredChoice,
  text,
  editSchema,
  createSchema,
  readOnlyRecord,
} from '../schemas';

const domiciliationFields = {
  kind: oneOf(DOMICILIATION_KINDS),
  user_id: nullableId,
  paper: requiredChoice(PROOF_PAPERS),
  origin: text,
  start_date: date,
  last_meeting: date,
  duration: figure('integer', { maxLength: 4 }),
  // The server computes an own domiciliation's end; an external one's is typed.
  end_date: date,
  remarque: longText,
  name_dom: text,
  address: text,
};

/** What GET /domiciliation/:id returns besides the fields: the file, the referent, the flags of the day (read-only). */
const domiciliationRead = {
  _id: id,
  recipient_id: id,
  recipient: object({ surname: text, name: text }),
  file_number: Type.Integer(),
  antenna_id: nullableId,
  user: readOnlyRecord,
  valid: bool,
  next: bool,
  colour: Type.String({ maxLength: 20 }),
  attestation: readOnlyRecord,
  abilities,
};

/** PUT /recipient/:id/domiciliations (a recipient_id in the domiciliation must be the path's) */
export const createDomiciliationSchema = createSchema('domiciliation', domiciliationFields);
/** POST /domiciliation/:id */
export const updateDomiciliationSchema = editSchema(object({ ...domiciliationFields, ...domiciliationRead }));
/** GET /domiciliation/dashboard */
export const dashboardSchema = {
  query: object({
    ...pageQuery,
    sortBy: oneOf(DOMICILIATION_SORTS),
    sortDesc: Type.Boolean(),
    user_id: Type.String({ maxLength: 100 }),
    /** The top-bar search: words of the person's names. */
    search: Type.String({ maxLength: 200 }),
  }),
};
