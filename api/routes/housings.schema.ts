import { Type } from '@sinclair/typebox';
import {
  CAUTION_STATUSES,
  FOUNDINGS,
  HOUSING_HELP_STATUSES,
  HOUSING_HELP_TYPES,
  HOUSING_KINDS,
  OWN_SCHEME_TYPES,
} from '@domain/housings/fields';
import {
  bool,
  date,
  figure,
  id,
  idParams,
  longText,
  nullableString,
  nullableId,
  object,
  oneOf,
  oneOfOrNull,
  pageQuery,
  requiredChoice,
  text,
  editSchema,
  createSchema,
  readOnlyRecord,
} from '../schemas';
import { HOUSING_SORTS } from '../../projections/housingQueries';

const amount = figure('number', { maxLength: 20 });
const ids = Type.Array(id, { maxItems: 50 });

const housingFields = {
  housing_type: requiredChoice(HOUSING_KINDS),
  user_id: nullableId,
  hotel_id: nullableId,
  room_id: nullableId,
  type: oneOfOrNull(OWN_SCHEME_TYPES),
  start_date: date,
  end_date: date,
  estimated_end_date: date,
  free_end_date: date,
  price: amount,
  caution: oneOfOrNull(CAUTION_STATUSES),
  founding: oneOfOrNull(FOUNDINGS),
  leave_motive: nullableId,
  meeting: bool,
  signin: bool,
  signout: bool,
  payments: Type.Array(object({ amount, date }, ['amount']), { maxItems: 500 }),
  nights_out_contracts: figure('integer', { maxLength: 6 }),
  hotel_info: longText,
  nature: nullableId,
  address_street: text,
  address_postal_code: text,
  address_city: text,
  tel: text,
  contact_ids: ids,
};

/** What GET /housing/:id returns besides the fields: figures, flags and names (read-only). */
const housingRead = {
  _id: id,
  recipient_id: id,
  recipient: object({ surname: text, name: text }),
  antenna_id: nullableId,
  hotel: readOnlyRecord,
  room: readOnlyRecord,
  user: readOnlyRecord,
  nights: Type.Number(),
  total_price: Type.Number(),
  total_payment: Type.Number(),
  solde: Type.Number(),
  out_contract_cost: Type.Number(),
  occupancy_end: date,
  overdue: bool,
  current: bool,
  nature_label: nullableString({ maxLength: 300 }),
};

/** PUT /recipient/:id/housings (a recipient_id in the housing must be the path's) */
export const createHousingSchema = {
  params: idParams,
  body: object({ housing: object({ ...housingFields, recipient_id: nullableId }), housingType: oneOf(HOUSING_KINDS) }, ['housing']),
  unwrap: ['housing'],
  echoes: { 'housing.recipient_id': 'id' },
};
/** POST /housing/:id */
export const updateHousingSchema = editSchema(object({ ...housingFields, ...housingRead }));
/** GET /recipient/:id/housings */
export const recipientHousingsSchema = { params: idParams, query: object({ housing_type: oneOf(HOUSING_KINDS) }) };

const page = pageQuery;
const sort = { sortBy: oneOf(HOUSING_SORTS), sortDesc: Type.Boolean() };
/** The top-bar search: words of the person's names or of where the stay is. */
const search = Type.String({ maxLength: 200 });
/** GET /housings */
export const housingsListSchema = {
  query: object({
    ...page,
    ...sort,
    user: Type.String({ maxLength: 100 }),
    user_id: Type.String({ maxLength: 100 }),
    housing_type: oneOf(HOUSING_KINDS),
    search,
  }),
};
/** GET /housings/dashboard */
export const dashboardSchema = { query: object({ ...page, ...sort, user_id: Type.String({ maxLength: 100 }), search }) };

const helpFields = {
  type: requiredChoice(HOUSING_HELP_TYPES),
  status: requiredChoice(HOUSING_HELP_STATUSES),
  id_number: text,
  ask_date: date,
  answer_date: date,
  validity_start_date: date,
  validity_end_date: date,
  contact_ids: ids,
};
/** PUT /recipient/:id/housing_helps */
export const createHelpSchema = createSchema('housing_help', helpFields);
/** POST /housing_help/:id */
export const updateHelpSchema = editSchema(object({ ...helpFields, _id: id, recipient_id: id }));
