import { fileScope, openFileFacts, type FileAccessFacts } from '@domain/recipients/permissions';
import { notFound } from '@domain/shared/errors';
import type { DocStore, Filter } from './docStore';
import type { ReadContext } from './readContext';
import { RECIPIENTS, type RecipientRow } from './recipients';

// Every read of a file's records starts here: the facts opening a file is judged on (its antenna) are read from the
// recipients list's row, kept by its projection at read-your-writes consistency, rather than by folding the file's
// whole stream at each request (docs/architecture.md, 'Reads'). A deleted file has no row: 404, as GET /recipient/{id}.

/** The file the reader may open, or 404 / 403 as opening it would be refused. */
export async function openedFile(read: ReadContext, recipientId: string): Promise<FileAccessFacts> {
  const row = await read.docs.collection<RecipientRow>(RECIPIENTS).get(recipientId);
  return openFileFacts(row ? { antenna_id: row.antenna_id } : null, read.actor);
}

/**
 * The filter a list of files' records adds so that it holds only the files the reader may open (their antenna's
 * field named `field`), or null when the reader may open none (bound to an antenna, yet given none).
 */
export function filesInScope(read: Pick<ReadContext, 'actor'>, field = 'antenna_id'): Filter | null {
  const scope = fileScope(read.actor);
  if (scope.all) return {};
  return scope.antennaId === null ? null : { [field]: scope.antennaId };
}

/** A record kept in a collection of a file's records. */
type FileRecord = { _id: string; recipient_id: string };

/** A record of a file's collection as stored, or 404 with the record's own message. */
async function storedRecord<T extends FileRecord>(read: Pick<ReadContext, 'docs'>, collection: string, id: string, missing: string) {
  const record = await read.docs.collection<T>(collection).get(id);
  if (!record) throw notFound(missing);
  return record;
}

/**
 * The file a record belongs to (404 with the record's message when there is none): what a write on the record is
 * judged against, the command then deciding whether the writer may open that file. It answers nothing of the record.
 */
export async function fileOfRecord(docs: DocStore, collection: string, id: string, missing: string): Promise<string> {
  return (await storedRecord({ docs }, collection, id, missing)).recipient_id;
}

/** A record of a file's collection, to a reader who may open its file: 404 with its message, or 404 / 403 as the file. */
export async function openedRecord<T extends FileRecord>(read: ReadContext, collection: string, id: string, missing: string): Promise<T> {
  const record = await storedRecord<T>(read, collection, id, missing);
  await openedFile(read, record.recipient_id);
  return record;
}
