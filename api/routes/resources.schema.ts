import { Type } from '@sinclair/typebox';
import { RESOURCE_LABELS, RESOURCE_STATUSES } from '@domain/resources/fields';
import { createSchema, date, figure, id, longText, object, recordRead, requiredChoice, nullableString } from '../schemas';

const resourceFields = {
  label: requiredChoice(RESOURCE_LABELS),
  status: requiredChoice(RESOURCE_STATUSES),
  amount: figure('number', { maxLength: 20 }),
  date,
  comment: longText,
  contact_ids: Type.Array(id, { maxItems: 50, uniqueItems: true }),
};

/** PUT /recipient/:id/resources */
export const createResourceSchema = createSchema('resource', resourceFields);
/** POST /resource/:id (the record as read may be sent back) */
export const resourceEntity = object({ ...resourceFields, ...recordRead });

/** POST /recipient/:id/caf */
export const cafFields = object({ caf_number: nullableString({ maxLength: 30 }), caf_date: date });
