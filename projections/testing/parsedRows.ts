import type { JsonText } from '../jsonText';

/** A page whose rows a query answers as JSON text, as the API sends them, read back parsed. */
export const parsedRows = <R>({ rows, total }: { rows: JsonText; total: number }) => ({ rows: JSON.parse(rows.text) as R[], total });
