import type { ReferenceSpecs } from '../references/references';
import { applyChanges, type FieldChanges } from '../shared/changes';
import type { FormOf } from '../shared/forms';
import { textOf } from '../shared/text';
import type { FieldErrors } from '../shared/validation';
import { defineSlice, type Display, type FileSlice, type HistoryChange, type ReferencedId, type ValueKind } from './slice';

// Most tabs of a file hold lists of records of one shape (resources, formations, jobs...): added,
// edited and deleted one at a time, each call judged by the record's rules. A RecordKind says what
// is particular to one kind; the slice, the decisions (recordDecisions.ts), the read model
// (projections/records.ts) and the five calls (api/recordRoutes.ts) are built from it.

/** The events of a kind of record: 'Resource' gives ResourceAdded, ResourceChanged, ResourceDeleted. */
export type RecordEvent<N extends string, F> =
  | { type: `${N}Added`; data: { record_id: string; record: F } }
  | { type: `${N}Changed`; data: { record_id: string; changes: FieldChanges } }
  | { type: `${N}Deleted`; data: { record_id: string } };

/** A kind of record a file holds as a list. */
export interface RecordKind<F extends object, N extends string = string, K extends string = string> {
  /** Prefix of its event types ('Resource'). */
  event: N;
  /** Where the file keeps them, the plural of its URLs and the name of its read model ('resources'). */
  plural: K;
  /** The body key and the URL of one record ('resource'). */
  singular: string;
  /** The history's label of each field the form edits; only these fields are recorded. */
  labels: Record<keyof F & string, string>;
  /** The history's label of a field inside an object field, by dotted path (an experience's 'duration.years'). */
  subLabels?: Record<string, string>;
  /** How each field's value reads in the history (a list of ids reads as the list of their labels). */
  kinds: Partial<Record<keyof F & string, ValueKind>>;
  /** What the record names, judged on every write. */
  references: ReferenceSpecs;
  messages: { missingFields: string; notFound: string };
  /** The form as it will be judged and stored: blanks as null, numbers read, defaults filled. */
  normalize(form: FormOf<F>): FormOf<F>;
  /** What is wrong with the normalized form, field by field. */
  errors(form: FormOf<F>): FieldErrors;
  /** The history's sentences. */
  sentences: { added(record: F, display: Display): string; changed: string; deleted: string };
  /** How the file's list is sorted: a field, newest first. */
  sortBy: keyof F & string;
  /** What a reader of the file may do with a record beyond edit and delete (an application's archive). */
  abilities?(record: F): Record<string, boolean>;
}

/** The file's records of a kind, by id. */
export type RecordsOf<F, K extends string> = { [P in K]: Record<string, F> };

/** A value of a field as the history shows it: each id of a list shown by its label. */
function shown(kind: ValueKind, value: unknown, display: Display): string {
  if (!Array.isArray(value)) return display(kind, value);
  return value.length === 0 ? display(kind, null) : value.map((item) => display(kind, item)).join(', ');
}

/** The changes of an edit as the history lists them, labelled by the kind. */
export function recordChangeLines(kind: RecordKind<object>, changes: FieldChanges, display: Display): HistoryChange[] {
  const labels = kind.labels as Record<string, string>;
  const kinds = kind.kinds as Record<string, ValueKind>;
  return Object.entries(changes).map(([field, { from, to }]) => ({
    field,
    label: labels[field] ?? kind.subLabels?.[field] ?? field,
    from: shown(kinds[field] ?? 'text', from, display),
    to: shown(kinds[field] ?? 'text', to, display),
  }));
}

/** The ids named by some fields, each id of a list on its own. */
function idsIn(kind: RecordKind<object>, values: Record<string, unknown>): ReferencedId[] {
  const kinds = kind.kinds as Record<string, ValueKind>;
  return Object.entries(values).flatMap(([field, value]) => {
    const valueKind = kinds[field];
    if (!valueKind || value === null || value === undefined) return [];
    return (Array.isArray(value) ? value : [value]).map((item) => ({ kind: valueKind, id: textOf(item) }));
  });
}

const without = <T>(records: Record<string, T>, id: string): Record<string, T> => {
  const { [id]: _removed, ...rest } = records;
  return rest;
};

/** The slice of the file that holds the records of a kind. */
export function recordSlice<F extends object, N extends string, K extends string>(
  kind: RecordKind<F, N, K>,
): FileSlice<RecordsOf<F, K>, RecordEvent<N, F>> {
  const types = { added: `${kind.event}Added`, changed: `${kind.event}Changed`, deleted: `${kind.event}Deleted` } as const;
  const generic = kind as unknown as RecordKind<object>;
  return defineSlice<RecordsOf<F, K>, RecordEvent<N, F>>({
    name: kind.plural,
    eventTypes: [types.added, types.changed, types.deleted] as RecordEvent<N, F>['type'][],
    initialState: { [kind.plural]: {} } as RecordsOf<F, K>,
    labels: { ...kind.labels, ...kind.subLabels },
    kinds: kind.kinds as Record<string, ValueKind>,
    evolve(state, event) {
      const records: Record<string, F> = state[kind.plural];
      const data = event.data as { record_id: string; record?: F; changes?: FieldChanges };
      const stored = records[data.record_id];
      let next = records;
      if (event.type === types.added && data.record) next = { ...records, [data.record_id]: data.record };
      else if (event.type === types.changed && stored && data.changes)
        next = { ...records, [data.record_id]: applyChanges(stored, data.changes) };
      else if (event.type === types.deleted) next = without(records, data.record_id);
      return { ...state, [kind.plural]: next };
    },
    describe(event, display) {
      const data = event.data as { record?: F; changes?: FieldChanges };
      if (event.type === types.added && data.record) return { summary: kind.sentences.added(data.record, display), changes: [] };
      if (event.type === types.changed)
        return { summary: kind.sentences.changed, changes: recordChangeLines(generic, data.changes ?? {}, display) };
      return { summary: kind.sentences.deleted, changes: [] };
    },
    referencedIds(event) {
      const data = event.data as { record?: Record<string, unknown>; changes?: FieldChanges };
      if (data.record) return idsIn(generic, data.record);
      return Object.entries(data.changes ?? {}).flatMap(([field, { from, to }]) =>
        idsIn(generic, { [field]: from }).concat(idsIn(generic, { [field]: to })),
      );
    },
  });
}
