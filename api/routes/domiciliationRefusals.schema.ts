import { REFUSAL_REASONS } from '@domain/domiciliations/refusalsFields';
import { createSchema, date, longText, object, recordRead, requiredChoice } from '../schemas';

const refusalFields = {
  date,
  reason: requiredChoice(REFUSAL_REASONS),
  comment: longText,
};

/** PUT /recipient/:id/domiciliation_refusals */
export const createRefusalSchema = createSchema('domiciliation_refusal', refusalFields);
/** POST /domiciliation_refusal/:id (the refusal as read may be sent back) */
export const refusalEntity = object({ ...refusalFields, ...recordRead });
