import { referencesIn } from '@domain/references/references';
import { replaceRecords as decideReplace, type ReplacedItem } from '@domain/recipients/recordReplace';
import type { RecordKind } from '@domain/recipients/records';
import type { FormOf } from '@domain/shared/forms';
import type { CommandContext, WriteResult } from './context';
import { onFile } from './fileStream';
import { lookUpReferences } from './references';

/** An item of a list as the client sends it: the record's fields, and its id when it is one of the file's. */
type SentItem = Record<string, unknown> & { _id?: string | null };

/**
 * Saves a file's whole list of a kind at once (see domain/recipients/recordReplace.ts): one append, so
 * all or nothing; answers the ids of the list in the order sent (new items get theirs here).
 */
export async function replaceRecords<F extends object>(
  ctx: CommandContext,
  kind: RecordKind<F>,
  recipientId: string,
  list: { key: string; items: SentItem[]; message: string },
): Promise<WriteResult & { recordIds: string[] }> {
  const items: ReplacedItem<F>[] = list.items.map(({ _id, ...form }) => ({ recordId: _id ?? null, form: form as FormOf<F> }));
  const newIds = items.map((item) => (item.recordId === null ? ctx.newId() : null));
  const references = await lookUpReferences(
    ctx,
    items.flatMap((item) => referencesIn(kind.references, item.form)),
  );
  const { position } = await onFile(ctx, `replace${kind.event}s`, recipientId, (file) =>
    decideReplace(kind, { items, newIds, list: list.key, message: list.message }, file, { actor: ctx.actor, references }),
  );
  return { position, recordIds: items.map((item, index) => item.recordId ?? (newIds[index] as string)) };
}
