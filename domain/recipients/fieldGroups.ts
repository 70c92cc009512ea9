import { changedReferences, refuseUnknownReferences, type ReferenceSpecs } from '../references/references';
import { applyChanges, diffUpdate, noChanges, type FieldChanges } from '../shared/changes';
import { admitForm, type FormOf } from '../shared/forms';
import { isBlank, type FieldErrors } from '../shared/validation';
import { openFile } from './permissions';
import type { RecordContext } from './recordDecisions';
import { recordChangeLines, type RecordKind } from './records';
import { defineSlice, type FileSlice, type ValueKind } from './slice';
import type { RecipientState } from './slices';

// Some fields of a file are saved together from one box of a tab, not as a list: the CAF number and
// date, the medical follow-up, the school levels... A FieldGroup says which fields, their rules and
// labels; its slice, its decision, its read model and its two calls (GET and POST
// /recipient/:id/<group>) are built from it.

/** The one event of a group: the fields an edit changed, before and after ('Caf' gives CafChanged). */
export type FieldGroupEvent<N extends string> = { type: `${N}Changed`; data: { changes: FieldChanges } };

/** A set of fields of a file saved together. */
export interface FieldGroup<F extends object, N extends string = string, K extends string = string> {
  /** Prefix of its event type ('Caf'). */
  event: N;
  /** Where the file keeps them and the URL of the group ('caf': /recipient/:id/caf). */
  key: K;
  /** The fields, with the history's label of each; a call sets all of them (one left out is cleared). */
  labels: Record<keyof F & string, string>;
  kinds: Partial<Record<keyof F & string, ValueKind>>;
  references: ReferenceSpecs;
  /** The values of a file that never saved the group. */
  empty: F;
  /** The form as it will be judged and stored (blank texts are null already). */
  normalize(form: FormOf<F>): FormOf<F>;
  errors(form: FormOf<F>): FieldErrors;
  messages: { missingFields: string };
  /** The history's sentence ('Modification des données CAF'). */
  sentence: string;
}

export type GroupOf<F, K extends string> = { [P in K]: F };

/** The slice of the file that holds a group. */
export function fieldGroupSlice<F extends object, N extends string, K extends string>(
  group: FieldGroup<F, N, K>,
): FileSlice<GroupOf<F, K>, FieldGroupEvent<N>> {
  const asKind = group as unknown as RecordKind<object>;
  return defineSlice<GroupOf<F, K>, FieldGroupEvent<N>>({
    name: group.key,
    eventTypes: [`${group.event}Changed`],
    initialState: { [group.key]: group.empty } as GroupOf<F, K>,
    labels: group.labels,
    kinds: group.kinds as Record<string, ValueKind>,
    evolve: (state, event) => ({ ...state, [group.key]: applyChanges(state[group.key], event.data.changes) }),
    describe: (event, display) => ({ summary: group.sentence, changes: recordChangeLines(asKind, event.data.changes, display) }),
    referencedIds: (event) =>
      Object.entries(event.data.changes).flatMap(([field, { from, to }]) => {
        const kind = (group.kinds as Record<string, ValueKind>)[field];
        return kind
          ? [from, to]
              .flat()
              .filter((id) => typeof id === 'string')
              .map((id) => ({ kind, id: String(id) }))
          : [];
      }),
  });
}

/** The group as a file holds it now. */
export const groupOf = <F extends object>(group: FieldGroup<F>, state: RecipientState): F =>
  (state as unknown as Record<string, F>)[group.key] ?? group.empty;

/** Saves a group: every field is set to what the form says (left out or blank: cleared); only what changed is recorded. */
export function changeFieldGroup<F extends object, N extends string>(
  group: FieldGroup<F, N>,
  form: FormOf<F>,
  state: RecipientState,
  ctx: RecordContext,
): FieldGroupEvent<N>[] {
  openFile(state, ctx.actor);
  const stored = groupOf(group, state);
  const sent = form as Record<string, unknown>;
  const complete = Object.fromEntries(
    Object.keys(group.labels).map((field) => [field, isBlank(sent[field]) && !Array.isArray(sent[field]) ? null : sent[field]]),
  );
  const normalized = group.normalize(complete as FormOf<F>);
  const values = admitForm<F>(normalized, group.errors(normalized), group.messages.missingFields);
  const changes = diffUpdate(stored, { origin: { ...(stored as object) }, current: { ...(values as object) }, failOnConcurrent: false });
  if (noChanges(changes)) return [];
  refuseUnknownReferences(changedReferences(group.references, changes), ctx);
  return [{ type: `${group.event}Changed`, data: { changes } } as FieldGroupEvent<N>];
}
