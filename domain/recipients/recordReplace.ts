import { changedReferences, referencesIn, refuseUnknownReferences, type Reference } from '../references/references';
import { diffUpdate, noChanges } from '../shared/changes';
import { invalid } from '../shared/errors';
import type { FormOf } from '../shared/forms';
import type { FieldErrors } from '../shared/validation';
import { openFile } from './permissions';
import { blanksAsNull, complete, type RecordContext } from './recordDecisions';
import type { RecordEvent, RecordKind } from './records';
import type { RecipientState } from './slices';

// Some lists of a file are saved whole from one screen (the experiences of a CV: POST
// /recipient/:id/experiences): the list sent is the list as it must be. Items naming a record of the
// file edit it, items without an id are added, records left out are deleted; all in one decision, so
// one invalid item refuses the whole list and nothing is recorded.

/** One item of the list as sent: the record as it must be, with the id of the file's record it edits (none: a new one). */
export interface ReplacedItem<F> {
  recordId: string | null;
  form: FormOf<F>;
}

/** The list saved: its items in order, the ids given to new items (by position), the body key errors are reported under. */
export interface ReplaceCommand<F> {
  items: ReplacedItem<F>[];
  newIds: (string | null)[];
  /** The body key of the list ('experiences'): errors read `experiences.2.name`. */
  list: string;
  /** The message of a refused list ('Expériences non mises à jour. Des champs sont manquants'). */
  message: string;
}

const recordsOf = <F extends object>(kind: RecordKind<F>, state: RecipientState): Record<string, F> =>
  (state as unknown as Record<string, Record<string, F>>)[kind.plural] ?? {};

const prefixed = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}.${path}`, message]));

/** Saves the file's whole list of a kind: edits, additions, deletions, all judged before any is recorded. */
export function replaceRecords<F extends object, N extends string>(
  kind: RecordKind<F, N>,
  command: ReplaceCommand<F>,
  state: RecipientState,
  ctx: RecordContext,
): RecordEvent<N, F>[] {
  openFile(state, ctx.actor);
  const stored = recordsOf(kind, state);
  const errors: FieldErrors = {};
  const kept = new Set<string>();
  const events: RecordEvent<N, F>[] = [];
  const references: Reference[] = [];
  command.items.forEach(({ recordId, form }, index) => {
    const at = `${command.list}.${index}`;
    if (recordId !== null && (!stored[recordId] || kept.has(recordId))) {
      errors[`${at}._id`] = kind.messages.notFound;
      return;
    }
    const record = kind.normalize(blanksAsNull(complete(kind, form)));
    const itemErrors = kind.errors(record);
    Object.assign(errors, prefixed(itemErrors, at));
    if (Object.keys(itemErrors).length > 0) return;
    const onItem = (reference: Reference) => ({ ...reference, path: `${at}.${reference.path}` });
    if (recordId === null) {
      const newId = command.newIds[index] as string;
      references.push(...referencesIn(kind.references, record).map(onItem));
      events.push({ type: `${kind.event}Added`, data: { record_id: newId, record } } as RecordEvent<N, F>);
      return;
    }
    kept.add(recordId);
    const before = stored[recordId];
    const changes = diffUpdate(before, { origin: { ...(before as object) }, current: { ...(record as object) }, failOnConcurrent: false });
    if (noChanges(changes)) return;
    references.push(...changedReferences(kind.references, changes).map(onItem));
    events.push({ type: `${kind.event}Changed`, data: { record_id: recordId, changes } } as RecordEvent<N, F>);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors, command.message);
  refuseUnknownReferences(references, ctx);
  const deleted = Object.keys(stored).filter((recordId) => !kept.has(recordId));
  return [...events, ...deleted.map((recordId) => ({ type: `${kind.event}Deleted`, data: { record_id: recordId } }) as RecordEvent<N, F>)];
}
