import type { DocSession, DocStore } from './docStore';
import { applyChanges, type FieldChanges } from '@domain/shared/changes';
import type { FieldGroup } from '@domain/recipients/fieldGroups';
import type { RecordKind } from '@domain/recipients/records';
import type { Projection } from './projection';
import type { RecordedEvent } from '../commands/eventStore';
import { fileOfRecord, openedFile, openedRecord } from './openedFile';
import type { ReadContext } from './readContext';
import { idOf } from './streamIds';

// The read models of the records and field groups of a file (domain/recipients/records.ts): one
// collection per kind of record, one document per file for each group.

/** A record as stored: its fields, its file, and the position it was recorded at (ties of the list order). */
export type RecordDoc<F> = F & { _id: string; recipient_id: string; seq: number };

/** What a reader may do with a record: whoever may open the file edits and deletes its records, and what its kind adds. */
const abilitiesOf = <F extends object>(kind: RecordKind<F>, record: F): RecordAbilities => ({
  edit: true,
  delete: true,
  ...kind.abilities?.(record),
});

/** Edit and delete, and what a kind adds (an application's `archive`). */
export type RecordAbilities = { edit: boolean; delete: boolean; [ability: string]: boolean };

/** What the read model needs of a kind of record. */
type StoredKind = { event: string; plural: string; sortBy: string };
/** What the read model needs of a field group. */
type StoredGroup = { event: string; key: string; empty: object };

/** The collection of a kind of record (a tab adding an event of its own writes there too). */
export const recordCollection = (kind: StoredKind) => `file_${kind.plural}`;
const groupCollection = (group: StoredGroup) => `file_${group.key}`;

type Handler = (event: RecordedEvent, tx: DocSession) => Promise<void>;

function recordHandlers(kind: StoredKind): Record<string, Handler> {
  const name = recordCollection(kind);
  return {
    async [`${kind.event}Added`](event, tx) {
      const { record_id, record } = event.data as { record_id: string; record: object };
      await tx
        .collection<RecordDoc<object>>(name)
        .put({ ...record, _id: record_id, recipient_id: idOf(event.streamId), seq: Number(event.position) });
    },
    async [`${kind.event}Changed`](event, tx) {
      const { record_id, changes } = event.data as { record_id: string; changes: FieldChanges };
      const records = tx.collection(name);
      const doc = await records.get(record_id);
      if (doc) await records.put(applyChanges(doc, changes));
    },
    async [`${kind.event}Deleted`](event, tx) {
      await tx.collection(name).delete((event.data as { record_id: string }).record_id);
    },
  };
}

function groupHandlers(group: StoredGroup): Record<string, Handler> {
  return {
    async [`${group.event}Changed`](event, tx) {
      const { changes } = event.data as { changes: FieldChanges };
      const groups = tx.collection(groupCollection(group));
      const recipient_id = idOf(event.streamId);
      const doc = (await groups.get(recipient_id)) ?? { ...group.empty, _id: recipient_id };
      await groups.put(applyChanges(doc, changes));
    },
  };
}

/** The read model of a tab: its kinds of records and its field groups, each file's removed with the file. */
export function recordsProjection(spec: { name: string; version: number; kinds: StoredKind[]; groups: StoredGroup[] }): Projection {
  const collections = [
    ...spec.kinds.map((kind) => ({ name: recordCollection(kind), indexes: [['recipient_id', kind.sortBy]] })),
    ...spec.groups.map((group) => ({ name: groupCollection(group) })),
  ];
  return {
    name: spec.name,
    version: spec.version,
    collections,
    handles: Object.assign({}, ...spec.kinds.map(recordHandlers), ...spec.groups.map(groupHandlers), {
      async RecipientDeleted(event: RecordedEvent, tx: DocSession) {
        const recipient_id = idOf(event.streamId);
        for (const kind of spec.kinds) {
          const records = tx.collection(recordCollection(kind));
          for (const doc of (await records.find({ where: { recipient_id } })).items) await records.delete(doc._id);
        }
        for (const group of spec.groups) await tx.collection(groupCollection(group)).delete(recipient_id);
      },
    }),
  };
}

/** The records of a file the reader may open, by the kind's field newest first (then latest recorded first), with what each allows. */
export async function recordsOfFile<F extends object>(read: ReadContext, kind: RecordKind<F>, recipientId: string) {
  await openedFile(read, recipientId);
  const { items } = await read.docs.collection<RecordDoc<F>>(recordCollection(kind)).find({
    where: { recipient_id: recipientId },
    sort: [
      [kind.sortBy, -1],
      ['seq', -1],
    ],
  });
  return items.map((record) => recordView(kind, record));
}

/** A record as the client reads it: with what the reader may do with it. */
const recordView = <F extends object, T extends F>(kind: RecordKind<F>, record: T) => ({
  ...record,
  abilities: abilitiesOf(kind, record),
});

/** The file a record belongs to (404 with the kind's message when there is none), for a write on it. */
export const fileOfKindRecord = <F extends object>(docs: DocStore, kind: RecordKind<F>, id: string) =>
  fileOfRecord(docs, recordCollection(kind), id, kind.messages.notFound);

/** One record as read, with what it allows, to a reader who may open its file (404 with the kind's message). */
export async function readRecord<F extends object>(read: ReadContext, kind: RecordKind<F>, id: string) {
  return recordView(kind, await openedRecord<RecordDoc<F>>(read, recordCollection(kind), id, kind.messages.notFound));
}

/** The group as a file the reader may open holds it (its empty values when never saved). */
export async function groupOfFile<F extends object>(read: ReadContext, group: FieldGroup<F>, recipientId: string): Promise<F> {
  await openedFile(read, recipientId);
  const doc = await read.docs.collection<F & { _id: string }>(groupCollection(group)).get(recipientId);
  if (!doc) return group.empty;
  const { _id, ...values } = doc;
  return values as unknown as F;
}
