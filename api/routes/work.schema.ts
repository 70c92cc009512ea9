import { Type } from '@sinclair/typebox';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  CONTRACT_TYPES,
  FORMATION_STATUSES,
  FRENCH_LEVELS,
  LEVELS,
  type ExperienceDuration,
} from '@domain/work/fields';
import type { FormOf } from '@domain/shared/forms';
import {
  createSchema,
  date,
  figure,
  id,
  idParams,
  longText,
  nullableId,
  nullableString,
  object,
  recordRead,
  requiredChoice,
  requiredText,
  text,
} from '../schemas';

// Bodies of the Formation/Emploi calls. Values the forms require may come null or empty, for the
// domain's rules to name them with their messages (docs/recipient-file.md, 'Formation/Emploi'); counts and amounts may come as typed text.

/** A box left unticked may come null (false then). */
const flag = Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });
/** A start date the rules judge themselves: an unreal one gets 'La date de début est requise' (docs/api.md, 'Formation/Emploi'). */
const startDate = nullableString({ maxLength: 20 });
const contactIds = Type.Array(id, { maxItems: 50, uniqueItems: true });
const year = figure('number', { maxLength: 10 });
const amount = figure('number', { maxLength: 20 });
const postal = nullableString({ maxLength: 10 });
const tel = nullableString({ maxLength: 30 });
const count = { type: ['number', 'string', 'null'], maxLength: 10 };
/** Years and months of an experience, or null (unknown). */
const duration = Type.Unsafe<FormOf<ExperienceDuration> | null>({
  type: ['object', 'null'],
  properties: { years: count, months: count },
  additionalProperties: false,
});

/** What GET adds to a record, which a client may send back in an edit (read-only, never recorded). */
const presented = {
  domain_label: nullableString({ maxLength: 200 }),
  type_label: nullableString({ maxLength: 200 }),
  computed_end_date: nullableString({ maxLength: 20 }),
  duration_weeks: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  duration_label: nullableString({ maxLength: 100 }),
};

const qualificationFields = { domain: nullableId, year, level: requiredChoice(LEVELS), professionnal: flag, comment: longText };

const formationFields = {
  type: nullableId,
  domain: nullableId,
  name: requiredText(200),
  status: requiredChoice(FORMATION_STATUSES),
  application_date: date,
  start_date: startDate,
  end_date: date,
  effective_end_date: date,
  participation: amount,
  terminated: flag,
  in_detention: flag,
  drive_license: flag,
  comment: longText,
  contact_ids: contactIds,
};

const experienceFields = {
  name: requiredText(200),
  company: text,
  postal,
  city: text,
  tel,
  domain: nullableId,
  duration,
  year,
  comment: longText,
};

const applicationFields = {
  name: requiredText(200),
  domain: nullableId,
  type: requiredChoice(APPLICATION_TYPES),
  contract_type: requiredChoice(CONTRACT_TYPES),
  status: requiredChoice(APPLICATION_STATUSES),
  company: text,
  postal,
  city: text,
  tel,
  salary: amount,
  application_date: date,
  start_date: startDate,
  end_date: date,
  effective_end_date: date,
  terminated: flag,
  in_detention: flag,
  comment: longText,
  contact_ids: contactIds,
};

/** PUT /recipient/:id/qualifications, and the entity POST /qualification/:id edits. */
export const qualificationSchemas = {
  create: createSchema('qualification', qualificationFields),
  update: object({ ...qualificationFields, ...recordRead, ...presented }),
};
/** PUT /recipient/:id/formations, and the entity POST /formation/:id edits. */
export const formationSchemas = {
  create: createSchema('formation', formationFields),
  update: object({ ...formationFields, ...recordRead, ...presented }),
};
/** PUT /recipient/:id/experiences, and the entity POST /experience/:id edits. */
export const experienceSchemas = {
  create: createSchema('experience', experienceFields),
  update: object({ ...experienceFields, ...recordRead, ...presented }),
};
/** PUT /recipient/:id/applications, and the entity POST /application/:id edits. */
export const applicationSchemas = {
  create: createSchema('application', applicationFields),
  update: object({ ...applicationFields, ...recordRead, ...presented }),
};

/** The most experiences a CV holds: beyond, it is not a person's working life. */
const MAX_EXPERIENCES = 100;

/** POST /recipient/:id/experiences: the whole list; an item with the _id of one of the file's edits it. */
export const experienceListSchema = {
  params: idParams,
  body: object({ experiences: Type.Array(object({ ...experienceFields, ...recordRead, ...presented }), { maxItems: MAX_EXPERIENCES }) }, [
    'experiences',
  ]),
};

/** POST /application/:id/archive */
export const archiveSchema = { params: idParams, body: object({}) };

/** POST /recipient/:id/school_level */
export const schoolLevelFields = object({
  school_level: requiredChoice(LEVELS),
  actual_school_level: requiredChoice(LEVELS),
  french_level: requiredChoice(FRENCH_LEVELS),
});

/** POST /recipient/:id/pole_emploi */
export const poleEmploiFields = object({ pole_emploi_number: nullableString({ maxLength: 30 }), pole_emploi_date: date });
