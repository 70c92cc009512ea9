import { Type } from '@sinclair/typebox';
import { id, nullableString, object } from '../schemas';

/** One value of a list: any text reaches the rules (domain/health/rules.ts), which name a value outside its list. */
const listValue = nullableString({ maxLength: 40 });

/** POST /recipient/:id/medical {medical} */
export const medicalFields = object({
  medical_following: listValue,
  psy_following: listValue,
  toxico: listValue,
  alcool: listValue,
  contact_ids: Type.Array(id, { maxItems: 50, uniqueItems: true }),
});
