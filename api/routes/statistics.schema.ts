import { Type } from '@sinclair/typebox';
import { REPORT_TYPES } from '@domain/statistics/reportTypes';
import { figure, idParams, nullableId, nullableString, object, oneOf, requiredChoice } from '../schemas';

// Dates and years are read as text here: whether they are real ones is the parameters' rule (domain/statistics/params.ts),
// which names the field in French as the form does.
const day = nullableString({ maxLength: 20 });

const statistic = object({
  type: requiredChoice(REPORT_TYPES),
  // The label and requested_params that GET /statistic_default sends with a type may come back: they are read-only.
  label: nullableString({ maxLength: 200 }),
  requested_params: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 }),
  restricted: Type.Boolean(),
  params: object({ antenna_id: nullableId, start_date: day, end_date: day, year: figure('integer', { maxLength: 6 }) }),
});

/** PUT /statistics and POST /statistics/jobs: { statistic: { type, params } }. */
export const produceSchema = { body: object({ statistic }, ['statistic']), unwrap: ['statistic'] };
/** GET /statistic_default/:type */
export const defaultSchema = { params: object({ type: oneOf(REPORT_TYPES) }, ['type']) };
/** GET /statistics/jobs/:id and its download. */
export const jobSchema = { params: idParams };
/** GET /statistics/indicators: an antenna (empty or left out: every antenna) and a period. */
export const indicatorsSchema = {
  query: object({
    antenna_id: Type.String({ maxLength: 100 }),
    start_date: Type.String({ maxLength: 20 }),
    end_date: Type.String({ maxLength: 20 }),
  }),
};
