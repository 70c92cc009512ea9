import { Type } from '@sinclair/typebox';
import { HABILITATIONS, RIGHTS } from '@domain/users/habilitations';
import {
  abilities,
  bool,
  date,
  editSchema,
  email,
  id,
  idParams,
  instant,
  longText,
  nullableId,
  nullableObject,
  object,
  oneOf,
  oneOfOrNull,
  requiredChoice,
  requiredText,
  text,
} from '../schemas';

const userFields = {
  initials: text,
  gender: oneOfOrNull(['Homme', 'Femme']),
  surname: text,
  name: text,
  birth_date: date,
  tel: text,
  tel2: text,
  email,
  email2: email,
  address_street: text,
  address_postal_code: text,
  address_city: text,
  habilitation: requiredChoice(HABILITATIONS),
  antenna_id: nullableId,
  role: text,
  role_spec: text,
  cotisation: oneOfOrNull(['Réglée', 'Expempté', 'Non réglée']),
  activity_time: Type.Unsafe<number | null>({ type: ['number', 'null'], minimum: 0, maximum: 168 }),
  procuration: bool,
  delegation: bool,
  actif: bool,
  convention: bool,
  cni: bool,
  activity: nullableObject(object({ start_date: date, end_date: date })),
  comment: longText,
  rights: Type.Array(oneOf(RIGHTS), { uniqueItems: true }),
};

/** PUT /user/new */
export const createUserSchema = {
  body: object({ user: object({ ...userFields, login: requiredText(100), password: requiredText(72) }) }, ['user']),
  unwrap: ['user'],
};

/** POST /user/:id: the user as GET /user/:id returns it. */
export const updateUserSchema = editSchema(
  object({ ...userFields, _id: id, login: Type.String({ maxLength: 100 }), created_on: instant, abilities }),
);

/** POST /user/:id/modify_password */
export const changePasswordSchema = {
  params: idParams,
  body: object({ password: object({ old: requiredText(72), new: requiredText(72), newRepeated: requiredText(72) }) }, ['password']),
  unwrap: ['password'],
};

/** GET /users/antenna/:antennaId */
export const usersOfAntennaSchema = { params: object({ antennaId: id }, ['antennaId']) };
