// Building blocks of the JSON schemas every route validates against.

/** Free text of a form field (null clears it). */
export const text = { type: ['string', 'null'], maxLength: 500 } as const;
/** Longer free text (comments, remarks). */
export const longText = { type: ['string', 'null'], maxLength: 10_000 } as const;
/** A date written YYYY-MM-DD, or empty. */
export const date = { type: ['string', 'null'], format: 'iso-date' } as const;
/** An e-mail address, or empty. */
export const email = { type: ['string', 'null'], format: 'email-or-empty', maxLength: 254 } as const;
/** An opaque id. */
export const id = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const nullableId = { type: ['string', 'null'], maxLength: 100 } as const;
export const bool = { type: 'boolean' } as const;
/** An instant (ISO 8601), set by the server. */
export const instant = { type: 'string', maxLength: 40 } as const;

/** One of the values, or null. */
export const oneOfOrNull = (values: readonly string[]) => ({ enum: [...values, null] });

/** An object with exactly these optional properties. */
export const object = (properties: Record<string, object>, required: string[] = []) => ({
  type: 'object',
  additionalProperties: false,
  properties,
  ...(required.length > 0 && { required }),
});

/** The body of an update: the form as loaded and as edited, per API.md. */
export const updateBody = (entity: object) =>
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

/** A text search in the query string. */
export const searchQuery = object({ search: { type: 'string', maxLength: 200 } });
