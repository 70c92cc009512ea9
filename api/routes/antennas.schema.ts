import { abilities, date, email, id, longText, nullableObject, object, text, updateBody, editSchema } from '../schemas';

const address = nullableObject(object({ street: text, street2: text, city: text, postal_code: text }));
const opening = object({ monday: text, tuesday: text, wednesday: text, thursday: text, friday: text, saturday: text, sunday: text });

const antennaFields = {
  name: text,
  address,
  siret: text,
  tel: text,
  tel2: text,
  fax: text,
  email,
  access: longText,
  comment: longText,
  opening,
  agreement_num: text,
  agreement_pref: text,
  agreement_start: date,
  agreement_end: date,
  acr: text,
};

const siegeFields = {
  acr: text,
  long_name: text,
  object: longText,
  ape: text,
  siret: text,
  tel: text,
  tel2: text,
  fax: text,
  email,
  address,
  access: longText,
  comment: longText,
};

/** PUT /antenna/new */
export const createAntennaSchema = { body: object({ antenna: object(antennaFields) }, ['antenna']), unwrap: ['antenna'] };

/** POST /antenna/:id */
export const updateAntennaSchema = editSchema(object({ ...antennaFields, _id: id, abilities }));

/** POST /siege */
export const updateSiegeSchema = { body: updateBody(object({ ...siegeFields, _id: id })), unwrap: ['origin', 'current'] };
