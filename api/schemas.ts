// Building blocks of the JSON schemas every route validates against. They are TypeBox schemas, so a
// route's request types come from them (Static<>); Type.Unsafe keeps the JSON ajv sees exactly as
// written (a nullable type is `type: [..., 'null']`, not an anyOf), so messages and field paths stay.
import { Type, type SchemaOptions, type Static, type TObject, type TOptional, type TProperties } from '@sinclair/typebox';

/** A string or null, with these JSON schema options. */
export const nullableString = (options: SchemaOptions) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/** Free text of a form field (null clears it). */
export const text = nullableString({ maxLength: 500 });
/** Longer free text (comments, remarks). */
export const longText = nullableString({ maxLength: 10_000 });
/** A date written YYYY-MM-DD, or empty. */
export const date = nullableString({ format: 'iso-date' });
/** A date written YYYY-MM-DD, or empty, in a query string (where a value is text, never null). */
export const queryDate = Type.String({ format: 'iso-date' });
/** An e-mail address, or empty. */
export const email = nullableString({ format: 'email-or-empty', maxLength: 254 });
/** An opaque id. */
export const id = Type.String({ minLength: 1, maxLength: 100 });
/** An opaque id, or null. */
export const nullableId = nullableString({ maxLength: 100 });
/** A yes/no field. */
export const bool = Type.Boolean();
/** An instant (ISO 8601), set by the server. */
export const instant = Type.String({ maxLength: 40 });
/** A number the form may send as typed text (a comma for decimals), or null. */
export const figure = (type: 'number' | 'integer', options: SchemaOptions) =>
  Type.Unsafe<number | string | null>({ type: [type, 'string', 'null'], ...options });

/** One of the values. */
export const oneOf = <const V extends readonly string[]>(values: V) => Type.Unsafe<V[number]>({ enum: [...values] });

/** One of the values, or null. */
export const oneOfOrNull = <const V extends readonly string[]>(values: V) => Type.Unsafe<V[number] | null>({ enum: [...values, null] });

/** A choice the form requires: null or empty pass here so that the form's rule names what is missing. */
export const requiredChoice = <const V extends readonly string[]>(values: V) =>
  Type.Unsafe<V[number] | null | ''>({ enum: [...values, null, ''] });

/** A text the form requires (login, password, label): null reaches the form's rule rather than a type error. */
export const requiredText = (maxLength: number) => nullableString({ maxLength });

/** Beyond any real page of any list (a million pages of one row), yet far from what SQLite's OFFSET overflows on. */
export const MAX_PAGE = 1_000_000;

/** page (zero-based) and per_page of a paged list. */
export const pageQuery = { page: Type.Integer({ minimum: 0, maximum: MAX_PAGE }), per_page: Type.Integer({ minimum: 1, maximum: 100 }) };

/** The properties, optional but for the required ones. */
type WithOptional<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> };

/** An object with exactly these properties, all optional but the required ones. */
export function object<P extends TProperties, R extends keyof P & string = never>(
  properties: P,
  required: readonly R[] = [],
): TObject<WithOptional<P, R>> {
  const isRequired = (key: string) => required.some((name) => name === key);
  const marked = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, isRequired(key) ? schema : Type.Optional(schema)]),
  );
  // Object.fromEntries forgets which key is optional: WithOptional states what the map above did.
  return Type.Object(marked, { additionalProperties: false }) as TObject<WithOptional<P, R>>;
}

/**
 * An object of a form, or null: a form holding required fields may send the whole object null (an empty address), and
 * its fields then get their required messages from the form's rules rather than a type error.
 */
export const nullableObject = <T extends TObject>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });

/** What the server said the actor may do with a record, sent back untouched with the record (read-only). */
export const abilities = Type.Record(Type.String({ maxLength: 40 }), Type.Boolean(), { maxProperties: 20 });

/** The body of an update: the form as loaded and as edited, per API.md. */
export const updateBody = <E extends TObject>(entity: E) =>
  object(
    {
      origin: entity,
      current: entity,
      fail_on_concurrent: bool,
      remove_absent_values: bool,
    },
    ['origin', 'current'],
  );

/** Path parameter `id`. */
export const idParams = object({ id }, ['id']);

/** POST /<record>/:id: an edit of the record named by the path, as {origin, current} of the entity. */
export const editSchema = <E extends TObject>(entity: E) => ({
  params: idParams,
  body: updateBody(entity),
  unwrap: ['origin', 'current'],
});

/** A text search in the query string. */
export const searchQuery = object({ search: Type.String({ maxLength: 200 }) });

/** PUT /recipient/:id/<records>: the new record under its key; a recipient_id in it must be the path's. */
export function createSchema<const K extends string, P extends TProperties>(key: K, fields: P) {
  const entity = object({ ...fields, recipient_id: nullableId });
  return {
    params: idParams,
    body: object({ [key]: entity } as { [Q in K]: typeof entity }, [key]),
    unwrap: [key],
    echoes: { [`${key}.recipient_id`]: 'id' },
  };
}

/** What GET returns with a record besides its fields, which the client may send back in an edit (read-only). */
export const recordRead = { _id: id, recipient_id: id, seq: Type.Integer(), abilities };

/** A record a GET joins in (a referent, a hotel, an attestation), sent back as it came and never written. */
export const readOnlyRecord = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] });
