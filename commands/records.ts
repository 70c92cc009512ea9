import type { UpdateRequest } from '@domain/shared/changes';
import type { FormOf } from '@domain/shared/forms';
import { changeFieldGroup, type FieldGroup } from '@domain/recipients/fieldGroups';
import { addRecord as decideAdd, deleteRecord as decideDelete, updateRecord as decideUpdate } from '@domain/recipients/recordDecisions';
import type { RecordKind } from '@domain/recipients/records';
import { referencesIn } from '@domain/references/references';
import type { CommandContext, WriteResult } from './context';
import { onFile } from './fileStream';
import { lookUpReferences } from './references';

// The writes of the records and field groups of a file (see domain/recipients/records.ts): each looks
// up the ids the form names, then decides on the file's stream, retried on a concurrent write.

/** Adds a record of a kind to a file. */
export async function addRecord<F extends object>(
  ctx: CommandContext,
  kind: RecordKind<F>,
  recipientId: string,
  form: FormOf<F>,
): Promise<WriteResult & { recordId: string }> {
  const recordId = ctx.newId();
  const references = await lookUpReferences(ctx, referencesIn(kind.references, form));
  const result = await onFile(ctx, `add${kind.event}`, recipientId, (file) =>
    decideAdd(kind, { recordId, form }, file, { actor: ctx.actor, references }),
  );
  return { ...result, recordId };
}

/** Records an edit of a record of a file. */
export async function updateRecord<F extends object>(
  ctx: CommandContext,
  kind: RecordKind<F>,
  recipientId: string,
  recordId: string,
  update: UpdateRequest,
): Promise<WriteResult> {
  const references = await lookUpReferences(ctx, referencesIn(kind.references, update.current));
  return onFile(ctx, `update${kind.event}`, recipientId, (file) =>
    decideUpdate(kind, { recordId, update }, file, { actor: ctx.actor, references }),
  );
}

/** Removes a record from a file. */
export async function deleteRecord<F extends object>(
  ctx: CommandContext,
  kind: RecordKind<F>,
  recipientId: string,
  recordId: string,
): Promise<WriteResult> {
  return onFile(ctx, `delete${kind.event}`, recipientId, (file) => decideDelete(kind, { recordId }, file, ctx));
}

/** Saves a group of fields of a file. */
export async function saveFieldGroup<F extends object>(
  ctx: CommandContext,
  group: FieldGroup<F>,
  recipientId: string,
  form: FormOf<F>,
): Promise<WriteResult> {
  const references = await lookUpReferences(ctx, referencesIn(group.references, form));
  return onFile(ctx, `save${group.event}`, recipientId, (file) => changeFieldGroup(group, form, file, { actor: ctx.actor, references }));
}
