/**
 * JSON answered as it is: a list's rows from the documents' stored texts (Collection.findWithJson), with a few fields
 * of its own after each, spared a parse and a serialisation of every document at every request (api/envelope.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A stored document's JSON text (an object holding at least its _id) with more fields after its own; none of them may be one of its own. */
export function withFields(json: string, fields: object): string {
  const more = JSON.stringify(fields);
  return more === '{}' ? json : `${json.slice(0, -1)},${more.slice(1)}`;
}

/** JSON texts as one array. */
export const jsonArray = (texts: string[]) => new JsonText(`[${texts.join(',')}]`);
