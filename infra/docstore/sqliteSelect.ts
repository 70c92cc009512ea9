import { checkPath } from './paths';

/**
 * The SQL of selected paths, one JSON text per row parsed once (a boolean stays a boolean, a missing path is null):
 * json_extract given several paths answers the array of their values; given one, it would answer an SQL value, so
 * a single path is read with `->`, which keeps it JSON.
 */
export function selectedValues(paths: readonly string[]): { sql: string; keys: string[][] } {
  const fields = paths.filter((path) => path !== '_id').map(checkPath);
  const sql =
    fields.length === 0
      ? "'[]'"
      : fields.length === 1
        ? `json_array(doc -> '$.${fields[0]}')`
        : `json_extract(doc, ${fields.map((path) => `'$.${path}'`).join(', ')})`;
  return { sql, keys: fields.map((path) => path.split('.')) };
}

/** A document of its id and the selected values of one row; indexed loops without copies of the paths, as a calendar or a count reads many small rows. */
export function selectedDocument<T>(keys: string[][], id: string, json: string): T {
  const doc: Record<string, unknown> = { _id: id };
  const row = JSON.parse(json) as unknown[];
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i];
    let target = doc;
    for (let depth = 0; depth < key.length - 1; depth += 1) target = (target[key[depth]] ??= {}) as Record<string, unknown>;
    target[key[key.length - 1]] = row[i];
  }
  return doc as T;
}
