import { changedReferences, referencesIn, refuseUnknownReferences, type ReferenceFacts } from '../references/references';
import { applyChanges, diffUpdate, noChanges, type UpdateRequest } from '../shared/changes';
import { notFound } from '../shared/errors';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank } from '../shared/validation';
import type { Actor } from '../users/actor';
import { openFile } from './permissions';
import type { RecordEvent, RecordKind } from './records';
import type { RecipientState } from './slices';

// The decisions every kind of record of a file shares: whoever may open the file adds, edits and
// deletes its records (docs/permissions.md, 'Contacts, Santé, Formation/Emploi, Ressources'); each write is judged by the kind's
// rules and the ids it names must exist and be visible to the writer.

/** What a decision on a record knows besides the file: who acts and what the ids named are. */
export interface RecordContext {
  actor: Actor;
  references: ReferenceFacts;
}

const recordsOf = <F extends object>(kind: RecordKind<F>, state: RecipientState): Record<string, F> =>
  (state as unknown as Record<string, Record<string, F>>)[kind.plural] ?? {};

/** The record of the file, or 404 with the kind's message. */
export function existingRecord<F extends object>(kind: RecordKind<F>, state: RecipientState, recordId: string): F {
  const record = recordsOf(kind, state)[recordId];
  if (!record) throw notFound(kind.messages.notFound);
  return record;
}

/** Blank texts as null, so that a cleared field is stored the same way whoever cleared it. */
export const blanksAsNull = <T extends object>(form: T): T =>
  Object.fromEntries(
    Object.entries(form).map(([field, value]) => [field, typeof value === 'string' && isBlank(value) ? null : value]),
  ) as T;

/** The form judged by the kind's rules, as the record it describes (400 with each field's message otherwise). */
function admit<F extends object>(kind: RecordKind<F>, form: FormOf<F>): F {
  const normalized = kind.normalize(blanksAsNull(form));
  return admitForm<F>(normalized, kind.errors(normalized), kind.messages.missingFields);
}

/** Only the fields the kind edits: anything else a client sends is not the record's. */
function editable<F extends object>(kind: RecordKind<F>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(kind.labels)
      .filter((field) => field in values)
      .map((field) => [field, values[field]]),
  );
}

/** Every field of the kind, as the form sends it or null: a new record holds them all. */
export const complete = <F extends object>(kind: RecordKind<F>, form: FormOf<F>): FormOf<F> => {
  const sent = form as Record<string, unknown>;
  return Object.fromEntries(Object.keys(kind.labels).map((field) => [field, sent[field] ?? null])) as FormOf<F>;
};

/** Adds a record to the file. */
export function addRecord<F extends object, N extends string>(
  kind: RecordKind<F, N>,
  command: { recordId: string; form: FormOf<F> },
  state: RecipientState,
  ctx: RecordContext,
): RecordEvent<N, F>[] {
  openFile(state, ctx.actor);
  const record = admit(kind, complete(kind, command.form));
  refuseUnknownReferences(referencesIn(kind.references, record), ctx);
  return [{ type: `${kind.event}Added`, data: { record_id: command.recordId, record } } as RecordEvent<N, F>];
}

/** Records what an edit changed, once the record as edited holds; ids newly named are judged. */
export function updateRecord<F extends object, N extends string>(
  kind: RecordKind<F, N>,
  command: { recordId: string; update: UpdateRequest },
  state: RecipientState,
  ctx: RecordContext,
): RecordEvent<N, F>[] {
  openFile(state, ctx.actor);
  const stored = existingRecord(kind, state, command.recordId);
  const { origin, current } = command.update;
  const asked = diffUpdate(stored, { ...command.update, origin: editable(kind, origin), current: editable(kind, current) });
  if (noChanges(asked)) return [];
  const next = admit(kind, applyChanges(stored, asked) as FormOf<F>);
  refuseUnknownReferences(changedReferences(kind.references, asked), ctx);
  // What is recorded is the record as normalized (a comma read, a blank made null), field by field.
  const changes = diffUpdate(stored, { origin: { ...(stored as object) }, current: { ...(next as object) }, failOnConcurrent: false });
  if (noChanges(changes)) return [];
  return [{ type: `${kind.event}Changed`, data: { record_id: command.recordId, changes } } as RecordEvent<N, F>];
}

/** Removes a record from the file. */
export function deleteRecord<F extends object, N extends string>(
  kind: RecordKind<F, N>,
  command: { recordId: string },
  state: RecipientState,
  ctx: { actor: Actor },
): RecordEvent<N, F>[] {
  openFile(state, ctx.actor);
  existingRecord(kind, state, command.recordId);
  return [{ type: `${kind.event}Deleted`, data: { record_id: command.recordId } } as RecordEvent<N, F>];
}
