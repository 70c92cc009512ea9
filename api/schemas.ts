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

/** A choice the form requires: null or empty pass here so that the form's rule names what is missing. */
export const requiredChoice = (values: readonly string[]) => ({ enum: [...values, null, ''] });

/** A text the form requires (login, password, label): null reaches the form's rule rather than a type error. */
export const requiredText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Beyond any real page of any list (a million pages of one row), yet far from what SQLite's OFFSET overflows on. */
export const MAX_PAGE = 1_000_000;

/** page (zero-based) and per_page of a paged list. */
export const pageQuery = { page: { type: 'integer', minimum: 0, maximum: MAX_PAGE }, per_page: { type: 'integer', minimum: 1, maximum: 100 } } as const;

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
