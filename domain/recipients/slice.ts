import type { DomainEvent } from '../shared/aggregate';
import { textOf } from '../shared/text';

// A recipient file is one stream composed of slices: civil data, comments, housings today;
// domiciliation, penal path, contacts, health, work, resources, meetings and documents next. Each
// slice brings its events, its part of the file's state, how it folds them, the French sentence of
// each event in the history and the labels of its fields. The file (slices.ts) lists the slices; a new
// tab is a new slice added to that list.

/** Who recorded an event and when: what evolve needs beyond the event itself. */
export interface EventContext {
  userId: string;
  at: string;
}

/** How a field's value is shown: a reference-list label, a person, an antenna, a hotel, a room, an organism, a contact, a date, yes/no, payments, or as is. */
export type ValueKind =
  'choice' | 'user' | 'antenna' | 'hotel' | 'room' | 'organism' | 'contact' | 'date' | 'boolean' | 'payments' | 'text';

/** Shows a stored value: ids become labels or names, dates DD/MM/YYYY, booleans Oui/Non. */
export type Display = (kind: ValueKind, value: unknown) => string;

/** One changed field as the history shows it. */
export interface HistoryChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** What the history says of one event: a French sentence, the fields it changed, a comment's text. */
export interface HistoryDescription {
  summary: string;
  changes: HistoryChange[];
  text?: string;
}

/** An id an event names, with its kind, so that the history can show its label. */
export interface ReferencedId {
  kind: ValueKind;
  id: string;
}

/** One part of the recipient file. */
export interface FileSlice<S extends object, E extends DomainEvent> {
  /** The slice's name (the tab it serves). */
  name: string;
  /** The event types the slice folds; each event type belongs to one slice. */
  eventTypes: readonly E['type'][];
  /** The slice's part of a new file. */
  initialState: S;
  /** Applies one of its events to its part of the file. */
  evolve(state: S, event: E, meta: EventContext | undefined): S;
  /** The French sentence of one of its events. */
  describe(event: E, display: Display): HistoryDescription;
  /** The ids one of its events names. */
  referencedIds(event: E): ReferencedId[];
  /** Labels of its fields by dotted path: scoped to the slice, so another tab's start_date or status never collides. */
  labels: Record<string, string>;
  /** How its fields' values read (absent: as is). */
  kinds: Record<string, ValueKind>;
}

/** Declares a slice with its state and event types checked. */
export const defineSlice = <S extends object, E extends DomainEvent>(slice: FileSlice<S, E>): FileSlice<S, E> => slice;

/** The change of one field as the history shows it, labelled by its slice. */
export function describeChange(
  slice: Pick<FileSlice<object, DomainEvent>, 'labels' | 'kinds'>,
  field: string,
  from: unknown,
  to: unknown,
  display: Display,
): HistoryChange {
  const kind = slice.kinds[field] ?? 'text';
  return { field, label: slice.labels[field] ?? field, from: display(kind, from), to: display(kind, to) };
}

/** Every field of a record or of its changes, as ids for the history's labels. */
export function idsOf(slice: Pick<FileSlice<object, DomainEvent>, 'kinds'>, values: Record<string, unknown>): ReferencedId[] {
  return Object.entries(values).map(([field, value]) => ({ kind: slice.kinds[field] ?? 'text', id: textOf(value) }));
}

/** The ids a set of changes names, before and after. */
export function changedIds(
  slice: Pick<FileSlice<object, DomainEvent>, 'kinds'>,
  changes: Record<string, { from: unknown; to: unknown }>,
): ReferencedId[] {
  return Object.entries(changes).flatMap(([field, { from, to }]) => idsOf(slice, { [field]: from }).concat(idsOf(slice, { [field]: to })));
}
